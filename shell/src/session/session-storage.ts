import type { Session } from 'api/client';

/** localStorage key of the stored session (survives reloads, shared by tabs). */
export const SESSION_STORAGE_KEY = 'lernplattform.session';

/** True if `value` has the fields the shell relies on. */
export function isStoredSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return (
    !!s &&
    typeof s === 'object' &&
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number' &&
    !!s.user &&
    typeof s.user === 'object'
  );
}

/** Parses the stored text; null for missing or malformed data. */
export function parseStoredSession(text: string | null): Session | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function loadSession(): Session | null {
  try {
    return parseStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked (private mode): the session then lasts for this page only.
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // ignore
  }
}
