import { GAME_RESULT_KEYS, type GameRoundResult } from 'api/client';

/**
 * The game kit's result message (games/kit README: quizId, German keys, xAPI `result`)
 * as the API takes it; null when the message is not a round's result.
 */
export function toGameResultInput(message: Record<string, unknown>): GameRoundResult | null {
  const result = message.result as { score?: { raw?: unknown; max?: unknown }; success?: unknown; duration?: unknown } | undefined;
  if (typeof message.quizId !== 'string' || !result?.score) return null;
  const { raw, max } = result.score;
  const seconds = typeof result.duration === 'string' ? /^PT(\d+)S$/.exec(result.duration)?.[1] : undefined;
  if (typeof raw !== 'number' || typeof max !== 'number' || max < 1 || seconds === undefined) return null;
  const values: GameRoundResult['values'] = {};
  for (const key of GAME_RESULT_KEYS) {
    const value = message[key];
    if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  }
  // The round's seed and log (games/kit README 'Verified results'): the server replays them.
  const replay = typeof message.seed === 'number' && Array.isArray(message.log) ? { seed: message.seed, log: message.log as [number, unknown][] } : {};
  return { quizId: message.quizId, values, score: { raw, max }, success: result.success === true, durationSeconds: Number(seconds), ...replay };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** mm:ss, as the games' timer shows it. */
export const clock = (seconds: number) => `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
