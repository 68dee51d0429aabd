import { durationSeconds, parseGameResultMessage, resultValues } from '@lernplattform/game-contract';
import type { GameRoundResult } from 'api/client';

/**
 * A game's result message (the game contract's `GameResultMessage`, checked by its validator)
 * as the API takes it; null when the message is not a round's result.
 */
export function toGameResultInput(value: unknown): GameRoundResult | null {
  const parsed = parseGameResultMessage(value);
  if (!parsed.ok) return null;
  const { message } = parsed;
  const { raw, max } = message.result.score;
  const seconds = durationSeconds(message.result.duration);
  if (max < 1 || seconds === null) return null;
  // The round's seed and log (games/README.md 'Verified results'): the server replays them.
  const replay = message.seed !== undefined && message.log ? { seed: message.seed, log: message.log as [number, unknown][] } : {};
  return { quizId: message.quizId, values: resultValues(message), score: { raw, max }, success: message.result.success, durationSeconds: seconds, ...replay };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** mm:ss, as the games' timer shows it. */
export const clock = (seconds: number) => `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
