import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { AppError, GameRegistryErrorCode } from '../../contract/index.ts';
import type { OutboundFetch } from '../../outbound/outbound-client.ts';
import { isSafeObjectPath } from '../../storage/index.ts';

/**
 * Takes a trusted game's federated build into the platform's keeping (issue 34: "no byte of a registered version
 * can change"). Pinning only remoteEntry.js left its chunks on the studio's origin, where a changed chunk ran with
 * the user's rights. So at registration every file of the build is fetched once, stored content-addressed and
 * served from the platform's own origin (/bundles/registry/<version>/<path>); the studio's origin leaves the CSP's
 * script sources. A changed file on the studio's CDN is never fetched again, let alone executed.
 *
 * Which files: remoteEntry.js and every asset the manifest lists (exposes and shared, js and css), then every
 * relative file a fetched script or stylesheet names (imports, `new URL('./x.svg', import.meta.url)`, preload lists,
 * `url(...)`). A name found in code that does not exist is skipped; a listed file that cannot be fetched refuses the
 * registration. Only files under the build's root (the manifest's folder or its publicPath on the same origin) are taken.
 */

export interface BundleFile {
  /** Path under the build's root, as the build's relative imports name it ('remoteEntry.js', 'assets/x-123.js'). */
  path: string;
  bytes: Uint8Array;
  contentType: string;
  sha256: string;
}

export interface TakenBundle {
  files: BundleFile[];
  /** The entry's path under the root. */
  entryPath: string;
  /** 'sha384-…' of the entry as taken (what the shell's integrity check compares). */
  integrity: string;
}

/** File kinds taken in, with the type the platform serves them with (never the studio's header). */
export const BUNDLE_FILE_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8',
  json: 'application/json', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif',
  webp: 'image/webp', avif: 'image/avif', woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', wasm: 'application/wasm',
  mp3: 'audio/mpeg', ogg: 'audio/ogg', topojson: 'application/json', geojson: 'application/geo+json',
};
const EXTENSIONS = Object.keys(BUNDLE_FILE_TYPES).join('|');
/** Relative file names in scripts and stylesheets: quoted strings and css url(). */
const REFERENCE = new RegExp(`["'\`(]((?:\\.{1,2}/|[A-Za-z0-9_-]+/)*[A-Za-z0-9_.-]+\\.(?:${EXTENSIONS}))(?:[?#][^"'\`)]*)?["'\`)]`, 'g');

export const BUNDLE_LIMITS = { files: 500, totalBytes: 50 * 1024 * 1024, fileBytes: 10 * 1024 * 1024 } as const;

const refuse = (message: string) => new AppError(GameRegistryErrorCode.GAME_BUNDLE_UNREACHABLE, 422, message);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const extOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** The folder all of a build's files must lie in: the publicPath (same origin) or the manifest's folder. */
export function bundleRoot(manifestUrl: string, publicPath: unknown): URL {
  const folder = new URL('.', manifestUrl);
  if (typeof publicPath !== 'string' || publicPath === '' || publicPath === 'auto') return folder;
  const root = new URL(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, manifestUrl);
  return root.origin === folder.origin ? root : folder;
}

/** The path of `url` under `root`, or null when it lies elsewhere (another origin, above the root, a query). */
export function pathUnder(url: URL, root: URL): string | null {
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice(root.pathname.length));
  } catch {
    return null;
  }
  // Only names the storage layer's path rule allows (no '..', no hidden files): what is taken in can be served.
  return path && isSafeObjectPath(path) ? path : null;
}

/** Relative file names a script or stylesheet refers to. */
export function referencesIn(text: string): string[] {
  return [...new Set([...text.matchAll(REFERENCE)].map((m) => m[1]!))];
}

/** The assets an mf-manifest.json lists (exposes and shared; js and css, sync and async). */
export function manifestAssets(manifest: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const list of [manifest['exposes'], manifest['shared']]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const assets = (item as { assets?: Record<string, { sync?: unknown; async?: unknown }> } | null)?.assets;
      for (const kind of ['js', 'css'] as const) {
        for (const part of [assets?.[kind]?.sync, assets?.[kind]?.async]) {
          if (Array.isArray(part)) out.push(...part.filter((p): p is string => typeof p === 'string'));
        }
      }
    }
  }
  return out;
}

/**
 * The rules module the SDK's build names in mf-manifest.json (`lernplattform.rules`: its file beside the entry and
 * its sha384), or null when the build has none (its results are then stored unverified).
 */
