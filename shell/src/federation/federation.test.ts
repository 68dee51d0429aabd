import { describe, expect, it } from 'vitest';
import { parseFederationManifest, resolveGameKey } from 'api/client';
import { isStaleChunkError, retryDelayMs, shouldReloadForStaleChunk, STALE_RELOAD_WINDOW_MS } from './stale-chunk';

describe('parseFederationManifest', () => {
  const sample = {
    remotes: {
      teacher: '/remotes/teacher/remoteEntry.js',
      student: '/remotes/student/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    },
    games: { 'eu-flaggen': { entry: '/bundles/games/eu-flaggen/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen' } },
  };
  it('accepts the served shape', () => {
    const parsed = parseFederationManifest(sample);
    expect(parsed.remotes).toEqual(sample.remotes);
    expect(parsed.games['eu-flaggen']).toEqual({ ...sample.games['eu-flaggen'], aliases: [] });
  });
  it('keeps aliases and the embed page', () => {
    const parsed = parseFederationManifest({
      games: { g: { entry: '/g.js', name: 'game_g', title: 'G', aliases: ['x'], embed: '/embed/g/' } },
    });
    expect(parsed.games.g).toEqual({ entry: '/g.js', name: 'game_g', title: 'G', aliases: ['x'], embed: '/embed/g/' });
    // A manifest with a wrong alias is broken, not silently trimmed (the server refuses such an override file).
    expect(() => parseFederationManifest({ games: { g: { entry: '/g.js', name: 'game_g', aliases: ['x', 3] } } })).toThrow(/aliases/);
  });
  it('defaults missing sections and titles', () => {
    expect(parseFederationManifest({})).toEqual({ remotes: {}, games: {} });
    expect(parseFederationManifest({ games: { x: { entry: '/x.js', name: 'game_x' } } }).games.x?.title).toBe('x');
  });
  it('rejects malformed manifests', () => {
    expect(() => parseFederationManifest(null)).toThrow();
    expect(() => parseFederationManifest({ remotes: { teacher: 3 } })).toThrow(/teacher/);
    expect(() => parseFederationManifest({ games: { x: { name: 'y' } } })).toThrow(/x/);
  });
});

describe('resolveGameKey', () => {
  const game = { entry: '/e.js', name: 'game_eu_flaggen', title: 'EU-Flaggen' };
  const plain = parseFederationManifest({ games: { 'eu-flaggen': game } });
  const withAliases = parseFederationManifest({ games: { 'eu-flaggen': { ...game, aliases: ['flaggen'] } } });
  it('finds games by key, manifest alias or built-in alias', () => {
    expect(resolveGameKey(plain, 'eu-flaggen')).toBe('eu-flaggen');
    expect(resolveGameKey(plain, 'guessing-flags')).toBe('eu-flaggen');
    expect(resolveGameKey(withAliases, 'flaggen')).toBe('eu-flaggen');
  });
  it('is null for unknown games', () => {
    expect(resolveGameKey(plain, 'unknown')).toBeNull();
    expect(resolveGameKey(plain, 'constructor')).toBeNull();
    expect(resolveGameKey(parseFederationManifest({}), 'guessing-flags')).toBeNull();
  });
});

describe('stale chunk detection', () => {
  it.each([
    'TypeError: Failed to fetch dynamically imported module: https://x/assets/a-123.js',
    'TypeError: error loading dynamically imported module',
    'TypeError: Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises %s', (message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });
  it('looks into the cause chain', () => {
    const inner = new TypeError('Failed to fetch dynamically imported module: /remotes/teacher/assets/x.js');
    expect(isStaleChunkError(new Error('[ Federation Runtime ]: load failed', { cause: inner }))).toBe(true);
  });
  it('does not reload when the remote entry itself is unreachable (retries handle that)', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /remotes/teacher/remoteEntry.js');
    expect(
      isStaleChunkError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008', { cause })),
    ).toBe(false);
  });
  it('ignores other errors', () => {
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
  it('reloads at most once per window', () => {
    const now = 1_000_000;
    expect(shouldReloadForStaleChunk(null, now)).toBe(true);
    expect(shouldReloadForStaleChunk(now - 1_000, now)).toBe(false);
    expect(shouldReloadForStaleChunk(now - STALE_RELOAD_WINDOW_MS - 1, now)).toBe(true);
    expect(shouldReloadForStaleChunk(Number.NaN, now)).toBe(true);
  });
  it('backs off between retries', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([400, 800, 1600, 3200, 5000]);
  });
});
