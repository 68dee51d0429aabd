import { ErrorCode } from 'api/client';
import { ApiError, isNetworkError } from '@platform/ui';
import { messages } from '../messages';

const t = messages.customGames;

/** The German reason of a failed game action (spec 8 'Games'): server messages are English, so codes decide. */
export function gameErrorReason(error: unknown): string {
  if (isNetworkError(error)) return t.network;
  if (!(error instanceof ApiError)) return t.unexpected;
  if (error.code === ErrorCode.VALIDATION_FAILED || error.code === ErrorCode.INPUT_TOO_LONG) return t.invalidInput;
  if (error.code === ErrorCode.INVALID_CHARACTERS) return t.invalidCharacters;
  if (error.code === ErrorCode.IMPORT_FILE_INVALID) return t.importUnreadable;
  if (error.code === ErrorCode.NOT_GAME_OWNER) return t.noPermission;
  if (error.code === ErrorCode.CUSTOM_GAME_NOT_FOUND) return t.notFound;
  return t.unexpected;
}

/** 'Fehler beim Löschen des Spiels:' plus the reason; anything unknown: the unexpected-error text. */
export function deleteGameError(error: unknown): string {
  if (!(error instanceof ApiError) && !isNetworkError(error)) return t.deleteUnexpected;
  return t.deleteFailed(gameErrorReason(error));
}
