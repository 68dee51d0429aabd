import type { Role } from '@platform/ui';
/**
 * What the shell keeps of a session outside memory: nothing that grants access. The refresh
 * token is an HttpOnly cookie (no script can read it), the access token lives in memory only.
 * Web storage holds a non-secret hint that this browser was signed in, so a page load asks the
 * cookie for an access token only then; tabs tell each other of sign-in and sign-out.
 */
/** Also read by early-session.ts before the shell runs. */
export const HINT_KEY = 'lernplattform.signedIn';
const HINT_ROLES: readonly Role[] = ['teacher', 'student', 'admin'];

/** The legacy key that held the whole session (tokens included) before the cookie: removed on sight. */
const LEGACY_SESSION_KEY = 'lernplattform.session';

/**
 * Whether this browser was signed in, and as which role: the role only shapes the first frame (a
 * teacher's header keeps the row of their navigation, so the page does not jump when the session
 * arrives); it grants nothing, the profile decides. `'signed-in'`: an older hint without the role.
 */
export type SignedInHint = Role | 'signed-in';

export function signedInHint(): SignedInHint | null {
  try {
    window.localStorage.removeItem(LEGACY_SESSION_KEY);
    const value = window.localStorage.getItem(HINT_KEY);
    if (value === null) return null;
    return HINT_ROLES.includes(value as Role) ? (value as Role) : 'signed-in';
  } catch {
    return null;
  }
}

export function hasSignedInHint(): boolean {
  return signedInHint() !== null;
}

/** `true` while the profile is not known yet, then the role; `false` when signed out. */
export function setSignedInHint(signedIn: boolean | Role): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, signedIn === true ? '1' : signedIn);
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage blocked (private mode): a reload then starts signed out.
  }
}

/** What one tab tells the others (same origin only): who signed in, or that the session ended. */
export type TabMessage = { kind: 'signed-in'; userId: string } | { kind: 'signed-out' };

const CHANNEL = 'lernplattform.session';

/** Tells the other tabs; never carries a token. */
export function tellOtherTabs(message: TabMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Follows the other tabs' messages; returns the unsubscribe. */
export function listenToOtherTabs(onMessage: (message: TabMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return () => channel.close();
}
