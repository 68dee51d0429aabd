import { errorText } from '@platform/ui';
import { messages as t } from './messages';

/** What the admin screens need of a failed call: the API's stable code and its message. */
export interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/**
 * A clear German explanation of a failed admin call (errorText with the admin's table,
 * `messages.errors`). Codes the admin can act on (LAST_ADMIN, CANNOT_CHANGE_OWN_ROLE, ...)
 * get their own sentence; anything else gets the generic German sentence (the API's messages
 * are English, for logs and developers, and never shown to users).
 */
export function explainAdminError(error: unknown): string {
  const text = errorText(error, t.errors, t.errors.unexpected);
  if (text === t.errors.unexpected && error instanceof Error) console.warn('[admin] unexpected error:', (error as ErrorLike).code, error.message);
  return text;
}

/**
 * The game registry's refusals ('Prüfen', versions) come with a German reason from the API
 * (what the bundle lacks): shown as they are; anything else as explainAdminError says.
 */
export function gameRegistryErrorText(prefix: string, error: unknown): string {
  const { code, message } = (error ?? {}) as ErrorLike;
  if (typeof code === 'string' && code.startsWith('GAME_') && typeof message === 'string' && message.trim()) return `${prefix} ${message}`;
  return adminErrorText(prefix, error);
}

/** A spec 8 admin error: the fixed prefix ('Fehler beim Speichern:' ...) plus the explanation. */
export function adminErrorText(prefix: string, error: unknown): string {
  return `${prefix} ${explainAdminError(error)}`;
}

/**
 * The API could not confirm the admin role (the session ended, or the role was taken away meanwhile):
 * spec 8 'Fehler beim Überprüfen der Berechtigung' instead of a data-loading error.
 */
export function isPermissionCheckError(error: unknown): boolean {
  const { code, status } = (error ?? {}) as ErrorLike & { status?: unknown };
  return status === 401 || status === 403 || code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}
