/**
 * The ONE place where the shell loads federated code at run time: remote areas
 * (teacher, student, admin) and game bundles. It reads /federation-manifest.json
 * (no-store), registers remotes with the Module Federation runtime, retries with
 * back-off, logs tagged with the remote's name, and heals stale chunks after a
 * deploy by reloading once. No URLs are built in: they all come from the manifest.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { AreaGames, AreaProps, GameProps } from '@platform/ui';
import { Component, createElement, type ComponentType } from 'react';
import { AREA_REMOTES, parseFederationManifest, resolveGameKey, type AreaName, type FederationManifest, type GameManifestEntry } from 'api/client';
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
    /** A game from another team's origin: who provides it (the error names them, not the user's connection). */
    readonly provider: string | null = null,
    /** A German sentence for the error box, when the shell knows better than 'check your connection'. */
    readonly userMessage: string | null = null,
  ) {
    super(`${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/** A game an admin switched off ('Deaktivieren' on /admin/games). */
export class GameDisabledError extends Error {
  readonly code = 'GAME_DISABLED';
  readonly userMessage = 'Dieses Spiel wurde von der Administration ausgeschaltet. Deine Lehrperson kann ein anderes Spiel wählen.';
  constructor(readonly key: string) {
    super(`${key} is disabled`);
    this.name = 'GameDisabledError';
  }
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
 * The federation manifest, fetched once per page (again after a failure, and again when `fresh`:
 * a game that failed is looked up anew, so 'Erneut versuchen' after a rollback finds the version
 * now active).
 */
export function getFederationManifest(fresh = false): Promise<FederationManifest> {
  if (fresh) manifestPromise = null;
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

function register(name: string, entry: string, force: boolean, integrity?: string): Promise<void> | void {
  const url = new URL(entry, window.location.href).href;
  if (!force && !failed.has(name) && registered.get(name) === url) return;
  // The browser keeps a failed module import for the page's lifetime (and the runtime its
  // promise), so a retry registers the entry under a new URL; chunks resolve from the remote's base.
  const fetchUrl = force || failed.has(name) ? withRetryParam(url, ++freshEntries) : url;
  // A pinned version: the entry runs only when its bytes match the registry's hash. The browser
  // checks Subresource Integrity on a module script; the runtime's import() of the same URL then
  // finds that module (evaluated once, never fetched again), or its failure.
  const checked = integrity ? withIntegrity(fetchUrl, integrity) : undefined;
  registerRemotes([{ name, entry: fetchUrl, type: 'module' }], { force: registered.has(name) });
  registered.set(name, url);
  failed.delete(name);
  return checked;
}

/** The entry's bytes did not match the hash recorded when the version was added. */
export class IntegrityError extends Error {
  constructor(readonly url: string) {
    super(`${url} does not match its recorded integrity hash; not executed`);
    this.name = 'IntegrityError';
  }
}

/** Loads the entry as `<script type="module" integrity>`: resolves once it ran, rejects when the bytes differ or do not arrive. */
function withIntegrity(url: string, integrity: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.integrity = integrity;
    script.src = url;
    script.dataset.gameEntry = 'true';
    script.onload = () => resolve();
    script.onerror = () => {
      // Reachable but refused: the bytes are not the recorded ones. Unreachable: the origin failed.
      fetch(url, { cache: 'no-store', mode: 'cors' }).then(
        (response) => reject(response.ok ? new IntegrityError(url) : new Error(`${url} answered ${response.status}`)),
        () => reject(new Error(`${url} is unreachable`)),
      );
    };
    document.head.appendChild(script);
  });
}

function withRetryParam(url: string, n: number): string {
  const u = new URL(url);
  u.searchParams.set('retry', String(n));
  return u.href;
}

function loadExposed(name: string, entry: string, expose: string, pin?: { integrity?: string; provider?: string }): Promise<unknown> {
  const id = `${name}/${expose.replace(/^\.\//, '')}`;
  const cached = modules.get(id);
  // Another version became active since (a new entry URL): that one is loaded.
  const url = new URL(entry, window.location.href).href;
  if (cached && registered.get(name) === url) return cached;
  if (cached) failed.add(name);
  const log = remoteLogger(name);
  const promise = withRetry(name, `loading ${id} from ${entry}`, async (attempt) => {
    // A retry re-registers the remote so the runtime fetches its entry anew.
    const checked = register(name, entry, attempt > 1, pin?.integrity);
    if (checked) {
      try {
        await checked;
      } catch (error) {
        // A hash mismatch does not heal by retrying: give up at once.
        if (error instanceof IntegrityError) throw Object.assign(error, { final: true });
        throw error;
      }
    }
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
    throw new RemoteLoadError(name, error, pin?.provider ?? null, pin?.provider && isForeign(entry) ? providerMessage(pin.provider, error) : null);
  });
  modules.set(id, promise);
  return promise;
}

function defaultComponent<P>(module: unknown, id: string): ComponentType<P> {
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

export interface LoadedGame {
  key: string;
  meta: GameManifestEntry;
  Game: ComponentType<GameProps>;
}

/** An entry on another origin than the platform's (a game team's CDN). */
const isForeign = (entry: string) => new URL(entry, window.location.href).origin !== window.location.origin;

/**
 * The German sentence when a game from another team's origin fails: the manifest just came from
 * our own server, so the user's connection works; the provider's files do not.
 */
function providerMessage(provider: string, error: unknown): string {
  if (error instanceof IntegrityError) {
    return `Die Spieldateien von ${provider} stimmen nicht mit der geprüften Version überein und werden deshalb nicht ausgeführt. Die Administration ist informiert.`;
  }
  return `Die Spieldateien von ${provider} sind gerade nicht erreichbar. Deine Internetverbindung ist in Ordnung; bitte versuche es später noch einmal.`;
}

/** Tells the platform that a game did not load or mount (counted per version on /admin/games). Never throws. */
export function reportGameFailure(key: string, meta: GameManifestEntry | undefined, kind: 'load' | 'mount' | 'integrity'): void {
  try {
    void fetch('/api/games/failures', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game_key: key, kind, ...(meta?.version ? { version: meta.version } : {}) }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // reporting is best effort
  }
}

/** The games as remotes get them in their AreaProps (lesson game blocks). */
export const areaGames: AreaGames = {
  async list() {
    const manifest = await getFederationManifest();
    return Object.entries(manifest.games)
      .filter(([, game]) => !game.disabled)
      .map(([key, game]) => ({ key, title: game.title, lessons: game.lessons !== false }));
  },
  async load(key) {
    const game = await loadGame(key);
    return game && { key: game.key, title: game.meta.title, Game: game.Game };
  },
};

/** Games whose last load failed: the next load reads the manifest anew (a rollback may have happened). */
const failedGames = new Set<string>();
const wrapped = new Map<string, ComponentType<GameProps>>();

/** Loads the game shown at /games/:key; null when the manifest has no such game. Throws GameDisabledError for a switched-off one. */
export async function loadGame(key: string): Promise<LoadedGame | null> {
  let manifest = await getFederationManifest(failedGames.has(key));
  let resolved = resolveGameKey(manifest, key);
  // Not listed in this page's copy: a game added since is found in a fresh one.
  if (resolved === null) {
    manifest = await getFederationManifest(true);
    resolved = resolveGameKey(manifest, key);
  }
  const meta = resolved === null ? undefined : manifest.games[resolved];
  if (resolved === null || !meta) return null;
  if (meta.disabled) throw new GameDisabledError(resolved);
  if (meta.trust === 'sandboxed') {
    const { sandboxedGame } = await import('./sandboxed-game');
    return { key: resolved, meta, Game: sandboxedGame(resolved, meta) };
  }
  let module: unknown;
  try {
    module = await loadExposed(meta.name, meta.entry, './Game', { integrity: meta.integrity, provider: meta.provider });
    failedGames.delete(key);
  } catch (error) {
    failedGames.add(key);
    const cause = error instanceof RemoteLoadError ? error.cause : error;
    reportGameFailure(resolved, meta, cause instanceof IntegrityError ? 'integrity' : 'load');
    throw error;
  }
  const cacheKey = `${resolved}@${meta.version ?? meta.entry}`;
  let Game = wrapped.get(cacheKey);
  if (!Game) {
    Game = reportingMountFailures(defaultComponent<GameProps>(module, `${meta.name}/Game`), resolved, meta, () => failedGames.add(key));
    wrapped.set(cacheKey, Game);
  }
  return { key: resolved, meta, Game };
}

/**
 * The game inside a boundary that reports a crash while mounting or playing ('mount'), then passes
 * the error on to the host's own boundary (the lesson's or the game page's error box).
 */
function reportingMountFailures(Inner: ComponentType<GameProps>, key: string, meta: GameManifestEntry, onFail: () => void): ComponentType<GameProps> {
  const reported = new WeakSet<object>();
  const report = (error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    remoteLogger(meta.name).error('the game failed while mounting or playing', error);
    reportGameFailure(key, meta, 'mount');
    onFail();
  };
  class ReportingBoundary extends Component<{ props: GameProps }, { error: unknown }> {
    override state: { error: unknown } = { error: null };
    // Reported here: this boundary re-throws while rendering, so it never commits and its componentDidCatch would not run.
    static getDerivedStateFromError(error: unknown) {
      report(error);
      return { error };
    }
    override render() {
      if (this.state.error) throw this.state.error;
      return createElement(Inner, this.props.props);
    }
  }
  const Reporting = (props: GameProps) => createElement(ReportingBoundary, { props });
  Reporting.displayName = `Reporting(${meta.name})`;
  return Reporting;
}
