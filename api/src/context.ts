import type { AccessTokens } from './auth/tokens.ts';
import type { Sql } from './db/client.ts';
import type { ProfileRow } from './db/queries/users.ts';
import type { Logger } from './logger.ts';
import type { AuthService } from './services/auth-service.ts';
import type { ClassService } from './services/class-service.ts';
import type { AdminService } from './services/admin-service.ts';
import type { Storage } from './storage/index.ts';

/** Everything a request handler may need, created once per app. */
export interface AppDeps {
  sql: Sql;
  tokens: AccessTokens;
  auth: AuthService;
  classes: ClassService;
  admin: AdminService;
  /** File storage (local disk or S3) and the signer of /api/files URLs. */
  storage: Storage;
  log: Logger;
  rateLimits: { authPerIpPerMinute: number; authPerAccountPerMinute: number; uploadsPerMinute: number };
  trustProxy: boolean;
  /** API requests allowed to run at once (the rest wait in a FIFO); null = unbounded. */
  maxInFlight: number | null;
}

/** The authenticated caller, set by the authenticate middleware. */
export interface Caller {
  userId: string;
  sessionId: string;
  email: string;
  profile: ProfileRow | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    caller: Caller | null;
  };
}
