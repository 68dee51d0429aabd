import type { ProfileRow } from './db/queries/users.ts';

/**
 * The authenticated caller, set by the auth middleware. A leaf module: services,
 * the authorization rules and the request context all import it, it imports none of them.
 */
export interface Caller {
  userId: string;
  sessionId: string;
  email: string;
  profile: ProfileRow | null;
}
