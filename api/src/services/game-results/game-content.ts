import {
  AppError, customQuizId, ErrorCode, GAME_TYPES, GameContentInputSchema, REGION_GAMES, targetRange,
  type CustomGameType, type GameContent, type GameRoundResult, type GameSettings, type GameType,
} from '../../contract/index.ts';

/** A teacher's custom game a game block may name (issue 12), as the service looked it up. */
export interface CustomGameRef { id: string; name: string; description: string | null; template_id: CustomGameType }

/** A game of the registry (issue 24) as a game block needs it, as the service looked it up. */
export interface RegistryGameRef { key: string; title: string; game_type: string; quiz_id: string | null; in_lessons: boolean; result_keys?: string[] }

/**
 * A game block's content from what the editor sends: the chosen game (a registry game's key, or a
 * custom game the service looked up) with its German name and quiz id, and the settings.
 */
export function buildGameContent(
  input: Record<string, unknown>, customGame: CustomGameRef | null = null, registryGame: RegistryGameRef | null = null,
): GameContent {
  const parsed = GameContentInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, parsed.error.issues[0]?.message ?? 'Invalid game block');
  const { gameId, settings } = parsed.data;
  if (customGame && customGame.id === gameId) {
    const quizId = customQuizId(customGame.template_id, customGame.name);
    return { gameType: customGame.template_id, gameId, gameName: customGame.name, gameDescription: customGame.description, quizId, settings: gameChoices(gameId, settings) };
  }
  const game = registryGame && registryGame.key === gameId && registryGame.in_lessons && registryGame.quiz_id ? registryGame : null;
  if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND, 400, 'Spiel nicht gefunden');
  const gameType = (GAME_TYPES as readonly string[]).includes(game.game_type) ? (game.game_type as GameType) : 'custom';
  return { gameType, gameId, gameName: game.title, gameDescription: null, quizId: game.quiz_id!, settings: gameChoices(gameId, settings) };
}

const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_FAILED, 400, message);

/**
 * The teacher's choices of what a game's start overlay offers (issue 22): the target score of a
 * guessing game (at most the game's items, 30 by default where it has that many) and the part of
 * the map of Weltkarte ('welt' by default). Other games take neither.
 */
export function gameChoices(gameId: string, settings: GameSettings): GameSettings {
  const { target, region, ...rest } = settings;
  const range = targetRange(gameId);
  if (range) {
    if (target !== undefined && target > range.max) throw invalid(`Die Zielpunktzahl ist höchstens ${range.max}`);
    return { ...rest, target: target ?? range.default };
  }
  if (target !== undefined) throw invalid('Dieses Spiel hat keine Zielpunktzahl');
  const regions = REGION_GAMES[gameId];
  if (regions) return { ...rest, region: region ?? (regions[0] as GameSettings['region']) };
  if (region !== undefined) throw invalid('Dieses Spiel hat keine Regionen');
  return rest;
}

/** Seconds of slack between the game's own clock ('Zeit') and the reported duration, and over a time limit. */
const CLOCK_SLACK_SECONDS = 2;

const parseClock = (value: string) => {
  const match = /^(\d{1,4}):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * Why a reported result cannot come from a real round of this block's game, or null when
 * it can. Results come from the student's browser, so this only keeps out the
 * impossible (another game, a won round without full score, more time than allowed);
 * a determined student can still forge a plausible result (see api/README.md).
 */
export function implausibility(content: GameContent, result: GameRoundResult, roundSeconds: number, resultKeys?: readonly string[]): string | null {
  if (result.quizId !== content.quizId) return `quizId must be ${content.quizId}`;
  const foreignKey = resultKeys && Object.keys(result.values).find((key) => !resultKeys.includes(key));
  if (foreignKey) return `${foreignKey} is not a result key of this game`;
  if (result.success && result.score.raw !== result.score.max) return 'a won round reaches the full score';
  const clock = result.values.Zeit;
  if (clock !== undefined) {
    const seconds = typeof clock === 'string' ? parseClock(clock) : null;
    if (seconds === null) return 'Zeit must be mm:ss';
    if (Math.abs(seconds - result.durationSeconds) > CLOCK_SLACK_SECONDS) return 'Zeit and durationSeconds disagree';
  }
  for (const [key, value] of Object.entries(result.values)) {
    if (key === 'Zeit' || typeof value === 'number') continue;
    // The Bundesrat game shows its phases as '3/3'.
    if (key === 'Phasen abgeschlossen' && /^\d{1,3}\/\d{1,3}$/.test(value)) continue;
    return `${key} must be a number`;
  }
  if (result.durationSeconds > roundSeconds + CLOCK_SLACK_SECONDS) return 'longer than the round has been running';
  const limit = content.settings.timeLimit;
  if (limit > 0 && result.durationSeconds > limit + CLOCK_SLACK_SECONDS) return 'longer than the time limit';
  return null;
}
