/** Where the login screen may send a user back to, and how guards build that address. */

const BASE = 'https://platform.invalid';

/**
 * Returns the redirect target if it is a same-origin path starting with a
 * single '/', else null. Rejects protocol-relative ('//x'), backslash tricks
 * ('/\\x'), absolute URLs, control characters and the auth screens themselves.
 */
export function sanitizeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // No backslashes and no control characters (browsers strip some of them, turning '/\t/x' into '//x').
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login' || url.pathname === '/signup') return null;
  return url.pathname + url.search + url.hash;
}

/** The login address for a guarded target: '/login?redirect=' + encodeURIComponent(pathname + search). */
export function loginRedirectPath(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
