/**
 * Every API call of the shell, in one module, through the typed client of
 * `api/client` (Hono RPC). Failures become ApiError (network: NETWORK_ERROR).
 */
import { createApiClient, type ApiClient, type Session, type SessionValidation, type SignUpBody, type User } from 'api/client';
import { ApiError, NETWORK_ERROR, unwrap } from '@platform/ui';
import { takeEarlyToken, takeEarlyValidation } from './early-session';

/** What the sign-up form collects: the contract's body with its `data` fields flattened. */
export type SignUpInput = Pick<SignUpBody, 'email' | 'password'> & Pick<SignUpBody['data'], 'role' | 'first_name' | 'last_name'>;
export type SignupRole = SignUpInput['role'];

/** A request's answer, with a network failure (TypeError) turned into ApiError(NETWORK_ERROR). */
async function networkAware(response: Promise<Response>): Promise<Response> {
  try {
    return await response;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR, 0, cause instanceof Error ? cause.message : String(cause));
  }
}

/** fetch that turns a network failure (TypeError) into ApiError(NETWORK_ERROR). */
export const networkAwareFetch: typeof fetch = (input, init) => networkAware(fetch(input, init));

/** The API lives on the shell's own origin (the server serves both). */
export const apiBaseUrl = (): string => (typeof window === 'undefined' ? '/' : window.location.origin);

/** Client for calls that carry no token or pass it explicitly. */
let anonymousClient: ApiClient | null = null;
const client = (): ApiClient =>
  (anonymousClient ??= createApiClient({ baseUrl: apiBaseUrl(), getAccessToken: () => null, fetch: networkAwareFetch }));

/** The typed `api.auth` routes. */
const auth = () => client().api.auth;

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Proof for the routes that use the refresh cookie: a cross-site page cannot send this header. */
const CSRF = { 'X-Lernplattform-CSRF': '1' };

/** POST /api/auth/signup → { user, session | null } (null while email confirmation is pending). */
export async function signUp(input: SignUpInput): Promise<{ user: User; session: Session | null }> {
  const res = await auth().signup.$post({
    json: {
      email: input.email,
      password: input.password,
      data: { role: input.role, first_name: input.first_name, last_name: input.last_name },
    },
  });
  return unwrap(res);
}

/** POST /api/auth/token grant_type=password → Session; the refresh token comes as the HttpOnly cookie. */
export async function signInWithPassword(email: string, password: string): Promise<Session> {
  const res = await auth().token.$post({ json: { grant_type: 'password', email, password } }, { headers: CSRF });
  return unwrap(res);
}

/** POST /api/auth/token grant_type=refresh_token with the cookie → a new Session (the cookie rotates). */
export async function refreshSession(): Promise<Session> {
  // At page load the request is already on its way (early-session.ts); it is taken once.
  const early = takeEarlyToken();
  if (early) return unwrap(await networkAware(early));
  const res = await auth().token.$post({ json: { grant_type: 'refresh_token' } }, { headers: CSRF });
  return unwrap(res);
}

/** GET /api/auth/session → { isValid, user, profile, error? }. */
export async function validateSession(accessToken: string | null): Promise<SessionValidation> {
  const early = accessToken ? await takeEarlyValidation(accessToken) : null;
  if (early) return unwrap(early) as Promise<SessionValidation>;
  const res = await auth().session.$get(undefined, accessToken ? bearer(accessToken) : undefined);
  return unwrap(res);
}


/** POST /api/auth/logout → 204: revokes the session (of the token and of the cookie) and clears the cookie. */
export async function logout(accessToken: string | null, scope: 'local' | 'global' = 'local'): Promise<void> {
  const headers: Record<string, string> = { ...CSRF };
  if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
  const res = await auth().logout.$post({ json: { scope } }, { headers });
  await unwrap(res);
}

/** The one-time code of an LTI lesson launch (`#lti-code=…` in the URL the LMS's launch redirected to), or null. */
export function ltiCodeOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('lti-code');
}

/**
 * POST /lti/session: exchanges a launch's one-time code for a session scoped to the launch (an LMS opened
 * a linked lesson, often in its iframe where the refresh cookie does not stick). Throws ApiError.
 */
export async function exchangeLtiCode(code: string): Promise<Session> {
  const res = await networkAwareFetch(`${apiBaseUrl().replace(/\/$/, '')}/lti/session`, {
    method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }),
  });
  if (!res.ok) throw new ApiError('LTI_LAUNCH_NOT_FOUND', res.status, 'Launch code unknown, used or expired');
  return (await res.json()) as Session;
}
