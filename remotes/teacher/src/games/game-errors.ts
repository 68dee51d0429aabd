import { ErrorCode } from 'api/client';
import { ApiError, errorText, isNetworkError, NETWORK_ERROR, uiMessages } from '@platform/ui';
import { messages } from '../messages';

const t = messages.customGames;

/** The German reason of a failed game action (spec 8 'Games'): server messages are English, so codes decide. */
export function gameErrorReason(error: unknown): string {
  return errorText(error, {
    [NETWORK_ERROR]: uiMessages.networkError,
    [ErrorCode.VALIDATION_FAILED]: t.invalidInput,
    [ErrorCode.INPUT_TOO_LONG]: t.invalidInput,
    [ErrorCode.INVALID_CHARACTERS]: t.invalidCharacters,
    [ErrorCode.IMPORT_FILE_INVALID]: t.importUnreadable,
    [ErrorCode.NOT_GAME_OWNER]: t.noPermission,
    [ErrorCode.CUSTOM_GAME_NOT_FOUND]: t.notFound,
  }, t.unexpected);
}

/** 'Fehler beim Löschen des Spiels:' plus the reason; anything unknown: the unexpected-error text. */
export function deleteGameError(error: unknown): string {
  if (!(error instanceof ApiError) && !isNetworkError(error)) return t.deleteUnexpected;
  return t.deleteFailed(gameErrorReason(error));
}
