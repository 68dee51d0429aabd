import type { GameManifestEntry } from 'api';
import type { AreaName, FederationManifest } from 'api/client';

/**
 * Preload hints for a game page (/games/:key) and for a signed-in page's area. The shell finds
 * the game or area only after its own scripts ran; the entry then imports its chunks one hop after
 * another. Listed in the page's HTML, the browser fetches the entry and the chunks of its './Game'
 * or './Area' beside the shell's scripts. Everything comes from the manifest (a game's active
 * version with its integrity pin) and the bundle's own build manifest (mf-manifest.json beside the
 * entry), nothing is written in by hand.
 */

/** The part of a game's mf-manifest.json read here (@module-federation/vite writes it). */
interface BuildManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The chunks the build manifest lists as loaded with an exposed module (a game's './Game', an area's './Area'), as URLs beside the entry. */
export function exposedChunkUrls(entryUrl: string, buildManifest: unknown, exposed = './Game'): string[] {
  const exposes = (buildManifest as BuildManifest | null)?.exposes;
  const expose = Array.isArray(exposes) ? exposes.find((e) => e?.path === exposed) : undefined;
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
  // The entry the shell loads: a built-in game's host-runtime build (never pinned), else the registry's.
  return game.hostRuntimeEntry
    ? remotePreloadTags(game.hostRuntimeEntry, './Game', readBuildManifest)
    : remotePreloadTags(game.entry, './Game', readBuildManifest, game.integrity);
}

/**
 * The same for a signed-in page's area (/student/…, /teacher/…, /admin/…, lessons): its
 * remoteEntry.js and the chunks of its './Area', which the shell would otherwise request only
 * after its own scripts ran and the session was known.
 */
export function areaPreloadTags(area: AreaName | null, manifest: FederationManifest, readBuildManifest: (entry: string) => unknown): string {
  const entry = area ? manifest.remotes[area] : undefined;
  return entry ? remotePreloadTags(entry, './Area', readBuildManifest) : '';
}

function remotePreloadTags(entry: string, exposed: string, readBuildManifest: (entry: string) => unknown, integrity?: string): string {
  const entryUrl = new URL(entry, SELF).href;
  const pin = integrity ? ` integrity="${escapeAttribute(integrity)}"` : '';
  const tags = [`<link rel="modulepreload" href="${escapeAttribute(asWritten(entryUrl))}"${pin} fetchpriority="low">`];
  for (const url of exposedChunkUrls(entryUrl, readBuildManifest(asWritten(entryUrl)), exposed)) {
    tags.push(`<link rel="modulepreload" href="${escapeAttribute(asWritten(url))}" fetchpriority="low">`);
  }
  return tags.join('');
}

/**
 * The area a shell address shows, as the shell's routes in shell/src/app.tsx decide it (mirrored
 * here for the hints only: a wrong guess costs a download, never a wrong page), or null.
 */
export function areaOfPath(pathname: string): AreaName | null {
  if (/^\/(teacher\/lessons(\/|$)|teacher\/classes\/[^/]+\/lessons(\/|$)|lessons\/[^/]+\/?$)/.test(pathname)) return 'lessons';
  const first = /^\/(teacher|student|admin)(\/|$)/.exec(pathname)?.[1];
  return (first as AreaName | undefined) ?? null;
}
