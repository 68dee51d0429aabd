import { CLASS_CODE_MESSAGE, ErrorCode } from 'api/client';
import { ApiError, isNetworkError, type PageError } from '@platform/ui';
import { messages } from '../messages';

type ClassAction = 'create' | 'update' | 'delete' | 'removeStudent';

const FALLBACK: Record<ClassAction, string> = {
  create: messages.createFailed,
  update: messages.updateFailed,
  delete: messages.deleteFailed,
  removeStudent: messages.removeStudentFailed,
};

/**
 * The German message for a failed class action (spec 8 'Classes'). Server
 * messages are English, so only their codes are used.
 */
export function classActionError(error: unknown, action: ClassAction): string {
  if (isNetworkError(error)) return messages.networkError;
  if (!(error instanceof ApiError)) return FALLBACK[action];
  if (error.code === ErrorCode.CLASS_CODE_INVALID) return CLASS_CODE_MESSAGE;
  if (error.code === ErrorCode.NOT_CLASS_OWNER) return messages.noPermission;
  if (error.code === ErrorCode.CLASS_NOT_FOUND) return messages.classNotFound;
  if (action === 'create' && error.status === 401) return messages.notLoggedInCreate;
  return FALLBACK[action];
}

/** The German message for a failed picture upload (413 / 415 from the server). */
export function uploadError(error: unknown, maxBytes: number): string {
  if (isNetworkError(error)) return messages.networkError;
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.FILE_TOO_LARGE || error.status === 413) return messages.fileTooLarge(maxBytes);
    if (error.code === ErrorCode.FILE_TYPE_NOT_ALLOWED || error.status === 415) return messages.notAnImage;
  }
  return messages.uploadFailed;
}

/** What the class view shows when loading fails, and whether retrying can help. */
export type ClassViewError = PageError;

/** Spec 8 class-view errors: not found and no permission are final; anything else may be retried. */
export function classViewError(error: unknown): ClassViewError {
  if (error instanceof ApiError && !isNetworkError(error)) {
    // A malformed id in the address is answered 400 by the API: for the user it is simply not there.
    if (error.code === ErrorCode.CLASS_NOT_FOUND || error.status === 404 || error.code === ErrorCode.VALIDATION_FAILED) {
      return { title: messages.classNotFound, hint: messages.classNotFoundHint, retry: false };
    }
    if (error.code === ErrorCode.NOT_CLASS_OWNER || error.status === 403) {
      return { title: messages.noPermission, hint: messages.noPermissionHint, retry: false };
    }
  }
  return { title: messages.classLoadFailed, hint: isNetworkError(error) ? messages.networkError : undefined, retry: true };
}
