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
  /**
   * Set when the session was signed in by an LTI launch (issue 25): such a session reaches only what the
   * launch is for plus the user's own data (the policy module enforces it). Absent or null otherwise.
   */
  ltiScope?: LtiScope | null;
}

/** What an LTI-launched session is for: its launch, and the lesson or game the LMS linked. */
export interface LtiScope { launchId: string; lessonId: string | null; gameKey: string | null }
