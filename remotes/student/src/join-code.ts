import { ErrorCode } from 'api/client';
import { ApiError, isNetworkError, type PageError } from '@platform/ui';
import { messages } from './messages';

/** Spec 5: the join code is trimmed and uppercased before it is sent (the API's own rule). */
export { normalizeJoinCode } from 'api/client';

/** English server messages the spec names; other server messages are not shown (they are English). */
const SERVER_MESSAGES: Record<string, string> = {
  'Class not found': messages.classNotFoundByCode,
  'Already enrolled in this class': messages.alreadyEnrolled,
};

/**
 * Spec 8 'Join': 'Already enrolled in this class' and 'Class not found' get their
 * German texts (by stable code first, message second); anything else shows
 * 'Fehler beim Beitreten der Klasse.' (or the network/sign-in text).
 */
export function joinErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return messages.networkError;
  if (!(error instanceof ApiError)) return messages.joinFailed;
  if (error.code === ErrorCode.ALREADY_ENROLLED) return messages.alreadyEnrolled;
  if (error.code === ErrorCode.CLASS_NOT_FOUND) return messages.classNotFoundByCode;
  if (error.code === ErrorCode.RATE_LIMITED || error.status === 429) return messages.joinRateLimited;
  if (error.status === 401) return messages.notLoggedInJoin;
  return SERVER_MESSAGES[error.message] ?? messages.joinFailed;
}

/** What the class view shows when loading fails, and whether retrying can help. */
export type ClassViewError = PageError;

/** Spec 8 class-view errors for students: not enrolled and not found are final; anything else may be retried. */
export function studentClassViewError(error: unknown): ClassViewError {
  if (error instanceof ApiError && !isNetworkError(error)) {
    if (error.code === ErrorCode.NOT_ENROLLED || error.status === 403) {
      return { title: messages.noMembership, hint: `${messages.notEnrolled}. ${messages.notEnrolledHint}`, retry: false };
    }
    if (error.status === 401) return { title: messages.permissionCheckFailed, retry: true };
    if (error.code === ErrorCode.CLASS_NOT_FOUND || error.status === 404 || error.code === ErrorCode.VALIDATION_FAILED) {
      return { title: messages.classNotFound, hint: messages.classNotFoundHint, retry: false };
    }
  }
  return { title: messages.classLoadFailed, hint: isNetworkError(error) ? messages.networkError : undefined, retry: true };
}
