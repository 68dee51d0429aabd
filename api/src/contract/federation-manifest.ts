/**
 * The federation manifest served at /federation-manifest.json: where each
 * remote area and each game bundle lives. One parser for the platform server
 * (which validates a FEDERATION_MANIFEST override file with it) and the shell.
 * Pure and zod-free, so the browser bundle stays small.
 */

export interface GameManifestEntry {
  /** URL of the game's remoteEntry.js (path on this origin or absolute URL). */
  entry: string;
  /**
   * The same version built for a host that provides the federation runtime and React (a built-in
   * game's `host-runtime` build, served by the platform itself): the platform's shell loads this one;
   * every other host uses `entry`.
   */
  hostRuntimeEntry?: string;
  /** Federation name, e.g. 'game_eu_flaggen'. */
  name: string;
  /** German title shown above the game. */
  title: string;
  /** Other /games/:key addresses of the same game (e.g. 'guessing-flags'). */
  aliases: string[];
  /** Standalone page for iframes, if any. */
  embed?: string;
  /** The registry's active version (its id): failure reports name it. */
  version?: string;
  /** 'sha384-…' of the entry's bytes: the shell runs the entry only when they match. */
  integrity?: string;
  /** Who builds the game (error texts name them when their origin fails). */
  provider?: string;
  /** trusted: federated into the shell; sandboxed: its embed page in a sandboxed iframe. */
  trust?: 'trusted' | 'sandboxed';
  /** Offered in the lesson editor's picker. */
  lessons?: boolean;
  /** The quiz id the game reports (sandboxed results are checked against it in the shell too). */
  quizId?: string;
  /** Result keys the game may report. */
  resultKeys?: string[];
  /** Switched off by an admin ('Deaktivieren'): not offered, not loaded; lesson blocks show a notice. */
  disabled?: boolean;
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
  /** Lesson view, lessons overview and lesson editor (mounted at /lessons/* and the teacher's lesson routes). */
  lessons: 'area_lessons',
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

const fail = (reason: string): never => {
  throw new Error(`federation manifest: ${reason}`);
};
const optionalString = (value: unknown, what: string): string | undefined => {
  if (value === undefined) return undefined;
  return typeof value === 'string' && value ? value : fail(`${what} must be a non-empty string`);
};

/** Validates the manifest JSON; throws with a readable reason when it is malformed. */
export function parseFederationManifest(json: unknown): FederationManifest {
  if (!isRecord(json)) fail('not an object');
  const manifest = json as Record<string, unknown>;
  const remotes: Record<string, string> = {};
  if (manifest.remotes !== undefined) {
    if (!isRecord(manifest.remotes)) fail('"remotes" must be an object');
    for (const [key, entry] of Object.entries(manifest.remotes as Record<string, unknown>)) {
      if (typeof entry !== 'string' || !entry) fail(`remote "${key}" has no entry`);
      remotes[key] = entry as string;
    }
  }
  const games: Record<string, GameManifestEntry> = {};
  if (manifest.games !== undefined) {
    if (!isRecord(manifest.games)) fail('"games" must be an object');
    for (const [key, value] of Object.entries(manifest.games as Record<string, unknown>)) {
      if (!isRecord(value) || typeof value.entry !== 'string' || !value.entry || typeof value.name !== 'string' || !value.name) {
        fail(`game "${key}" needs entry and name`);
      }
      const game = value as Record<string, unknown>;
      const aliases = game.aliases ?? [];
      if (!Array.isArray(aliases) || !aliases.every((a) => typeof a === 'string')) fail(`game "${key}": "aliases" must be a list of strings`);
      const embed = optionalString(game.embed, `game "${key}": "embed"`);
      games[key] = {
        // The registry's fields (version, integrity, provider, trust, lessons, quizId, resultKeys, disabled) come from our own server as they are.
        ...(game as Partial<GameManifestEntry>),
        entry: game.entry as string,
        name: game.name as string,
        title: optionalString(game.title, `game "${key}": "title"`) ?? key,
        aliases: aliases as string[],
        ...(embed ? { embed } : {}),
      };
    }
  }
  return { remotes, games };
}
