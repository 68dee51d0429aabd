import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameManifestEntry } from 'api';
import { buildManifest, manifestOrigins, registryManifest, type GameDeclaration } from './platform-config.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-manifest-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
const games: GameDeclaration[] = [{ key: 'eu-flaggen', federationName: 'game_eu_flaggen', title: 'EU-Flaggen', aliases: ['guessing-flags'], folder: 'eu-flaggen' }];

describe('the federation manifest the platform serves', () => {
  it('by default lists every area and game on this origin', () => {
    const manifest = buildManifest(games);
    expect(manifest.remotes).toEqual({
      teacher: '/remotes/teacher/remoteEntry.js', student: '/remotes/student/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js',
      lessons: '/remotes/lessons/remoteEntry.js',
    });
    expect(manifest.games['eu-flaggen']).toEqual({
      entry: '/bundles/games/eu-flaggen/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen', aliases: ['guessing-flags'], embed: '/embed/eu-flaggen/',
    });
    expect(manifestOrigins(manifest)).toEqual([]);
  });

  it('takes a valid FEDERATION_MANIFEST file and allows its origins', () => {
    const file = write('ok.json', JSON.stringify({
      remotes: { teacher: 'https://cdn.schule.ch/teacher/remoteEntry.js' },
      games: { 'eu-flaggen': { entry: 'https://cdn.schule.ch/g/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen' } },
    }));
    const manifest = buildManifest(games, file);
    expect(manifest.games['eu-flaggen']?.aliases).toEqual([]);
    expect(manifestOrigins(manifest)).toEqual(['https://cdn.schule.ch']);
  });

  it('stops with a clear message for a missing, unparsable or malformed file', () => {
    expect(() => buildManifest(games, path.join(dir, 'fehlt.json'))).toThrow(/FEDERATION_MANIFEST .*fehlt\.json cannot be read/);
    expect(() => buildManifest(games, write('broken.json', '{ "remotes": '))).toThrow(/FEDERATION_MANIFEST .*broken\.json is not a valid federation manifest/);
    expect(() => buildManifest(games, write('game.json', JSON.stringify({ games: { x: { entry: '/x.js' } } }))))
      .toThrow(/game "x" needs entry and name/);
    expect(() => buildManifest(games, write('aliases.json', JSON.stringify({ games: { x: { entry: '/x.js', name: 'g', aliases: 'y' } } }))))
      .toThrow(/"aliases" must be a list of strings/);
    expect(() => buildManifest(games, write('remote.json', JSON.stringify({ remotes: { teacher: 3 } })))).toThrow(/remote "teacher" has no entry/);
  });
});

describe("the shell's entry for a built-in game", () => {
  const builtIn: GameManifestEntry = { entry: '/bundles/games/eu-flaggen/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen', aliases: [], trust: 'trusted', version: 'v1' };
  const served = (game: GameManifestEntry, built = true, base = buildManifest(games)) =>
    registryManifest(base, { 'eu-flaggen': game }, (key) => built && key === 'eu-flaggen').games['eu-flaggen'];

  it("is its host-runtime build when the platform serves the game's own files and that build exists; other hosts keep the entry", () => {
    expect(served(builtIn)).toEqual({ ...builtIn, hostRuntimeEntry: '/bundles/games/eu-flaggen/host-runtime/remoteEntry.js' });
    expect(served(builtIn, false)?.hostRuntimeEntry).toBeUndefined();
  });

  it('is never set for a version pinned to a hash, from elsewhere, sandboxed or switched off', () => {
    expect(served({ ...builtIn, integrity: 'sha384-x' })?.hostRuntimeEntry).toBeUndefined();
    expect(served({ ...builtIn, entry: 'https://team.example/remoteEntry.js' })?.hostRuntimeEntry).toBeUndefined();
    expect(served({ ...builtIn, trust: 'sandboxed' })?.hostRuntimeEntry).toBeUndefined();
    expect(served({ ...builtIn, disabled: true })?.hostRuntimeEntry).toBeUndefined();
    // A FEDERATION_MANIFEST copy on a CDN: its entry, without the local build.
    const cdn = { remotes: {}, games: { 'eu-flaggen': { entry: 'https://cdn.schule.ch/g/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen', aliases: [] } } };
    expect(served(builtIn, true, cdn)).toMatchObject({ entry: 'https://cdn.schule.ch/g/remoteEntry.js' });
    expect(served(builtIn, true, cdn)?.hostRuntimeEntry).toBeUndefined();
  });
});
