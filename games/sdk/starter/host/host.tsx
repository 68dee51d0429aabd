/**
 * A local host that loads the game the way the platform's shell does: the Module Federation
 * runtime (createInstance + loadRemote of '<federationName>/Game'), React and ReactDOM shared as
 * singletons, the props of the game contract, and the result message checked with the contract's
 * validator (a message that fails it would not be stored by the platform).
 *
 * npm run build && npm run serve   (serves dist/federated on http://localhost:4174)
 * npm run host                     (opens this page on http://localhost:4173)
 * Query: ?manifest=<url of mf-manifest.json>&seed=7&target=3&timeLimit=60
 */
import '@lernplattform/game-kit/platform.css';
import { parseGameResultMessage, type GameProps } from '@lernplattform/game-contract';
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import pkg from '../package.json';

const query = new URLSearchParams(location.search);
const manifestUrl = query.get('manifest') ?? 'http://localhost:4174/mf-manifest.json';
const numberParam = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
const status = document.getElementById('status')!;
const output = document.getElementById('result')!;

async function main() {
  const { federationName } = pkg.platformGame;
  const shareConfig = { singleton: true, requiredVersion: '^19.0.0' };
  const federation = createInstance({
    name: 'lernplattform_local_host',
    remotes: [{ name: federationName, entry: manifestUrl }],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig },
      'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig },
    },
  });
  const mod = await federation.loadRemote<{ default: React.ComponentType<GameProps> }>(`${federationName}/Game`);
  if (!mod) throw new Error(`${federationName}/Game wurde nicht gefunden`);
  const Game = mod.default;
  const settings = { target: numberParam('target'), timeLimit: numberParam('timeLimit') };
  status.textContent = 'Spiel geladen.';
  createRoot(document.getElementById('game')!).render(
    <React.StrictMode>
      <Game
        seed={numberParam('seed')}
        settings={settings.target || settings.timeLimit ? settings : undefined}
        onStart={() => { status.textContent = 'Runde läuft.'; }}
        onResult={(message) => {
          const parsed = parseGameResultMessage(message);
          status.textContent = parsed.ok ? 'Ergebnis erhalten.' : `Ungültiges Ergebnis: ${parsed.reason}`;
          output.textContent = JSON.stringify({ ...message, log: message.log ? `${message.log.length} Aktionen` : undefined }, null, 2);
        }}
      />
    </React.StrictMode>,
  );
}

main().catch((error: unknown) => {
  // The shell names the game's provider when its origin fails, not the player's connection.
  status.textContent = `Das Spiel von ${new URL(manifestUrl).origin} konnte nicht geladen werden: ${String(error)}`;
});
