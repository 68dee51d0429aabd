import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AppError, ErrorCode } from '../../contract/index.ts';
import type { AppEnv } from '../../context.ts';
import { forwardedByTrustedProxy } from '../../proxy-trust.ts';

/**
 * The refresh token's only way to and from a browser: an HttpOnly cookie (no page script can
 * read it), SameSite=Strict, sent only to /api/auth, Secure whenever the platform is served over
 * HTTPS. The routes that use it as a credential also require the CSRF header and an own Origin.
 */
export const REFRESH_COOKIE = 'lp_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';
/** Required on requests that use the cookie: a cross-site form or image cannot set a custom header. */
export const CSRF_HEADER = 'x-lernplattform-csrf';

type C = Context<AppEnv>;

/** HTTPS when PUBLIC_URL says so, the request came in over TLS, or a trusted proxy (TRUST_PROXY) says it did. */
function servedOverHttps(c: C): boolean {
  if (c.var.deps.publicUrl.startsWith('https:')) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedByTrustedProxy(c, 'x-forwarded-proto')?.toLowerCase() === 'https';
}

const options = (c: C) => ({ httpOnly: true, secure: servedOverHttps(c), sameSite: 'Strict' as const, path: REFRESH_COOKIE_PATH });

export function setRefreshCookie(c: C, refresh: { token: string; expiresAt: Date }): void {
  const maxAge = Math.max(0, Math.round((refresh.expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, REFRESH_COOKIE, refresh.token, { ...options(c), maxAge });
}

export function clearRefreshCookie(c: C): void {
  deleteCookie(c, REFRESH_COOKIE, options(c));
}

export function refreshCookieOf(c: C): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

/**
 * 403 CSRF_REJECTED when the request comes from a foreign page: its Origin (browsers send one
 * with every POST) is neither PUBLIC_URL's nor the request's own host. Requests without an
 * Origin (other programs) pass. For routes that set the cookie (sign-in, sign-up).
 */
export function requireOwnOrigin(c: C): void {
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host; // 'null' (sandboxed frames, some redirects) throws: foreign
  } catch {
    throw rejected();
  }
  const own = [new URL(c.var.deps.publicUrl).host, new URL(c.req.url).host];
  const forwardedHost = forwardedByTrustedProxy(c, 'x-forwarded-host');
  if (forwardedHost) own.push(forwardedHost);
  if (!own.includes(host)) throw rejected();
}

/** For routes that use the cookie as the credential (refresh, sign-out): the CSRF header and an own Origin. */
export function requireCsrfProof(c: C): void {
  if (!c.req.header(CSRF_HEADER)) throw rejected();
  requireOwnOrigin(c);
}

const rejected = () => new AppError(ErrorCode.CSRF_REJECTED, 403, `Cross-site request refused (send ${CSRF_HEADER} from the platform's own origin)`);
