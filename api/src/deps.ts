import path from 'node:path';
import { resolveJwtSecret } from './auth/secret.ts';
import { AccessTokens } from './auth/tokens.ts';
import { LIMITS } from './contract/index.ts';
import { createSql, type Sql } from './db/client.ts';
import type { Env } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { AdminService } from './services/admin-service.ts';
import { AuthService } from './services/auth-service.ts';
import { ClassService } from './services/class-service.ts';
import { FileSubmissionService } from './services/file-submission-service.ts';
import { CustomGameService } from './services/custom-game-service.ts';
import { GameResultService } from './services/game-results/game-results-service.ts';
import { LessonService } from './services/lessons/lesson-service.ts';
import { ReactionService } from './services/reactions/reaction-service.ts';
import { RealtimeHub } from './realtime/realtime-hub.ts';
import { createMailer } from './services/mailer.ts';
import { createLegalTexts } from './services/legal-texts.ts';
import { UploadService } from './services/uploads/upload-service.ts';
import { createStorageDriver, FileUrlSigner, orphanRemover, type StorageDriver } from './storage/index.ts';

/**
 * Wires the API's dependencies from the parsed environment and a database URL:
 * the one place a new resource's service is added. Its return type is AppDeps,
 * what every request handler finds in `c.var.deps`.
 */
export function createApiDeps(
  env: Env, databaseUrl: string, overrides: { log?: Logger; sql?: Sql; storage?: StorageDriver } = {},
) {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const sql = overrides.sql ?? createSql(databaseUrl, { max: env.DB_POOL_MAX });
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const tokens = new AccessTokens(jwtSecret, env.ACCESS_TOKEN_TTL);
  /** File storage (local disk or S3) and the signer of /api/files URLs. */
  const storage = { driver: overrides.storage ?? createStorageDriver(env), urls: new FileUrlSigner(jwtSecret) };
  // Files of deleted records go after the commit; failures are logged and retried, never thrown.
  const removeOrphans = orphanRemover(storage.driver, log);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log: log.info,
  });

  const auth = new AuthService({
    sql, tokens, mailer,
    emailConfirmation: env.EMAIL_CONFIRMATION,
    publicUrl: env.PUBLIC_URL,
    refreshReuseGraceSeconds: LIMITS.refreshReuseGraceSeconds,
  });
  const classes = new ClassService(sql, removeOrphans);
  const uploads = new UploadService(sql, storage, classes, log, path.join(env.DATA_DIR, 'tmp', 'uploads'));
  const admin = new AdminService(sql, removeOrphans);
  const lessons = new LessonService(sql, removeOrphans);
  const customGames = new CustomGameService(sql);
  const gameResults = new GameResultService(sql);
  const reactions = new ReactionService(sql);
  /** Live events of this instance (one LISTEN connection, opened by the first subscriber); close() at shutdown. */
  const realtime = new RealtimeHub(sql, log);
  const fileSubmissions = new FileSubmissionService(sql, storage, classes, uploads, log);
  /** 'Datenschutz', 'Impressum' and the data location, as the operator configured them. */
  const legal = createLegalTexts(
    { dataDir: env.DATA_DIR, privacyFile: env.PRIVACY_TEXT_FILE, imprintFile: env.IMPRINT_TEXT_FILE, dataLocation: env.DATA_LOCATION },
    (msg, meta) => log.warn(msg, meta),
  );

  return {
    sql, tokens, log, storage,
    auth, classes, uploads, admin, lessons, customGames, gameResults, reactions, realtime, fileSubmissions, legal,
    rateLimits: {
      authPerIpPerMinute: env.RATE_LIMIT_AUTH_IP_PER_MIN,
      authPerAccountPerMinute: env.RATE_LIMIT_AUTH_ACCOUNT_PER_MIN,
      uploadsPerMinute: env.RATE_LIMIT_UPLOADS_PER_MIN,
    },
    trustProxy: env.TRUST_PROXY,
    /** API requests allowed to run at once (the rest wait in a FIFO); null = unbounded. */
    maxInFlight: (env.API_MAX_IN_FLIGHT ?? env.DB_POOL_MAX * 2) as number | null,
  };
}

export type AppDeps = ReturnType<typeof createApiDeps>;
