import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { resolveJwtSecret } from './auth/secret.ts';
import { AccessTokens, successorKey } from './auth/tokens.ts';
import { LIMITS, STUDENT_ACCOUNTS_PER_MINUTE } from './contract/index.ts';
import { createSql, type Sql } from './db/client.ts';
import type { Env } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { AdminService } from './services/admin-service.ts';
import { AuthService } from './services/auth-service.ts';
import { ClassService } from './services/class-service.ts';
import { StudentAccountService } from './services/student-accounts/student-account-service.ts';
import { FileSubmissionService } from './services/file-submission-service.ts';
import { CustomGameService } from './services/custom-game-service.ts';
import { GameResultService } from './services/game-results/game-results-service.ts';
import { LessonService } from './services/lessons/lesson-service.ts';
import { ReactionService } from './services/reactions/reaction-service.ts';
import { RateLimiter } from './services/rate-limiter.ts';
import { GameRegistry } from './services/game-registry/game-registry.ts';
import { GameRules } from './services/game-rules/game-rules.ts';
import { RealtimeHub } from './realtime/realtime-hub.ts';
import { createMailer } from './services/mailer.ts';
import { inFlightGate } from './middleware/db-concurrency.ts';
import { compileProxyTrust } from './proxy-trust.ts';
import { createLegalTexts } from './services/legal-texts.ts';
import { UploadService } from './services/uploads/upload-service.ts';
import { ScoreSender } from './lti/ags-outbox.ts';
import { ScormService } from './lti/scorm-service.ts';
import { LtiService } from './lti/lti-service.ts';
import { ToolKeys } from './lti/tool-keys.ts';
import { createOutboundFetch, ownEndpointsOf } from './outbound/outbound-client.ts';
import { createStorageDriver, FileUrlSigner, orphanLedger, orphanRemover, type StorageDriver } from './storage/index.ts';

/**
 * Wires the API's dependencies from the parsed environment and a database URL:
 * the one place a new resource's service is added. Its return type is AppDeps,
 * what every request handler finds in `c.var.deps`.
 */
