/**
 * A Module Federation host that is NOT our shell: built only with the official runtime
 * (@module-federation/runtime createInstance + loadRemote), no vite plugin, sharing exactly
 * react and react-dom 19 as singletons, as games/README.md says a host must.
 * Bundled with esbuild when the test runs (foreign-mf-host.ts).
 */
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';

type GameComponent = React.ComponentType<{ onResult?: (r: unknown) => void; seed?: number }>;

declare global {
  interface Window {
    results: unknown[];
    errors: string[];
    loadGame: (platformOrigin: string, key: string) => Promise<void>;
  }
}

window.results = [];
window.errors = [];

window.loadGame = async (platformOrigin, key) => {
  const manifest = await (await fetch(`${platformOrigin}/federation-manifest.json`)).json() as {
    games: Record<string, { entry: string; name: string }>;
  };
  const game = manifest.games[key];
  if (!game) throw new Error(`no game ${key} in the manifest`);
  const shareConfig = { singleton: true, requiredVersion: '^19.0.0' };
  const federation = createInstance({
    name: 'lms_host',
    // remoteEntry.js is an ES module (games/README.md).
    remotes: [{ name: game.name, entry: new URL(game.entry, platformOrigin).href, type: 'module' }],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig },
      'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig },
    },
  });
  const mod = await federation.loadRemote<{ default: GameComponent }>(`${game.name}/Game`);
  if (!mod) throw new Error(`${game.name}/Game did not load`);
  const Game = mod.default;
  createRoot(document.getElementById('game')!).render(
    <Game seed={7} onResult={(result) => window.results.push(result)} />,
  );
};
