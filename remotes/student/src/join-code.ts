import { ErrorCode } from 'api/client';
import { errorText, isNetworkError, NETWORK_ERROR, uiMessages, type PageError } from '@platform/ui';
import { messages, studentClassViewErrors } from './messages';

/** Spec 5: the join code is trimmed and uppercased before it is sent (the API's own rule). */
export { normalizeJoinCode } from 'api/client';

/**
 * Spec 8 'Join': 'Already enrolled in this class' and 'Class not found' get their
 * German texts (by stable code); anything else shows 'Fehler beim Beitreten der Klasse.'
 * (or the network/sign-in text).
 */
export function joinErrorMessage(error: unknown): string {
  return errorText(error, {
    [NETWORK_ERROR]: uiMessages.networkError,
    [ErrorCode.ALREADY_ENROLLED]: messages.alreadyEnrolled,
    [ErrorCode.CLASS_NOT_FOUND]: messages.classNotFoundByCode,
    [ErrorCode.RATE_LIMITED]: messages.joinRateLimited,
    429: messages.joinRateLimited,
    401: messages.notLoggedInJoin,
  }, messages.joinFailed);
}

/** What the class view shows when loading fails, and whether retrying can help. */
export type ClassViewError = PageError;

/** Spec 8 class-view errors for students (the table `studentClassViewErrors`); anything else may be retried. */
export function studentClassViewError(error: unknown): ClassViewError {
  return errorText(error, studentClassViewErrors, { title: messages.classLoadFailed, hint: isNetworkError(error) ? uiMessages.networkError : undefined, retry: true });
}
