import { ApiError } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { joinErrorMessage, normalizeJoinCode, studentClassViewError } from './join-code';

const api = (code: string, status: number, message = 'x') => new ApiError(code, status, message);

describe('normalizeJoinCode (spec 5)', () => {
  it('trims and uppercases', () => {
    expect(normalizeJoinCode('  k7m4qx  ')).toBe('K7M4QX');
    expect(normalizeJoinCode('\tAbC12\n')).toBe('ABC12');
    expect(normalizeJoinCode('   ')).toBe('');
  });
});

describe('joinErrorMessage (spec 8)', () => {
  it('maps not found and already enrolled by code', () => {
    expect(joinErrorMessage(api('CLASS_NOT_FOUND', 404, 'Class not found'))).toBe(
      'Klasse mit diesem Code nicht gefunden. Bitte prüfe den Code.',
    );
    expect(joinErrorMessage(api('ALREADY_ENROLLED', 409, 'Already enrolled in this class'))).toBe(
      'Du bist bereits in dieser Klasse eingeschrieben.',
    );
  });
  it('too many wrong codes: wait a minute (429)', () => {
    expect(joinErrorMessage(api('RATE_LIMITED', 429, 'Too many requests'))).toBe('Zu viele falsche Codes. Bitte warte eine Minute und versuche es dann nochmals.');
  });
  it('falls back to the German default, never an English server text', () => {
    expect(joinErrorMessage(api('VALIDATION_FAILED', 400, 'code: Too small'))).toBe('Fehler beim Beitreten der Klasse.');
    expect(joinErrorMessage(new Error('boom'))).toBe('Fehler beim Beitreten der Klasse.');
    expect(joinErrorMessage(api('UNAUTHORIZED', 401))).toBe('Du musst angemeldet sein, um einer Klasse beizutreten.');
    expect(joinErrorMessage(api('NETWORK_ERROR', 0))).toBe('Netzwerkfehler. Bitte überprüfe deine Internetverbindung.');
  });
});

describe('studentClassViewError (spec 8 class view)', () => {
  it('not enrolled and not found are final', () => {
    expect(studentClassViewError(api('NOT_ENROLLED', 403))).toMatchObject({
      title: 'Keine Klassenzugehörigkeit gefunden',
      hint: expect.stringContaining('Du bist nicht in dieser Klasse eingeschrieben.'),
      retry: false,
    });
    expect(studentClassViewError(api('CLASS_NOT_FOUND', 404))).toMatchObject({ title: 'Klasse nicht gefunden', retry: false });
    expect(studentClassViewError(api('VALIDATION_FAILED', 400))).toMatchObject({ title: 'Klasse nicht gefunden', retry: false });
  });
  it('anything else can be retried', () => {
    expect(studentClassViewError(api('INTERNAL', 500))).toMatchObject({ title: 'Fehler beim Laden der Klasse', retry: true });
    expect(studentClassViewError(api('UNAUTHORIZED', 401))).toMatchObject({ title: 'Fehler beim Überprüfen der Berechtigung', retry: true });
  });
});
