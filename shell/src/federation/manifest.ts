/**
 * The federation manifest served at /federation-manifest.json: where each
 * remote area and each game bundle lives. Pure parsing, no I/O.
 */

export interface GameManifestEntry {
  /** URL of the game's remoteEntry.js (path on this origin or absolute URL). */
  entry: string;
  /** Federation name, e.g. 'game_eu_flaggen'. */
  name: string;
  /** German title shown above the game. */
  title: string;
  /** Other /games/:key addresses of the same game (e.g. 'guessing-flags'). */
  aliases: string[];
  /** Standalone page for iframes, if any. */
  embed?: string;
}

export interface FederationManifest {
  remotes: Record<string, string>;
  games: Record<string, GameManifestEntry>;
}

/** The remote areas and their federation names (each exposes './Area'). */
export const AREA_REMOTES = {
  teacher: 'area_teacher',
  student: 'area_student',
  admin: 'area_admin',
} as const;
export type AreaName = keyof typeof AREA_REMOTES;

/** Spec addresses that point at a bundle under another key, when the manifest lists no aliases. */
export const GAME_ALIASES: Readonly<Record<string, string>> = {
  'guessing-flags': 'eu-flaggen',
};

/**
 * The manifest key of the game shown at /games/:key: the key itself, a key
 * whose `aliases` name it, or a built-in alias; null when there is no such game.
 */
export function resolveGameKey(manifest: FederationManifest, key: string): string | null {
  if (Object.hasOwn(manifest.games, key)) return key;
  for (const [gameKey, game] of Object.entries(manifest.games)) {
    if (game.aliases.includes(key)) return gameKey;
  }
  const fallback = Object.hasOwn(GAME_ALIASES, key) ? GAME_ALIASES[key] : undefined;
  return fallback && Object.hasOwn(manifest.games, fallback) ? fallback : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the manifest JSON; throws with a readable reason when it is malformed. */
export function parseFederationManifest(json: unknown): FederationManifest {
  if (!isRecord(json)) throw new Error('federation manifest: not an object');
  const remotes: Record<string, string> = {};
  if (json.remotes !== undefined) {
    if (!isRecord(json.remotes)) throw new Error('federation manifest: "remotes" must be an object');
    for (const [key, entry] of Object.entries(json.remotes)) {
      if (typeof entry !== 'string' || !entry) throw new Error(`federation manifest: remote "${key}" has no entry`);
      remotes[key] = entry;
    }
  }
  const games: Record<string, GameManifestEntry> = {};
  if (json.games !== undefined) {
    if (!isRecord(json.games)) throw new Error('federation manifest: "games" must be an object');
    for (const [key, value] of Object.entries(json.games)) {
      if (!isRecord(value) || typeof value.entry !== 'string' || typeof value.name !== 'string') {
        throw new Error(`federation manifest: game "${key}" needs entry and name`);
      }
      const aliases = Array.isArray(value.aliases) ? value.aliases.filter((a): a is string => typeof a === 'string') : [];
      games[key] = {
        entry: value.entry,
        name: value.name,
        title: typeof value.title === 'string' ? value.title : key,
        aliases,
        ...(typeof value.embed === 'string' ? { embed: value.embed } : {}),
      };
    }
  }
  return { remotes, games };
}
