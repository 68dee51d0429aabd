/**
 * The API package: build the app (createApiApp), its dependencies
 * (createApiDeps) and migrate the database. The platform server in infra/ mounts it.
 */

export { createApiApp, type AppType } from './app.ts';
export { loadEnv, type Env } from './env.ts';
export { migrate } from './db/migrate.ts';
export { ensureAdminAccount, promoteToAdmin } from './services/admin-bootstrap.ts';
export { sweepAll, sweepUnusedPictures, SWEEP_INTERVAL_MS } from './services/upload-sweeper.ts';
export { createSql, type Sql } from './db/client.ts';
export { createLogger, type Logger } from './logger.ts';
export { securityHeaders } from './middleware/security-headers.ts';
export { requestLog } from './middleware/request-log.ts';
export { apiNotFound } from './middleware/errors.ts';
export { createApiDeps, uploadSpoolDir, type AppDeps } from './deps.ts';
export { sweepSpool } from './services/uploads/receive-multipart.ts';
export { HTTP_SERVER_OPTIONS, gracefulClose, startHttpServer } from './http-server.ts';
export { isDatabaseUnavailable } from './db/pg-errors.ts';
export { createStorageDriver, type StorageDriver } from './storage/index.ts';
export { AREA_REMOTES, parseFederationManifest, type FederationManifest, type AreaName, type GameManifestEntry } from './contract/federation-manifest.ts';
