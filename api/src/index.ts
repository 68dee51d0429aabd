/**
 * The API package: build the app (createApiApp), its dependencies
 * (createApiDeps) and migrate the database. The platform server in infra/ mounts it.
 */
import path from 'node:path';
import { resolveJwtSecret } from './auth/secret.ts';
import { AccessTokens } from './auth/tokens.ts';
import type { AppDeps } from './context.ts';
import { createSql, type Sql } from './db/client.ts';
import type { Env } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { AuthService } from './services/auth-service.ts';
import { ClassService } from './services/class-service.ts';
import { createMailer } from './services/mailer.ts';
import { LIMITS } from './contract/index.ts';
import { createStorageDriver, FileUrlSigner, removeOrphanedFiles, removeOrphanedPrefix, type StorageDriver } from './storage/index.ts';
import { AdminService } from './services/admin-service.ts';

export { createApiApp, type AppType } from './app.ts';
export { loadEnv, type Env } from './env.ts';
export { migrate } from './db/migrate.ts';
export { ensureAdminAccount, promoteToAdmin } from './services/admin-bootstrap.ts';
export { sweepUnusedPictures } from './services/upload-sweeper.ts';
export { createSql, type Sql } from './db/client.ts';
export { createLogger, type Logger } from './logger.ts';
export { securityHeaders } from './middleware/security-headers.ts';
export { requestLog } from './middleware/request-log.ts';
export type { AppDeps } from './context.ts';
export { createStorageDriver, type StorageDriver } from './storage/index.ts';

/** Wires the API's dependencies from the parsed environment and a database URL. */
export function createApiDeps(
  env: Env, databaseUrl: string, overrides: { log?: Logger; sql?: Sql; storage?: StorageDriver } = {},
): AppDeps {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  const sql = overrides.sql ?? createSql(databaseUrl, { max: env.DB_POOL_MAX });
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const tokens = new AccessTokens(jwtSecret, env.ACCESS_TOKEN_TTL);
  const storage = { driver: overrides.storage ?? createStorageDriver(env), urls: new FileUrlSigner(jwtSecret) };
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log: log.info,
  });
  const auth = new AuthService({
    sql, tokens, mailer,
    emailConfirmation: env.EMAIL_CONFIRMATION,
    publicUrl: env.PUBLIC_URL,
    refreshReuseGraceSeconds: LIMITS.refreshReuseGraceSeconds,
  });
  return {
    sql, tokens, auth, log, storage,
    admin: new AdminService(sql, storage.driver, log),
    // A deleted class's submission files go after the commit; failures are logged and retried, never thrown.
    classes: new ClassService(sql, async (orphans) => {
      for (const { area, paths, prefix } of orphans) {
        if (paths?.length) await removeOrphanedFiles(storage.driver, area, paths, log);
        if (prefix) await removeOrphanedPrefix(storage.driver, area, prefix, log);
      }
    }),
    rateLimits: {
      authPerIpPerMinute: env.RATE_LIMIT_AUTH_IP_PER_MIN,
      authPerAccountPerMinute: env.RATE_LIMIT_AUTH_ACCOUNT_PER_MIN,
      uploadsPerMinute: env.RATE_LIMIT_UPLOADS_PER_MIN,
    },
    trustProxy: env.TRUST_PROXY,
    maxInFlight: env.API_MAX_IN_FLIGHT ?? env.DB_POOL_MAX * 2,
  };
}
