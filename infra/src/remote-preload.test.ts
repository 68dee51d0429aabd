import { describe, expect, it } from 'vitest';
import type { GameManifestEntry } from 'api';
import { areaOfPath, areaPreloadTags, exposedChunkUrls, gamePreloadTags } from './remote-preload.ts';

const game: GameManifestEntry = {
  entry: '/bundles/games/schweiz-kantone/remoteEntry.js',
  name: 'game_schweiz_kantone',
  title: 'Schweizer Kantone',
  aliases: ['map-switzerland'],
  integrity: 'sha384-abc',
};

const buildManifest = {
  exposes: [
    {
      path: './Game',
      assets: { js: { sync: ['assets/utils-1a2b3c4d.js', 'assets/game-5e6f7a8b.js', '../escape.js', 'https://evil.example/x.js'], async: ['assets/cantons.topo-9c0d1e2f.js'] } },
    },
  ],
};

describe('game page preload hints', () => {
  it("preloads the entry with its integrity pin and the './Game' chunks of the build manifest, as paths", () => {
    const seen: string[] = [];
    const tags = gamePreloadTags(game, (entry) => (seen.push(entry), buildManifest));
    expect(seen).toEqual(['/bundles/games/schweiz-kantone/remoteEntry.js']);
    expect(tags).toBe(
      '<link rel="modulepreload" href="/bundles/games/schweiz-kantone/remoteEntry.js" integrity="sha384-abc" fetchpriority="low">' +
        '<link rel="modulepreload" href="/bundles/games/schweiz-kantone/assets/utils-1a2b3c4d.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/bundles/games/schweiz-kantone/assets/game-5e6f7a8b.js" fetchpriority="low">',
    );
  });

  it('keeps a CDN entry absolute and preloads only the entry when its build manifest is unknown', () => {
    const tags = gamePreloadTags({ ...game, entry: 'https://cdn.example/kantone/remoteEntry.js', integrity: undefined }, () => null);
    expect(tags).toBe('<link rel="modulepreload" href="https://cdn.example/kantone/remoteEntry.js" fetchpriority="low">');
  });

  it("preloads a built-in game's host-runtime build (what the shell loads) from its own build manifest, unpinned", () => {
    const seen: string[] = [];
    const hostRuntimeEntry = '/bundles/games/schweiz-kantone/host-runtime/remoteEntry.js';
    const tags = gamePreloadTags({ ...game, integrity: undefined, hostRuntimeEntry }, (entry) => (seen.push(entry), buildManifest));
    expect(seen).toEqual([hostRuntimeEntry]);
    expect(tags).toBe(
      `<link rel="modulepreload" href="${hostRuntimeEntry}" fetchpriority="low">` +
        '<link rel="modulepreload" href="/bundles/games/schweiz-kantone/host-runtime/assets/utils-1a2b3c4d.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/bundles/games/schweiz-kantone/host-runtime/assets/game-5e6f7a8b.js" fetchpriority="low">',
    );
  });

  it('gives sandboxed, switched-off and unknown games no hints', () => {
    expect(gamePreloadTags({ ...game, trust: 'sandboxed' }, () => buildManifest)).toBe('');
    expect(gamePreloadTags({ ...game, disabled: true }, () => buildManifest)).toBe('');
    expect(gamePreloadTags(undefined, () => buildManifest)).toBe('');
  });

  it('ignores chunks outside the entry folder and malformed manifests', () => {
    expect(exposedChunkUrls('http://h/b/remoteEntry.js', { exposes: [{ path: './Game', assets: { js: { sync: ['../x.js', 'a/../../y.js'] } } }] })).toEqual([]);
    expect(exposedChunkUrls('http://h/b/remoteEntry.js', { exposes: 'nope' })).toEqual([]);
    expect(exposedChunkUrls('http://h/b/remoteEntry.js', null)).toEqual([]);
  });

});

describe('signed-in page preload hints', () => {
  const manifest = { remotes: { student: '/remotes/student/remoteEntry.js', lessons: '/remotes/lessons/remoteEntry.js' }, games: {} };
  const areaBuild = { exposes: [{ path: './Area', assets: { js: { sync: ['assets/area-1a2b3c4d.js'] } } }, { path: './Game', assets: { js: { sync: ['assets/not-this.js'] } } }] };

  it("finds the area an address shows, as the shell's routes do", () => {
    expect(areaOfPath('/student/dashboard')).toBe('student');
    expect(areaOfPath('/teacher/classes/abc')).toBe('teacher');
    expect(areaOfPath('/teacher/lessons')).toBe('lessons');
    expect(areaOfPath('/teacher/classes/abc/lessons/new')).toBe('lessons');
    expect(areaOfPath('/lessons/abc')).toBe('lessons');
    expect(areaOfPath('/admin')).toBe('admin');
    for (const open of ['/', '/login', '/games/eu-flaggen', '/studentisch', '/lessons']) expect(areaOfPath(open), open).toBeNull();
  });

  it("preloads the area's entry and the chunks of its './Area'; nothing for public pages or an area the manifest lacks", () => {
    expect(areaPreloadTags('student', manifest, () => areaBuild)).toBe(
      '<link rel="modulepreload" href="/remotes/student/remoteEntry.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/remotes/student/assets/area-1a2b3c4d.js" fetchpriority="low">',
    );
    expect(areaPreloadTags(null, manifest, () => areaBuild)).toBe('');
    expect(areaPreloadTags('admin', manifest, () => areaBuild)).toBe('');
  });
});
