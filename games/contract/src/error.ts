import { GAME_CONTRACT_VERSION } from './version.ts';

/**
 * What a game's standalone page posts to `window.parent` when the game fails (throws while
 * rendering or on mount) instead of a result. It has no `quizId`, so no receiver mistakes it for
 * one; `gameError` is the marker. The text is for logs and the game's team, not for students.
 */
export type GameErrorMessage = {
  gameError: {
    /** The game's key (e.g. 'eu-flaggen'). */
    game: string;
    /** The error's message (at most 500 characters). */
    message: string;
    /** The contract version the game was built against. */
    contractVersion: number;
  };
};

export const ERROR_MESSAGE_MAX = 500;

export function buildGameErrorMessage(game: string, error: unknown): GameErrorMessage {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { gameError: { game, message: text.slice(0, ERROR_MESSAGE_MAX), contractVersion: GAME_CONTRACT_VERSION } };
}

/** Whether a posted message is a game's error message. */
export function isGameErrorMessage(value: unknown): value is GameErrorMessage {
  if (typeof value !== 'object' || value === null) return false;
  const inner = (value as { gameError?: unknown }).gameError;
  if (typeof inner !== 'object' || inner === null) return false;
  const { game, message, contractVersion } = inner as Record<string, unknown>;
  return typeof game === 'string' && typeof message === 'string' && message.length <= ERROR_MESSAGE_MAX && typeof contractVersion === 'number';
}
