import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { Logger } from 'api';
import type { FederationManifest } from 'api/client';
import { bootDataTag } from './boot-data.ts';
import { pagePreloadLink, readPagePreloads } from './page-preloads.ts';
import { sendHtml } from './static-bundles.ts';

/** How long a shell page waits for the game registry before it goes out without boot data. */
const BOOT_DATA_WAIT_MS = 1_000;

/** The page's HTML with the tags placed at the end of <head>. */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + tags + html.slice(at);
}

/** The page's HTML marked as a wide page (a game's stage; the shell's use-wide-layout.ts keeps the mark on client navigation). */
export function withWideLayout(html: string): string {
  return html.replace(/<html\b/, '<html data-layout="wide"');
}

/** The page's HTML with the tag placed at the end of <body> (after the header drawn for the first paint). */
export function withBodyEndTag(html: string, tag: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/**
 * The shell's index.html for an address, as the platform server sends it: the page's own scripts
 * announced in a `Link` header (page-preloads.ts), `headTags` (a game's or an area's preloads,
 * remote-preload.ts) and the boot data (boot-data.ts), compressed per request. Read from disk on
 * each request like the files it names (a redeploy is live at once). Without the registry (database
 * down) the page goes out without boot data and the shell fetches.
 */
export function createShellPage(deps: {
  shellDist: string;
  currentManifest: () => Promise<FederationManifest>;
  dataLocation: () => string | null;
  log: Logger;
}) {
  return async (c: Context, headTags: (current: FederationManifest) => string = () => '', layout: 'wide' | 'content' = 'content') => {
    const index = path.join(deps.shellDist, 'index.html');
    if (!fs.existsSync(index)) return c.text('Die Oberfläche ist noch nicht gebaut. Bitte `npm start` verwenden.', 503);
    let html = fs.readFileSync(index, 'utf8');
    // The header of the first paint already has the stage's width: it does not move when the game page mounts.
    if (layout === 'wide') html = withWideLayout(html);
    try {
      // Not held up by a database that does not answer: the page goes out, the shell fetches.
      const current = await Promise.race([deps.currentManifest(), new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('registry did not answer within 1 s')), BOOT_DATA_WAIT_MS).unref();
      })]);
      html = withBodyEndTag(withHeadTags(html, headTags(current)), bootDataTag({ manifest: current, site: { dataLocation: deps.dataLocation() } }));
    } catch (error) {
      deps.log.warn('shell page without boot data', { error: String(error) });
    }
    c.header('Cache-Control', 'no-cache');
    const link = pagePreloadLink(readPagePreloads(deps.shellDist), c.req.path);
    if (link) c.header('Link', link);
    return sendHtml(c, html);
  };
}
