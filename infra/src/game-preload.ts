import type { GameManifestEntry } from 'api';

/**
 * Preload hints for a game page (/games/:key). The shell finds the game only after its own
 * scripts ran and it fetched /federation-manifest.json; the game's entry then imports its
 * chunks one hop after another. Listed in the page's HTML, the browser fetches the entry and the
 * chunks of its './Game' beside the shell's scripts. Everything comes from the registry's active
 * version (entry URL, integrity pin) and the game's own build manifest (mf-manifest.json beside
 * the entry), nothing is written in by hand.
 */

/** The part of a game's mf-manifest.json read here (@module-federation/vite writes it). */
interface BuildManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The chunks the build manifest lists as loaded with './Game', as URLs beside the entry. */
export function gameChunkUrls(entryUrl: string, buildManifest: unknown): string[] {
  const exposes = (buildManifest as BuildManifest | null)?.exposes;
  const expose = Array.isArray(exposes) ? exposes.find((e) => e?.path === './Game') : undefined;
  const sync = expose?.assets?.js?.sync;
  if (!Array.isArray(sync)) return [];
  const base = new URL('.', entryUrl);
  return sync
    .filter((asset): asset is string => typeof asset === 'string' && /^[\w./-]+\.m?js$/.test(asset) && !asset.includes('..'))
    .map((asset) => new URL(asset, base).href)
    .filter((url) => url.startsWith(base.href));
}

/** Stands for the page's own origin (which a reverse proxy may present differently): such URLs are written as paths. */
const SELF = 'http://platform.invalid';
const asWritten = (url: string) => (url.startsWith(`${SELF}/`) ? url.slice(SELF.length) : url);

/**
 * `<link rel="modulepreload">` tags for a game page: the game's entry (with the registry's
 * integrity pin, so a preloaded entry is the checked one) and the chunks its build manifest
 * names, at low priority: the shell's own scripts (first paint) keep the connection first; at
 * normal priority the hints delayed the first paint by ~0.3 s in Lighthouse's mobile run. Sandboxed and switched-off games get none (the shell does not import them).
 * `readBuildManifest` gets the entry's path (same origin) or URL and returns the mf-manifest.json
 * beside it, or null where it is not known.
 */
export function gamePreloadTags(game: GameManifestEntry | undefined, readBuildManifest: (entry: string) => unknown): string {
  if (!game || game.disabled || game.trust === 'sandboxed') return '';
  const entryUrl = new URL(game.entry, SELF).href;
  const integrity = game.integrity ? ` integrity="${escapeAttribute(game.integrity)}"` : '';
  const tags = [`<link rel="modulepreload" href="${escapeAttribute(asWritten(entryUrl))}"${integrity} fetchpriority="low">`];
  for (const url of gameChunkUrls(entryUrl, readBuildManifest(asWritten(entryUrl)))) {
    tags.push(`<link rel="modulepreload" href="${escapeAttribute(asWritten(url))}" fetchpriority="low">`);
  }
  return tags.join('');
}

/** The page's HTML with the tags placed at the end of <head>. */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + tags + html.slice(at);
}
