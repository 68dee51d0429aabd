import { ErrorCode } from 'api/client';
import { ApiError, errorText, isNetworkError, uiMessages, type PageError } from '@platform/ui';
import { classActionErrors, classViewErrors, messages } from '../messages';

type ClassAction = 'create' | 'update' | 'delete' | 'removeStudent' | 'renewCode';

const FALLBACK: Record<ClassAction, string> = {
  create: messages.createFailed,
  update: messages.updateFailed,
  delete: messages.deleteFailed,
  removeStudent: messages.removeStudentFailed,
  renewCode: messages.renewCodeFailed,
};

/**
 * The German message for a failed class action (spec 8 'Classes'): errorText with the table
 * `classActionErrors`. The class being gone (deleted in another tab while this dialog was open,
 * spec 8 'Missing data') reads by action.
 */
export function classActionError(error: unknown, action: ClassAction): string {
  const gone = action === 'update' ? messages.noClassDataToEdit : action === 'delete' ? messages.noClassDataToDelete : messages.classNotFound;
  return errorText(error, {
    ...classActionErrors,
    [ErrorCode.CLASS_NOT_FOUND]: gone,
    ...(action === 'create' ? { 401: messages.notLoggedInCreate } : { 404: gone }),
  }, FALLBACK[action]);
}

/** The German message for a failed picture upload (413 / 415 from the server). */
export function uploadError(error: unknown, maxBytes: number): string {
  const tooLarge = messages.fileTooLarge(maxBytes);
  return errorText(error, {
    NETWORK_ERROR: uiMessages.networkError,
    [ErrorCode.FILE_TOO_LARGE]: tooLarge,
    413: tooLarge,
    [ErrorCode.FILE_TYPE_NOT_ALLOWED]: messages.notAnImage,
    415: messages.notAnImage,
    [ErrorCode.STORAGE_UNAVAILABLE]: messages.storageUnavailable,
  }, messages.uploadFailed);
}

/** A class that is not there, for a teacher who has no classes at all (spec 8 'Keine Klassen gefunden'). */
export class NoClassesError extends Error {}

/** What the class view shows when loading fails, and whether retrying can help. */
export type ClassViewError = PageError;

/** Spec 8 class-view errors (the table `classViewErrors`); anything else may be retried. */
export function classViewError(error: unknown): ClassViewError {
  if (error instanceof NoClassesError) return { title: messages.classNotFound, hint: messages.noClassesFound, retry: false };
  return errorText(error, classViewErrors, { title: messages.classLoadFailed, hint: isNetworkError(error) ? uiMessages.networkError : undefined, retry: true });
}

/** What can go wrong with the lessons of a class (spec 8 'Lesson picker' and the list's own actions). */
export type ClassLessonAction = 'load' | 'add' | 'move' | 'visibility' | 'remove';

const LESSON_FALLBACK: Record<Exclude<ClassLessonAction, 'add'>, string> = {
  load: messages.lessonsLoadFailed,
  move: messages.moveLessonFailed,
  visibility: messages.visibilityFailed,
  remove: messages.removeLessonFailed,
};

/** Why a lesson action failed, in German; null when no code says more than the action's own text. */
function lessonErrorDetail(error: unknown): string | null {
  if (isNetworkError(error)) return uiMessages.networkError;
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.NOT_CLASS_OWNER) return messages.noPermission;
  if (error.code === ErrorCode.CLASS_NOT_FOUND) return messages.classNotFound;
  if (error.code === ErrorCode.LESSON_NOT_FOUND || error.code === ErrorCode.LESSON_NOT_IN_CLASS) return messages.lessonNotFound;
  return null;
}

/**
 * The German message for a failed action on a class's lessons. Adding reads
 * 'Fehler beim Hinzufügen der Lektion:' plus the reason (spec 8); the others
 * name the action, followed by the reason when a code gives one.
 */
export function classLessonError(error: unknown, action: ClassLessonAction): string {
  const detail = lessonErrorDetail(error);
  if (action === 'add') return messages.addLessonFailed(detail ?? messages.unexpectedError);
  return detail ? `${LESSON_FALLBACK[action]}: ${detail}` : LESSON_FALLBACK[action];
}

/** A reorder refused because the list changed meanwhile (another tab): reload and say so. */
export function isOrderMismatch(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.ORDER_MISMATCH;
}
