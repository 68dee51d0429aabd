import { messages as t } from './messages';

/** What the admin screens need of a failed call: the API's stable code and its message. */
export interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

type KnownCode = keyof typeof t.errors;

/**
 * A clear German explanation of a failed admin call. Codes the admin can act
 * on (LAST_ADMIN, CANNOT_CHANGE_OWN_ROLE, ...) get their own sentence; anything
 * else shows the server's message, or a generic one when there is none.
 */
export function explainAdminError(error: unknown): string {
  const { code, message } = (error ?? {}) as ErrorLike;
  if (typeof code === 'string' && code !== 'unexpected' && code in t.errors) return t.errors[code as KnownCode];
  if (error instanceof TypeError) return t.errors.NETWORK_ERROR; // fetch failed before reaching the server
  if (typeof message === 'string' && message.trim()) return message.trim();
  return t.errors.unexpected;
}

/** A spec 8 admin error: the fixed prefix ('Fehler beim Speichern:' ...) plus the explanation. */
export function adminErrorText(prefix: string, error: unknown): string {
  return `${prefix} ${explainAdminError(error)}`;
}
