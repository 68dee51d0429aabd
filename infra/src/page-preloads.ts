import fs from 'node:fs';
import path from 'node:path';

/** Route (exact, or `prefix/*`) → script URLs, as the shell's build writes them (shell/build-preload-first-load.ts). */
export type PagePreloads = Record<string, string[]>;

/**
 * The `Link` header that announces a page's own scripts with its index.html, so the browser fetches
 * them with the entry instead of after the router has run; null when the address has none.
 */
export function pagePreloadLink(preloads: PagePreloads, pathname: string): string | null {
  const scripts = preloads[pathname] ?? Object.entries(preloads).find(
    ([route]) => route.endsWith('/*') && pathname.startsWith(route.slice(0, -1)) && pathname.length > route.length - 1,
  )?.[1];
  if (!scripts?.length) return null;
  // Only same-origin paths from our own build end up in the header (no header injection through the file).
  const safe = scripts.filter((url) => /^\/(?!\/)[\w./-]+\.js$/.test(url));
  return safe.length ? safe.map((url) => `<${url}>; rel=modulepreload`).join(', ') : null;
}

/** The build's page-preloads.json, read on each request like the files it names (a redeploy is live at once); {} without. */
export function readPagePreloads(shellDist: string): PagePreloads {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(shellDist, 'page-preloads.json'), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PagePreloads) : {};
  } catch {
    return {};
  }
}
