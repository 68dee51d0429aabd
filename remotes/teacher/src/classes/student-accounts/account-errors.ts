import { ErrorCode } from 'api/client';
import { errorText, NETWORK_ERROR, uiMessages } from '@platform/ui';
import { accountMessages as t } from './messages';

/** The German text for a failed 'Konten erstellen', 'Passwort zurücksetzen' or 'Zurücksetzen anfragen' (by the API's stable codes). */
export function accountError(error: unknown, action: 'create' | 'reset' | 'request'): string {
  return errorText(error, {
    [NETWORK_ERROR]: uiMessages.networkError,
    [ErrorCode.TOO_MANY_STUDENTS]: t.tooMany,
    [ErrorCode.NO_STUDENT_NAMES]: t.noNames,
    [ErrorCode.RATE_LIMITED]: t.rateLimited,
    429: t.rateLimited,
    [ErrorCode.NOT_CLASS_OWNER]: t.noPermission,
    [ErrorCode.NOT_A_USERNAME_ACCOUNT]: t.notUsernameAccount,
    [ErrorCode.STUDENT_NOT_IN_CLASS]: t.notInClass,
    [ErrorCode.STUDENT_ACCOUNT_NOT_CREATOR]: t.notCreator,
    [ErrorCode.CONFLICT]: t.alreadyCreator,
  }, action === 'create' ? t.createFailed : action === 'reset' ? t.resetFailed : t.requestFailed);
}
