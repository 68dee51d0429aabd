/**
 * The ONE place where the shell loads federated code at run time: remote areas
 * (teacher, student, admin) and game bundles. It reads /federation-manifest.json
 * (no-store), registers remotes with the Module Federation runtime, retries with
 * back-off, logs tagged with the remote's name, and heals stale chunks after a
 * deploy by reloading once. No URLs are built in: they all come from the manifest.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { AreaGames, AreaProps, GameProps } from '@platform/ui';
import type { ComponentType } from 'react';
import { AREA_REMOTES, parseFederationManifest, resolveGameKey, type AreaName, type FederationManifest, type GameManifestEntry } from 'api/client';
import { takeBootData } from '../boot-data';
import { isStaleChunkError, retryDelayMs, shouldReloadForStaleChunk } from './stale-chunk';

export const MANIFEST_URL = '/federation-manifest.json';
const ATTEMPTS = 3;
const RELOAD_KEY = 'lernplattform.staleChunkReloadAt';

/** Console logger whose lines carry the remote's name, e.g. "[mf:area_teacher]". */
export function remoteLogger(name: string) {
  const tag = `[mf:${name}]`;
  return {
    info: (...args: unknown[]) => console.info(tag, ...args),
    warn: (...args: unknown[]) => console.warn(tag, ...args),
    error: (...args: unknown[]) => console.error(tag, ...args),
  };
}

/** A remote or game that could not be loaded after all retries. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
  /** A German sentence for the error box when the shell knows better than 'check your connection' (load-game.ts sets it). */
  userMessage?: string;
}


const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(name: string, what: string, run: (attempt: number) => Promise<T>): Promise<T> {
  const log = remoteLogger(name);
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      lastError = error;
      if ((error as { final?: boolean }).final) break;
      log.warn(`${what} failed (attempt ${attempt}/${ATTEMPTS})`, error);
      if (attempt < ATTEMPTS) await delay(retryDelayMs(attempt));
    }
  }
  throw lastError;
}

// ---------- Manifest ----------

let manifestPromise: Promise<FederationManifest> | null = null;

/**
 * The federation manifest, the page's served copy or fetched, once per page (again after a failure, and again when `fresh`:
 * a game that failed is looked up anew, so 'Erneut versuchen' after a rollback finds the version
 * now active).
 */
export function getFederationManifest(fresh = false): Promise<FederationManifest> {
  if (fresh) manifestPromise = null;
  // The page's own copy first (written into its HTML by the server): one round trip less.
  const served = takeBootData('manifest');
  if (!fresh && served !== undefined && manifestPromise === null) {
    try {
      manifestPromise = Promise.resolve(parseFederationManifest(served));
    } catch {
      // unusable: fetched below
    }
  }
  manifestPromise ??= withRetry('manifest', `fetching ${MANIFEST_URL}`, async () => {
    const response = await fetch(MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
    return parseFederationManifest(await response.json());
  }).catch((error: unknown) => {
    manifestPromise = null;
    throw error;
  });
  return manifestPromise;
}

// ---------- Stale chunks ----------

/**
 * Reloads the page once when a chunk of an older deploy is missing. Returns
 * false (no reload) if one happened within the last minute or cannot be recorded.
 */
export function reloadOnceForStaleChunk(source: string, error: unknown): boolean {
  const log = remoteLogger(source);
  let last: number | null = null;
  try {
    const stored = window.sessionStorage.getItem(RELOAD_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    return false;
  }
  if (!shouldReloadForStaleChunk(last, Date.now())) {
    log.error('stale chunk again right after a reload; showing the error instead', error);
    return false;
  }
  try {
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  log.warn('a module failed to load (likely a chunk of an older deploy); reloading the page once', error);
  window.location.reload();
  return true;
}

/** Reload once on Vite's preload errors of the shell's own lazy chunks. */
export function installStaleChunkListener(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForStaleChunk('shell', payload)) event.preventDefault();
  });
}

// ---------- Remotes ----------

const registered = new Map<string, string>();
const modules = new Map<string, Promise<unknown>>();
/** Remotes whose entry failed to load: the next attempt must fetch it anew. */
const failed = new Set<string>();
let freshEntries = 0;

