import { ApiError } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { accountError } from './account-errors';
import { accountMessages } from './messages';

const api = (code: string, status: number) => new ApiError(code, status, 'x');

describe('accountError (issue 22: stable codes → German)', () => {
  it('maps the limits, the rate limit and permissions', () => {
    expect(accountError(api('TOO_MANY_STUDENTS', 400), 'create')).toBe(
      'Es können höchstens 60 Accounts auf einmal erstellt werden. Bitte teile die Liste auf.',
    );
    expect(accountError(api('NO_STUDENT_NAMES', 400), 'create')).toBe('Bitte gib mindestens einen Namen ein.');
    expect(accountError(api('RATE_LIMITED', 429), 'reset')).toBe('Zu viele Anfragen. Bitte warte eine Minute und versuche es dann erneut.');
    expect(accountError(api('NOT_CLASS_OWNER', 403), 'create')).toBe('Du kannst nur in deinen eigenen Klassen Lernende erfassen.');
    expect(accountError(api('NOT_A_USERNAME_ACCOUNT', 409), 'reset')).toBe(
      'Diese Person meldet sich mit ihrer E-Mail-Adresse an und setzt ihr Passwort selbst.',
    );
  });
  it('a reset refused to a teacher who did not create the account points to the request (security finding 10)', () => {
    expect(accountError(api('STUDENT_ACCOUNT_NOT_CREATOR', 403), 'reset')).toBe(
      'Nur die Lehrperson, die diesen Zugang erstellt hat, kann das Passwort zurücksetzen. Du kannst das Zurücksetzen bei ihr anfragen.',
    );
    expect(accountError(new Error('boom'), 'request')).toBe('Die Anfrage konnte nicht gesendet werden.');
  });
  it('falls back per action and says that nothing was saved', () => {
    expect(accountError(api('INTERNAL', 500), 'create')).toBe('Die Accounts konnten nicht erstellt werden. Es wurde nichts gespeichert.');
    expect(accountError(new Error('boom'), 'reset')).toBe('Das Passwort konnte nicht zurückgesetzt werden.');
  });
  it('uses Swiss spelling (no ß) and the fixed labels', () => {
    const texts = Object.values(accountMessages).map((v) => (typeof v === 'function' ? (v as (a: never) => string)('X' as never) : v));
    for (const text of texts) expect(text).not.toContain('ß');
    expect(accountMessages.namesLabel).toBe('Namen (einer pro Zeile)');
    expect(accountMessages.submit).toBe('Konten erstellen');
    expect(accountMessages.printCards).toBe('Zugangskarten drucken');
    expect(accountMessages.resetPassword).toBe('Passwort zurücksetzen');
    expect(accountMessages.requestReset).toBe('Zurücksetzen anfragen');
    expect(accountMessages.requestedBy('Beat Brunner')).toBe('Zurücksetzen angefragt von Beat Brunner');
    expect(accountMessages.alsoInClass('5a', 'Beat Brunner')).toBe('Auch in der Klasse «5a» von Beat Brunner');
  });
});
