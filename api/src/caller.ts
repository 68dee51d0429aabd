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

/** Nobody signed in: what a page without a session may do (e.g. a game's standalone page loading a public game). */
export const ANONYMOUS: Caller = { userId: '', sessionId: '', email: '', profile: null };

/**
 * An account acting without a session of its own, decided by its profile: the account an LTI deep-linking
 * launch signed in (or the one its LMS user connects), whose picks the policy checks like any caller's.
 */
export const accountCaller = (profile: ProfileRow): Caller => ({ userId: profile.id, sessionId: '', email: profile.email ?? '', profile });
