/**
 * Games as lessons use them: the built-in games with their quiz ids, game types, default
 * settings and result keys (spec 3, 7, 9). zod-free, so front-ends import it through api/client.
 */

/** Built-in games a lesson can hold: German title (as in the bundle's package.json), the quiz id each reports (spec 7). */
export const BUILT_IN_GAMES = {
  'eu-flaggen': { title: 'EU-Flaggen', quizId: 'EU_FLAGGEN', gameType: 'guessing', items: 27 },
  'schweiz-wappen': { title: 'Schweizer Wappen', quizId: 'SCHWEIZ_WAPPEN', gameType: 'guessing', items: 26 },
  'eu-laender': { title: 'EU-Länder', quizId: 'EU_LAENDER', gameType: 'map' },
  'schweiz-kantone': { title: 'Schweizer Kantone', quizId: 'SCHWEIZ_KANTONE', gameType: 'map' },
  weltkarte: { title: 'Weltkarte', quizId: 'WELTKARTE', gameType: 'map' },
  bundesrat: { title: 'Bundesrat', quizId: 'BUNDESRAT_GAME', gameType: 'federalCouncil' },
  wirtschaftskreislauf: { title: 'Wirtschaftskreislauf', quizId: 'WIRTSCHAFTSKREISLAUF', gameType: 'custom' },
} as const satisfies Record<string, { title: string; quizId: string; gameType: GameType; items?: number }>;
export type BuiltInGameKey = keyof typeof BUILT_IN_GAMES;
export const isBuiltInGame = (key: string): key is BuiltInGameKey => Object.hasOwn(BUILT_IN_GAMES, key);

export const GAME_TYPES = ['custom', 'matching', 'multipleChoice', 'guessing', 'map', 'federalCouncil'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Spec 9: the start overlay's target score ('Zielpunktzahl') is 30 by default, 1 to 100. */
export const TARGET_DEFAULT = 30;
export const TARGET_MAX = 100;

/**
 * The teacher's choice for a guessing game: 1 up to what the game has (EU-Flaggen: 27 flags),
 * 30 by default where the game has that many.
 */
export function targetRange(gameId: string): { max: number; default: number } | null {
  const game = isBuiltInGame(gameId) ? BUILT_IN_GAMES[gameId] : null;
  if (!game || !('items' in game)) return null;
  const max = Math.min(TARGET_MAX, game.items);
  return { max, default: Math.min(TARGET_DEFAULT, max) };
}

/** Weltkarte's parts of the world (games/weltkarte world.map.ts), 'welt' first and by default. */
export const WORLD_REGIONS = ['welt', 'europa', 'afrika', 'asien', 'amerika', 'ozeanien'] as const;
export type WorldRegion = (typeof WORLD_REGIONS)[number];
/** Games whose start overlay offers parts of the map: the teacher chooses one for the lesson. */
export const REGION_GAMES: Readonly<Record<string, readonly string[]>> = { weltkarte: WORLD_REGIONS };

/** Spec 9: game default settings timeLimit 0 (none), allowRetry true, showScore true. */
export const DEFAULT_GAME_SETTINGS = { timeLimit: 0, allowRetry: true, showScore: true } as const;

/** Result keys a game may report (spec 7), besides quizId: the game contract's, defined once there. */
export { GAME_RESULT_KEYS, GAME_CONTRACT_VERSION } from '@lernplattform/game-contract';

