/** The German result keys a game may report besides `quizId` (spec section 7 'Game results'). */
export const GAME_RESULT_KEYS = ['Punkte', 'Zeit', 'Richtig', 'Falsch', 'Versuche', 'Fehler', 'Phasen abgeschlossen', 'Fehlerhafte Versuche'] as const;
export type GameResultKey = (typeof GAME_RESULT_KEYS)[number];

/** The German-keyed values of a result (all optional; a game reports those that fit it). */
export type GameResultValues = {
  Punkte?: number;
  Zeit?: string;
  Richtig?: number;
  Falsch?: number;
  Versuche?: number;
  Fehler?: number;
  'Phasen abgeschlossen'?: number | string;
  'Fehlerhafte Versuche'?: number;
};

/** What a finished game reports in the spec's terms: which game (`quizId`) and its German values. */
export type GameResult = { quizId: string } & GameResultValues;

/**
 * The same outcome in xAPI `result` form, which LMSs read without knowing the German keys.
 * `score` measures progress toward the game's goal: a won game has raw = max and scaled = 1.
 */
export type XapiResult = {
  score: { raw: number; min: number; max: number; scaled: number };
  success: boolean;
  completion: boolean;
  /** ISO 8601 duration in whole seconds, e.g. 'PT83S'. */
  duration: string;
};

/** One logged action of a round: milliseconds since the game mounted, and the action (plain JSON). */
export type LoggedAction = readonly [number, unknown];

/**
 * The result message: what `onResult`/`onProgress` receive and what the standalone page posts to
 * `window.parent`. Games that log their round add `seed` and `log`, so a receiver can replay it.
 */
export type GameResultMessage = GameResult & { result: XapiResult; seed?: number; log?: readonly LoggedAction[] };

/** Longest string value (e.g. 'Zeit' as mm:ss, 'Phasen abgeschlossen' as '3/4'). */
export const RESULT_STRING_MAX = 20;
/** Longest quizId. */
export const QUIZ_ID_MAX = 200;
/** Most log entries a message may carry. */
export const RESULT_LOG_MAX = 20_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export type ParsedGameResult = { ok: true; message: GameResultMessage } | { ok: false; reason: string };

/**
 * Checks that `value` is a result message of this contract: a `quizId`, the allowed German keys it
 * carries as numbers ≥ 0 or short strings (other keys are ignored), an xAPI `result`, and optionally an integer `seed` with its `log`.
 * `reason` names the first thing wrong (in English, for logs and error reports).
 */
export function parseGameResultMessage(value: unknown): ParsedGameResult {
  const fail = (reason: string): ParsedGameResult => ({ ok: false, reason });
  if (!isRecord(value)) return fail('not an object');
  const { quizId, result, seed, log } = value;
  if (typeof quizId !== 'string' || quizId.length === 0 || quizId.length > QUIZ_ID_MAX) return fail('quizId');
  // Other keys are ignored (a receiver reads only the allowed ones, see resultValues), so a game
  // built against a later minor contract with a new key still reports.
  for (const key of GAME_RESULT_KEYS) {
    const entry = value[key];
    if (entry !== undefined && !(isCount(entry) || (typeof entry === 'string' && entry.length <= RESULT_STRING_MAX))) return fail(key);
  }
  if (!isRecord(result) || !isRecord(result.score)) return fail('result');
  const { raw, min, max, scaled } = result.score;
  if (!isCount(raw) || !isCount(min) || !isCount(max) || !isCount(scaled) || scaled > 1) return fail('result.score');
  if (typeof result.success !== 'boolean' || typeof result.completion !== 'boolean') return fail('result.success');
  if (typeof result.duration !== 'string' || !/^PT\d+S$/.test(result.duration)) return fail('result.duration');
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isInteger(seed))) return fail('seed');
  if (log !== undefined) {
    if (!Array.isArray(log) || log.length > RESULT_LOG_MAX) return fail('log');
    for (const entry of log) {
      if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'number' || !Number.isFinite(entry[0])) return fail('log');
    }
  }
  return { ok: true, message: value as GameResultMessage };
}

/** The German values of a message, only the allowed keys (what a host stores beside the score). */
export function resultValues(message: GameResultMessage): Partial<Record<GameResultKey, number | string>> {
  const values: Partial<Record<GameResultKey, number | string>> = {};
  for (const key of GAME_RESULT_KEYS) {
    const value = (message as Record<string, unknown>)[key];
    if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  }
  return values;
}

/** Whole seconds of an xAPI duration ('PT83S' → 83); null when it is not one. */
export function durationSeconds(duration: string): number | null {
  const seconds = /^PT(\d+)S$/.exec(duration)?.[1];
  return seconds === undefined ? null : Number(seconds);
}
