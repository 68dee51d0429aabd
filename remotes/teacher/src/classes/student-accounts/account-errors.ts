import { ErrorCode } from 'api/client';
import { ApiError, isNetworkError } from '@platform/ui';
import { messages } from '../../messages';
import { accountMessages as t } from './messages';

/** The German text for a failed 'Konten erstellen' or 'Passwort zurücksetzen' (by the API's stable codes). */
export function accountError(error: unknown, action: 'create' | 'reset'): string {
  if (isNetworkError(error)) return messages.networkError;
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.TOO_MANY_STUDENTS) return t.tooMany;
    if (error.code === ErrorCode.NO_STUDENT_NAMES) return t.noNames;
    if (error.code === ErrorCode.RATE_LIMITED || error.status === 429) return t.rateLimited;
    if (error.code === ErrorCode.NOT_CLASS_OWNER) return t.noPermission;
    if (error.code === ErrorCode.NOT_A_USERNAME_ACCOUNT) return t.notUsernameAccount;
    if (error.code === ErrorCode.STUDENT_NOT_IN_CLASS) return t.notInClass;
  }
  return action === 'create' ? t.createFailed : t.resetFailed;
}
