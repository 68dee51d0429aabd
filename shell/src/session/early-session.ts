/**
 * A signed-in page load asks the refresh cookie for an access token, then validates it, two round
 * trips the session needs before the first signed-in frame. start-session-early.ts runs it as a script
 * of its own in index.html, bundled alone (build-early-script.ts) with nothing but the hint's key, so
 * both requests run while the shell's scripts still download
 * (on a slow school network: the session is known when React is). The session context takes the
 * answers through auth-api.ts, once; without a signed-in hint, or with an LMS launch code in the
 * address (its own session), nothing is asked.
 *
 * Keep in step with auth-api.ts (the same two requests) and ltiCodeOf (the launch code in the fragment).
 */
import { HINT_KEY } from './session-storage';

/** What the page asked early: the token answer, and the validation of the token it brought. */
export interface EarlySession {
  /** POST /api/auth/token (refresh grant); null once taken. */
  token: Promise<Response> | null;
  /** GET /api/auth/session with the early token; null when the token answer was no session. */
  validation: Promise<{ accessToken: string; response: Response } | null>;
}

const GLOBAL_KEY = '__lernplattformEarlySession';
type WithEarly = typeof globalThis & { [GLOBAL_KEY]?: EarlySession };

/** Starts the two requests when this browser was signed in (called once, by start-session-early.ts). */
export function startEarlySession(): EarlySession | null {
  if (typeof window === 'undefined') return null;
  let hint: string | null = null;
  try {
    hint = window.localStorage.getItem(HINT_KEY);
  } catch {
    // storage blocked: signed out at start, as in session-storage.ts
  }
  if (hint === null || /(^#|&)lti-code=/.test(window.location.hash)) return null;
  const token = fetch('/api/auth/token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'X-Lernplattform-CSRF': '1' },
    body: JSON.stringify({ grant_type: 'refresh_token' }),
  });
  const validation = token.then(async (res) => {
    if (!res.ok) return null;
    const session = (await res.clone().json()) as { access_token?: unknown };
    if (typeof session.access_token !== 'string') return null;
    const accessToken = session.access_token;
    const response = await fetch('/api/auth/session', { headers: { Authorization: `Bearer ${accessToken}` } });
    return { accessToken, response };
  });
  // Failures surface where the answers are taken (auth-api.ts); unhandled here they would only be noise.
  token.catch(() => undefined);
  validation.catch(() => undefined);
  const early: EarlySession = { token, validation };
  (globalThis as WithEarly)[GLOBAL_KEY] = early;
  return early;
}

/** The early token answer, once (the refresh token rotates: a second refresh asks anew). */
export function takeEarlyToken(): Promise<Response> | null {
  const early = (globalThis as WithEarly)[GLOBAL_KEY];
  if (!early) return null;
  const { token } = early;
  early.token = null;
  return token;
}

/** The early validation answer, once, if it validated `accessToken`; null otherwise. */
export async function takeEarlyValidation(accessToken: string): Promise<Response | null> {
  const early = (globalThis as WithEarly)[GLOBAL_KEY];
  if (!early) return null;
  delete (globalThis as WithEarly)[GLOBAL_KEY];
  const answer = await early.validation.catch(() => null);
  return answer && answer.accessToken === accessToken ? answer.response : null;
}
