import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildManifest, manifestOrigins, type GameDeclaration } from './platform-config.ts';

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
