import { ApiError, errorText, isNetworkError, type PageError } from '@platform/ui';
import { ErrorCode } from 'api/client';
import { messages as t } from './messages';

/** What the lesson view shows for a failed load (spec 8 'Lesson view'). */
export function lessonViewError(error: unknown): PageError {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.LESSON_NOT_FOUND || error.status === 404) return { title: t.lessonNotFound, retry: false };
    if (error.code === ErrorCode.LESSON_NOT_IN_YOUR_CLASSES) return { title: t.notYourClasses, retry: false };
    if (error.code === ErrorCode.LESSON_NOT_AVAILABLE) return { title: t.notAvailable, retry: false };
    if (error.status === 401) return { title: t.signInRequired, retry: false };
    if (isNetworkError(error) || error.status >= 500) return { title: t.loadLessonFailed, retry: true };
  }
  return { title: t.unexpected, retry: true };
}

/** The API's message for a failed save, for texts that end with it ('…: ' + message). */
export const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : t.unexpected);

/**
 * What a student reads when a round's result was not stored: the round's own seed and clock (a log copied from
 * another round, or one without its clock) have their own texts; a replay that disagrees and everything else the
 * general one.
 */
export const gameResultError = (error: unknown) =>
  errorText(error, {
    [ErrorCode.GAME_ROUND_SEED_MISMATCH]: t.game.resultOtherRound,
    [ErrorCode.GAME_ROUND_NO_CLOCK]: t.game.resultNoClock,
  }, t.game.saveResultFailed);
