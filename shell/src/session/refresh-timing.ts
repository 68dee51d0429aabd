/**
 * Session refresh rule (spec section 9): a check every 30 s; refresh when the
 * access token expires within 3 checks, i.e. expires_at - now <= 90 s.
 */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const REFRESH_CHECKS_BEFORE_EXPIRY = 3;
export const REFRESH_WINDOW_SECONDS = (SESSION_CHECK_INTERVAL_MS / 1000) * REFRESH_CHECKS_BEFORE_EXPIRY;

/** True when a session expiring at `expiresAt` (unix seconds) should be refreshed at `nowMs`. */
export function shouldRefresh(expiresAt: number, nowMs: number): boolean {
  return expiresAt - nowMs / 1000 <= REFRESH_WINDOW_SECONDS;
}

/** True when the access token is already expired at `nowMs`. */
export function isExpired(expiresAt: number, nowMs: number): boolean {
  return expiresAt - nowMs / 1000 <= 0;
}
