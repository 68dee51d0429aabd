import { describe, expect, it } from 'vitest';
import type { GameManifestEntry } from 'api/client';
import { shellEntry } from './load-game';

describe('the entry the shell federates for a game', () => {
  const game: GameManifestEntry = { entry: '/bundles/games/eu-flaggen/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen', aliases: [] };

  it("is a built-in game's host-runtime build when the manifest names one", () => {
    expect(shellEntry({ ...game, hostRuntimeEntry: '/bundles/games/eu-flaggen/host-runtime/remoteEntry.js' }))
      .toEqual(['/bundles/games/eu-flaggen/host-runtime/remoteEntry.js', undefined]);
  });

  it('is the registry entry with its pin otherwise, also when a pinned entry came with a host-runtime build', () => {
    expect(shellEntry(game)).toEqual([game.entry, undefined]);
    expect(shellEntry({ ...game, integrity: 'sha384-x', hostRuntimeEntry: '/elsewhere/remoteEntry.js' })).toEqual([game.entry, 'sha384-x']);
  });
});
