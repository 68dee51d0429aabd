/**
 * What the shell keeps of a session outside memory: nothing that grants access. The refresh
 * token is an HttpOnly cookie (no script can read it), the access token lives in memory only.
 * Web storage holds a non-secret hint that this browser was signed in, so a page load asks the
 * cookie for an access token only then; tabs tell each other of sign-in and sign-out.
 */
const HINT_KEY = 'lernplattform.signedIn';

/** The legacy key that held the whole session (tokens included) before the cookie: removed on sight. */
const LEGACY_SESSION_KEY = 'lernplattform.session';

export function hasSignedInHint(): boolean {
  try {
    window.localStorage.removeItem(LEGACY_SESSION_KEY);
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
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
