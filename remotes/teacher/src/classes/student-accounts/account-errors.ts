import { ErrorCode } from 'api/client';
import { errorText, NETWORK_ERROR, uiMessages } from '@platform/ui';
import { accountMessages as t } from './messages';

/** The German text for a failed 'Konten erstellen' or 'Passwort zurücksetzen' (by the API's stable codes). */
export function accountError(error: unknown, action: 'create' | 'reset'): string {
  return errorText(error, {
    [NETWORK_ERROR]: uiMessages.networkError,
    [ErrorCode.TOO_MANY_STUDENTS]: t.tooMany,
    [ErrorCode.NO_STUDENT_NAMES]: t.noNames,
    [ErrorCode.RATE_LIMITED]: t.rateLimited,
    429: t.rateLimited,
    [ErrorCode.NOT_CLASS_OWNER]: t.noPermission,
    [ErrorCode.NOT_A_USERNAME_ACCOUNT]: t.notUsernameAccount,
    [ErrorCode.STUDENT_NOT_IN_CLASS]: t.notInClass,
  }, action === 'create' ? t.createFailed : t.resetFailed);
}