/** Set by load-game.ts (loaded with the first game): runs an entry only when its bytes match the pinned hash. */
let integrityCheck: ((url: string, integrity: string) => Promise<void>) | null = null;
export function setIntegrityCheck(check: (url: string, integrity: string) => Promise<void>): void {
  integrityCheck = check;
}

function register(name: string, entry: string, force: boolean, integrity?: string): Promise<void> | void {
  const url = new URL(entry, window.location.href).href;
  if (!force && !failed.has(name) && registered.get(name) === url) return;
  // The browser keeps a failed module import for the page's lifetime (and the runtime its
  // promise), so a retry registers the entry under a new URL; chunks resolve from the remote's base.
  const fetchUrl = force || failed.has(name) ? withRetryParam(url, ++freshEntries) : url;
  // A pinned version: the entry runs only when its bytes match the registry's hash. The browser
  // checks Subresource Integrity on a module script; the runtime's import() of the same URL then
  // finds that module (evaluated once, never fetched again), or its failure.
  const checked = integrity && integrityCheck ? integrityCheck(fetchUrl, integrity) : undefined;
  registerRemotes([{ name, entry: fetchUrl, type: 'module' }], { force: registered.has(name) });
  registered.set(name, url);
  failed.delete(name);
  return checked;
}

function withRetryParam(url: string, n: number): string {
  const u = new URL(url);
  u.searchParams.set('retry', String(n));
  return u.href;
}

export function loadExposed(
  name: string, entry: string, expose: string,
  integrity?: string,
): Promise<unknown> {
  const id = `${name}/${expose.replace(/^\.\//, '')}`;
  const cached = modules.get(id);
  // Another version became active since (a new entry URL): that one is loaded.
  const url = new URL(entry, window.location.href).href;
  if (cached && registered.get(name) === url) return cached;
  if (cached) failed.add(name);
  const log = remoteLogger(name);
  const promise = withRetry(name, `loading ${id} from ${entry}`, async (attempt) => {
    // A retry re-registers the remote so the runtime fetches its entry anew.
    const checked = register(name, entry, attempt > 1, integrity);
    // A hash mismatch (marked `final`) does not heal by retrying: withRetry gives up at once.
    if (checked) await checked;
    const started = performance.now();
    const module = await loadRemote<unknown>(id);
    if (module == null) throw new Error(`${id} resolved to nothing`);
    log.info(`loaded ${id} in ${Math.round(performance.now() - started)} ms`);
    return module;
  }).catch((error: unknown) => {
    modules.delete(id);
    failed.add(name);
    if (isStaleChunkError(error) && reloadOnceForStaleChunk(name, error)) {
      return new Promise<never>(() => undefined); // the page is reloading
    }
    log.error(`giving up on ${id}`, error);
    throw new RemoteLoadError(name, error);
  });
  modules.set(id, promise);
  return promise;
}

export function defaultComponent<P>(module: unknown, id: string): ComponentType<P> {
  const candidate = (module as { default?: unknown }).default ?? module;
  const isComponent =
    typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate);
  if (!isComponent) throw new Error(`${id} has no default-exported React component`);
  return candidate as ComponentType<P>;
}

/** Loads `area_<name>/Area` (a React component taking AreaProps). */
export async function loadArea(area: AreaName): Promise<ComponentType<AreaProps>> {
  const name = AREA_REMOTES[area];
  const manifest = await getFederationManifest();
  const entry = manifest.remotes[area];
  if (!entry) throw new RemoteLoadError(name, new Error(`no entry for "${area}" in ${MANIFEST_URL}`));
  return defaultComponent<AreaProps>(await loadExposed(name, entry, './Area'), `${name}/Area`);
}

/** The games as remotes get them in their AreaProps (lesson game blocks); loading lives in load-game.ts, fetched with the first game. */
export const areaGames: AreaGames = {
  async list() {
    const manifest = await getFederationManifest();
    return Object.entries(manifest.games)
      .filter(([, game]) => !game.disabled)
      .map(([key, game]) => ({ key, title: game.title, lessons: game.lessons !== false }));
  },
  async load(key) {
    const { loadGame } = await import('./load-game');
    const game = await loadGame(key);
    return game && { key: game.key, title: game.meta.title, provider: game.meta.provider, Game: game.Game };
  },
};
