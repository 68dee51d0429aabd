import { createMiddleware } from 'hono/factory';

export interface SecurityHeaderOptions {
  /** Extra origins (from the remotes manifest) allowed to serve scripts/styles/fetches. */
  bundleOrigins: string[];
  /**
   * Origins read per request (the game registry, cached there): trusted games' bundle origins
   * (scripts, styles, images, fonts, fetches) and sandboxed games' page origins (frames).
   */
  dynamicOrigins?: () => Promise<{ bundle: string[]; frame: string[] }>;
  /** Paths whose pages may be framed by any site (the embeddable game pages). */
  embeddablePathPrefixes: string[];
  /**
   * Paths whose pages the registered LMSs may frame (a lesson opened from an LMS link, issue 25): framing is
   * allowed for those origins only (`frame-ancestors 'self' <origins>`), never for any site.
   */
  lmsFramed?: { pathPrefixes: string[]; origins: () => Promise<string[]> };
}

/**
 * Security headers on every response: a CSP limited to our own bundles and the
 * manifest's origins; framing forbidden except on the embeddable game pages.
 */
export function securityHeaders(opts: SecurityHeaderOptions) {
  const policy = (bundle: string[], frame: string[]) => {
    const origins = [...new Set([...opts.bundleOrigins, ...bundle])].join(' ');
    return [
      "default-src 'self'",
      `script-src 'self' ${origins}`.trim(),
      `style-src 'self' 'unsafe-inline' ${origins}`.trim(),
      `img-src 'self' data: blob: ${origins}`.trim(),
      `font-src 'self' data: ${origins}`.trim(),
      `connect-src 'self' ${origins}`.trim(),
      "media-src 'self' blob:",
      ['frame-src https://www.youtube-nocookie.com https://www.youtube.com', ...frame].join(' '),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ');
  };
  const fixed = policy([], []);
  let last = { key: '', value: fixed };
  return createMiddleware(async (c, next) => {
    await next();
    const embeddable = opts.embeddablePathPrefixes.some((p) => c.req.path.startsWith(p));
    // A route may set a stricter policy of its own (served files: sandbox); keep it.
    if (!c.res.headers.has('Content-Security-Policy')) {
      let base = fixed;
      if (opts.dynamicOrigins) {
        const found = await opts.dynamicOrigins().catch(() => ({ bundle: [], frame: [] }));
        const key = `${found.bundle.join(' ')}|${found.frame.join(' ')}`;
        if (key !== last.key) last = { key, value: policy(found.bundle, found.frame) };
        base = last.value;
      }
      const lms = !embeddable && opts.lmsFramed?.pathPrefixes.some((p) => c.req.path.startsWith(p))
        ? await opts.lmsFramed.origins().catch(() => [])
        : [];
      const ancestors = embeddable ? '*' : lms.length > 0 ? ["'self'", ...lms].join(' ') : "'none'";
      c.header('Content-Security-Policy', `${base}; frame-ancestors ${ancestors}`);
      if (!embeddable && lms.length === 0) c.header('X-Frame-Options', 'DENY');
    } else if (!embeddable) {
      c.header('X-Frame-Options', 'DENY');
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', embeddable ? 'unsafe-none' : 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
}
