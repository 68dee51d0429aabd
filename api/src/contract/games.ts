/**
 * Games as lessons use them: the built-in games with their quiz ids, game types, default
 * settings and result keys (spec 3, 7, 9). zod-free, so front-ends import it through api/client.
 */

/** Built-in games a lesson can hold: German title (as in the bundle's package.json), the quiz id each reports (spec 7). */
export const BUILT_IN_GAMES = {
  'eu-flaggen': { title: 'EU-Flaggen', quizId: 'EU_FLAGGEN', gameType: 'guessing' },
  'schweiz-wappen': { title: 'Schweizer Wappen', quizId: 'SCHWEIZ_WAPPEN', gameType: 'guessing' },
  'eu-laender': { title: 'EU-Länder', quizId: 'EU_LAENDER', gameType: 'map' },
  'schweiz-kantone': { title: 'Schweizer Kantone', quizId: 'SCHWEIZ_KANTONE', gameType: 'map' },
  weltkarte: { title: 'Weltkarte', quizId: 'WELTKARTE', gameType: 'map' },
  bundesrat: { title: 'Bundesrat', quizId: 'BUNDESRAT_GAME', gameType: 'federalCouncil' },
  wirtschaftskreislauf: { title: 'Wirtschaftskreislauf', quizId: 'WIRTSCHAFTSKREISLAUF', gameType: 'custom' },
} as const satisfies Record<string, { title: string; quizId: string; gameType: GameType }>;
export type BuiltInGameKey = keyof typeof BUILT_IN_GAMES;
export const isBuiltInGame = (key: string): key is BuiltInGameKey => Object.hasOwn(BUILT_IN_GAMES, key);

export const GAME_TYPES = ['custom', 'matching', 'multipleChoice', 'guessing', 'map', 'federalCouncil'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Spec 9: game default settings timeLimit 0 (none), allowRetry true, showScore true. */
export const DEFAULT_GAME_SETTINGS = { timeLimit: 0, allowRetry: true, showScore: true } as const;

/** Result keys a game may report (spec 7), besides quizId. */
export const GAME_RESULT_KEYS = ['Punkte', 'Zeit', 'Richtig', 'Falsch', 'Versuche', 'Fehler', 'Phasen abgeschlossen', 'Fehlerhafte Versuche'] as const;