export function createApiDeps(
  env: Env, databaseUrl: string, overrides: {
    log?: Logger; sql?: Sql; storage?: StorageDriver;
    /** Where a game bundle's standalone build lives (the SCORM packages zip it); by default games/<key>/dist/standalone. */
    standaloneDir?: (bundleKey: string) => string;
    /** Where a built-in game's federated build (with its rules.js) lives; by default games/<key>/dist/federated. */
    builtInBuildDir?: (gameKey: string) => string;
  } = {},
) {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const sql = overrides.sql ?? createSql(databaseUrl, { max: env.DB_POOL_MAX });
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const tokens = new AccessTokens(jwtSecret, env.ACCESS_TOKEN_TTL);
  /** File storage (local disk or S3) and the signer of /api/files URLs. */
  const storage = { driver: overrides.storage ?? createStorageDriver(env), urls: new FileUrlSigner(jwtSecret) };
  // Files of deleted records go after the commit; failures are logged, retried, and written down
  // (storage_orphans) for the sweeper, never thrown.
  const removeOrphans = orphanRemover(storage.driver, log, orphanLedger(sql, log));
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log: log.info,
  });

  /** Every rate limit (counters in PostgreSQL, shared by all instances); sized for a school behind one address. */
  const limiter = new RateLimiter(sql, {
    authPerIp: env.RATE_LIMIT_AUTH_IP_PER_MIN,
    signInFailures: env.RATE_LIMIT_SIGNIN_FAILURES_PER_MIN,
    signInFailuresPerIp: env.RATE_LIMIT_SIGNIN_FAILURES_IP_PER_MIN,
    refreshPerSession: env.RATE_LIMIT_REFRESH_PER_MIN,
    joinFailures: env.RATE_LIMIT_JOIN_FAILURES_PER_MIN,
    joinFailuresPerIp: env.RATE_LIMIT_JOIN_FAILURES_IP_PER_MIN,
    uploads: env.RATE_LIMIT_UPLOADS_PER_MIN,
    ltiRegistrations: env.RATE_LIMIT_LTI_REGISTER_PER_MIN,
    studentAccounts: STUDENT_ACCOUNTS_PER_MINUTE,
  });
  const auth = new AuthService({
    sql, tokens, mailer, limiter,
    emailConfirmation: env.EMAIL_CONFIRMATION,
    publicUrl: env.PUBLIC_URL,
    refreshReuseGraceSeconds: LIMITS.refreshReuseGraceSeconds,
    refreshSuccessorKey: successorKey(jwtSecret),
    sessionIdleDays: env.REFRESH_TOKEN_IDLE_DAYS,
    sessionAbsoluteDays: env.REFRESH_TOKEN_ABSOLUTE_DAYS,
  });
  const classes = new ClassService(sql, removeOrphans, limiter);
  /** API requests allowed to run at once (the rest wait in a FIFO); null = unbounded. */
  const maxInFlight = (env.API_MAX_IN_FLIGHT ?? env.DB_POOL_MAX * 2) as number | null;
  /** The in-flight slots: taken by a request once its body is complete (see middleware/db-concurrency.ts). */
  const inFlight = inFlightGate(maxInFlight);
  const bodyIdleMs = env.BODY_IDLE_TIMEOUT_SECONDS * 1000;
  const uploads = new UploadService(sql, storage, classes, log, uploadSpoolDir(env.DATA_DIR), { inFlight, bodyIdleMs });
  /** Every request to another host goes through this client (address checks, no redirects, time and size bounds). */
  const outbound = createOutboundFetch({
    allowHosts: env.OUTBOUND_ALLOW_HOSTS, timeoutMs: env.OUTBOUND_TIMEOUT_MS,
    ownEndpoints: ownEndpointsOf([env.PUBLIC_URL, `http://${env.HOST}:${env.PORT}`, databaseUrl]),
  });

  /** The game registry (issue 24): cached per instance, dropped on every instance by a NOTIFY. */
  const games = new GameRegistry(sql, log, { publicUrl: env.PUBLIC_URL, fetcher: outbound, storage: storage.driver });
  // Every game's rules from its own build, run in the sandbox for verified results (issue 34).
  const gameRules = new GameRules(games, {
    log, builtInBuildDir: overrides.builtInBuildDir ?? ((key) => path.join(REPO_ROOT, 'games', key, 'dist', 'federated')),
  });
  const admin = new AdminService(sql, removeOrphans, limiter);
  const studentAccounts = new StudentAccountService(sql);
  const lessons = new LessonService(sql, removeOrphans, games);
  const customGames = new CustomGameService(sql);
  const gameResults = new GameResultService(sql, games, gameRules);
  const reactions = new ReactionService(sql);
  /** Live events of this instance (one LISTEN connection, opened by the first subscriber); close() at shutdown. */
  const realtime = new RealtimeHub(sql, log);
  const fileSubmissions = new FileSubmissionService(sql, storage, uploads, log);
  /** 'Datenschutz', 'Impressum' and the data location, as the operator configured them. */
  const legal = createLegalTexts(
    { dataDir: env.DATA_DIR, privacyFile: env.PRIVACY_TEXT_FILE, imprintFile: env.IMPRINT_TEXT_FILE, dataLocation: env.DATA_LOCATION },
    (msg, meta) => log.warn(msg, meta),
  );

  /** LTI 1.3 (api/src/lti): the tool's keys, the score outbox's sender (start() it where the server runs), the flows. */
  const ltiKeys = new ToolKeys(sql);
  const ltiSender = new ScoreSender({ sql, keys: ltiKeys, log, outbound, intervalMs: env.LTI_OUTBOX_INTERVAL_MS, retryBaseSeconds: env.LTI_OUTBOX_RETRY_SECONDS });
  const lti = { keys: ltiKeys, sender: ltiSender, service: new LtiService({ sql, keys: ltiKeys, sender: ltiSender, auth, log, publicUrl: env.PUBLIC_URL, games, gameRules, outbound }) };

  /** SCORM 1.2 packages of games (api/src/lti/scorm-package.ts), zipped from the games' standalone builds. */
  const scorm = new ScormService({
    sql, games, standaloneDir: overrides.standaloneDir ?? ((key) => path.join(REPO_ROOT, 'games', key, 'dist', 'standalone')),
  });

  return {
    sql, tokens, log, storage, scorm,
    auth, classes, studentAccounts, uploads, admin, lessons, customGames, games, gameRules, gameResults, reactions, realtime, fileSubmissions, lti, legal,
    limiter,
    /** Is this peer (0 = the socket's) a reverse proxy whose X-Forwarded-* count? TRUST_PROXY, compiled once. */
    trustProxy: compileProxyTrust(env.TRUST_PROXY),
    /** Where the platform is reached: the refresh cookie is Secure when this is https, and its origin is an own one. */
    publicUrl: env.PUBLIC_URL,
    maxInFlight, inFlight,
    /** A request body with no byte for this long ends with 408. */
    bodyIdleMs,
  };
}

/** The monorepo's root (api/src/ → ../..), where the games' builds are. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where uploads are spooled while they arrive (swept of stale files at start and periodically). */
export const uploadSpoolDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

export type AppDeps = ReturnType<typeof createApiDeps>;
