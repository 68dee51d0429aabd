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

/** Bytes of stored origins one header list may take (browsers refuse responses whose headers pass some 250 KB). */
export const ORIGIN_LIST_BUDGET = 4096;

/**
 * Valid http(s) origins of the URLs, each once, short ones only, until `budget` characters are used: a header
 * built from stored data (registered LMSs, registry games) stays small however many rows there are.
 */
export function boundedOrigins(urls: readonly string[], budget: number): string[] {
  const out = new Set<string>();
  let used = 0;
  for (const raw of urls) {
    let origin: string;
    try {
      const u = new URL(raw);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') continue;
      origin = u.origin;
    } catch {
      continue;
    }
    if (origin.length > 253 + 16 || out.has(origin) || used + origin.length + 1 > budget) continue;
    out.add(origin);
    used += origin.length + 1;
  }
  return [...out];
}

/**
 * Security headers on every response: a CSP limited to our own bundles and the
 * manifest's origins; framing forbidden except on the embeddable game pages.
 */
export function securityHeaders(opts: SecurityHeaderOptions) {
  const policy = (bundle: string[], frame: string[]) => {
    const origins = boundedOrigins([...opts.bundleOrigins, ...bundle], ORIGIN_LIST_BUDGET).join(' ');
    return [
      "default-src 'self'",
      `script-src 'self' ${origins}`.trim(),
      `style-src 'self' 'unsafe-inline' ${origins}`.trim(),
      `img-src 'self' data: blob: ${origins}`.trim(),
      `font-src 'self' data: ${origins}`.trim(),
      `connect-src 'self' ${origins}`.trim(),
      "media-src 'self' blob:",
      ['frame-src https://www.youtube-nocookie.com https://www.youtube.com', ...boundedOrigins(frame, ORIGIN_LIST_BUDGET)].join(' '),
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
        ? boundedOrigins(await opts.lmsFramed.origins().catch(() => []), ORIGIN_LIST_BUDGET)
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
