/**
 * Loading games (issue 24), fetched with the first game a page shows so the shell's first load
 * stays small: the registry's manifest entry decides how (federated and pinned to its hash, or
 * sandboxed in an iframe), failures are reported to the platform, a game team's failing origin is
 * named as theirs, and a game that failed is looked up anew (so 'Erneut versuchen' after a
 * rollback loads the version now active).
 */
import type { GameProps } from '@platform/ui';
import { resolveGameKey, type GameManifestEntry } from 'api/client';
import { Component, createElement, type ComponentType } from 'react';
import { defaultComponent, getFederationManifest, loadExposed, RemoteLoadError, remoteLogger, setIntegrityCheck } from './load-remote';

/** A game an admin switched off ('Deaktivieren' on /admin/games). */
export class GameDisabledError extends Error {
  readonly code = 'GAME_DISABLED';
  readonly userMessage = 'Dieses Spiel wurde von der Administration ausgeschaltet. Deine Lehrperson kann ein anderes Spiel wählen.';
  constructor(readonly key: string) {
    super(`${key} is disabled`);
    this.name = 'GameDisabledError';
  }
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
        // A hash mismatch is final: retrying would fetch the same bytes.
        (response) => reject(response.ok ? Object.assign(new IntegrityError(url), { final: true }) : new Error(`${url} answered ${response.status}`)),
        () => reject(new Error(`${url} is unreachable`)),
      );
    };
    document.head.appendChild(script);
  });
}


setIntegrityCheck(withIntegrity);

/**
 * The entry the shell federates, with its pin: a built-in game's host-runtime build (it uses the
 * shell's federation runtime instead of bringing its own; the platform lists it only for its own,
 * unpinned files), else the registry's entry and integrity.
 */
export function shellEntry(meta: GameManifestEntry): [entry: string, integrity: string | undefined] {
  return meta.hostRuntimeEntry && !meta.integrity ? [meta.hostRuntimeEntry, undefined] : [meta.entry, meta.integrity];
}

const loadGameModule = (meta: GameManifestEntry) => {
  const [entry, integrity] = shellEntry(meta);
  return loadExposed(meta.name, entry, './Game', integrity);
};

export interface LoadedGame {
  key: string;
  meta: GameManifestEntry;
  Game: ComponentType<GameProps>;
}

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

/** Games whose last load failed: the next load reads the manifest anew (a rollback may have happened). */
const failedGames = new Set<string>();
const wrapped = new Map<string, ComponentType<GameProps>>();

/**
 * Starts fetching the manifest and the game's modules for /games/:key while its page is still on
 * its way: the page's loader runs only once React shows the page, which Suspense holds back for up
 * to 300 ms after the lazily loaded page arrived. loadGame then finds both under way. Loads
 * nothing for sandboxed or switched-off games; reports nothing (loadGame does, once).
 */
export function prefetchGame(key: string): void {
  getFederationManifest()
    .then((manifest) => {
      const resolved = resolveGameKey(manifest, key);
      const meta = resolved === null ? undefined : manifest.games[resolved];
      if (!meta || meta.disabled || meta.trust === 'sandboxed') return;
      return loadGameModule(meta);
    })
    .catch(() => undefined);
}

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
    module = await loadGameModule(meta);
    failedGames.delete(key);
  } catch (error) {
    failedGames.add(key);
    const cause = error instanceof RemoteLoadError ? error.cause : error;
    reportGameFailure(resolved, meta, cause instanceof IntegrityError ? 'integrity' : 'load');
    // A game team's origin failing is theirs: the error box names them, not the user's connection.
    const foreign = new URL(meta.entry, window.location.href).origin !== window.location.origin;
    if (error instanceof RemoteLoadError && meta.provider && foreign) error.userMessage = providerMessage(meta.provider, cause);
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
  let reporting = false;
  const report = (error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    // React renders a failed tree once more, in the same task, before it gives up, and the game throws a new error
    // then: one crash, one report (a crash after 'Erneut versuchen' comes in a later task: a new one).
    if (reporting) return;
    reporting = true;
    setTimeout(() => { reporting = false; }, 0);
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