export function manifestRules(manifest: Record<string, unknown>): { file: string; integrity: string } | null {
  const rules = (manifest['lernplattform'] as { rules?: { file?: unknown; integrity?: unknown } } | undefined)?.rules;
  if (typeof rules?.file !== 'string' || typeof rules.integrity !== 'string' || !/^sha384-[A-Za-z0-9+/]{64}$/.test(rules.integrity)) return null;
  return { file: rules.file, integrity: rules.integrity };
}

/** Fetches every file of the build (see above) through the outbound client; throws a German 422 when one is missing. */
export async function takeInBundle(o: {
  manifestUrl: string; entryUrl: string; manifest: Record<string, unknown>; origin: string; fetcher: OutboundFetch;
}): Promise<TakenBundle> {
  const meta = (o.manifest['metaData'] ?? {}) as Record<string, unknown>;
  const root = bundleRoot(o.manifestUrl, meta['publicPath']);
  const entryPath = pathUnder(new URL(o.entryUrl), root);
  if (!entryPath) throw refuse(`Der Einstieg (${o.entryUrl}) liegt nicht im Ordner des Bundles (${root.href}).`);

  const files = new Map<string, BundleFile>();
  const queued = new Set<string>();
  let total = 0;
  const limit = pLimit(6);

  const fetchFile = async (path: string, required: boolean): Promise<string[]> => {
    const url = new URL(path, root).href;
    let res: Response;
    try {
      res = await o.fetcher(url, { headers: { Origin: o.origin }, maxBytes: BUNDLE_LIMITS.fileBytes });
    } catch {
      throw refuse(`Die Datei ${path} des Bundles ist nicht erreichbar oder zu gross (${url}).`);
    }
    if (!res.ok) {
      if (!required && (res.status === 404 || res.status === 410)) return [];
      throw refuse(`Die Datei ${path} des Bundles antwortet mit Status ${res.status} (${url}).`);
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    total += bytes.byteLength;
    if (total > BUNDLE_LIMITS.totalBytes) throw refuse(`Das Bundle ist grösser als ${BUNDLE_LIMITS.totalBytes / 1024 / 1024} MB.`);
    files.set(path, { path, bytes, contentType: BUNDLE_FILE_TYPES[extOf(path)]!, sha256: sha256(bytes) });
    const ext = extOf(path);
    if (ext !== 'js' && ext !== 'mjs' && ext !== 'css') return [];
    // A name may be relative to the file (imports) or to the root (preload lists, asset URLs of a relative base).
    const found: string[] = [];
    for (const ref of referencesIn(new TextDecoder().decode(bytes))) {
      for (const base of [url, root.href]) {
        const under = pathUnder(new URL(ref, base), root);
        if (under) found.push(under);
      }
    }
    return found;
  };

  const visit = async (paths: string[], required: boolean): Promise<void> => {
    const fresh = paths.filter((p) => BUNDLE_FILE_TYPES[extOf(p)] && !queued.has(p));
    fresh.forEach((p) => queued.add(p));
    if (queued.size > BUNDLE_LIMITS.files) throw refuse(`Das Bundle hat mehr als ${BUNDLE_LIMITS.files} Dateien.`);
    const next = await Promise.all(fresh.map((p) => limit(() => fetchFile(p, required))));
    const discovered = next.flat();
    if (discovered.length > 0) await visit(discovered, false);
  };

  const rules = manifestRules(o.manifest);
  const rulesPath = rules ? pathUnder(new URL(rules.file, root), root) : null;
  const listed = [...manifestAssets(o.manifest), ...(rulesPath ? [rulesPath] : [])]
    .map((a) => pathUnder(new URL(a, root), root))
    .filter((p): p is string => p !== null);
  await visit([entryPath, ...listed], true);
  // The rules the server replays rounds with are the ones the build named (a changed rules.js is refused now, not run later).
  if (rules && rulesPath && `sha384-${createHash('sha384').update(files.get(rulesPath)!.bytes).digest('base64')}` !== rules.integrity) {
    throw refuse(`Die Spielregeln ${rules.file} des Bundles stimmen nicht mit seinem Manifest überein (Prüfsumme).`);
  }
  const entry = files.get(entryPath)!;
  const integrity = `sha384-${createHash('sha384').update(entry.bytes).digest('base64')}`;
  return { files: [...files.values()], entryPath, integrity };
}

/** Where a taken-in file's bytes live in the storage area 'game-bundles' (content-addressed: one copy per content). */
export const bundleObjectPath = (sha: string) => `sha256/${sha.slice(0, 2)}/${sha}`;
