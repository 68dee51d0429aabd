import { ApiError } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage, signupErrorMessage, UNEXPECTED_STATE } from './error-messages';
import { loginRedirectPath, sanitizeRedirect } from './redirect';
import { isExpired, REFRESH_WINDOW_SECONDS, shouldRefresh } from './refresh-timing';

const api = (code: string, status: number, message = 'x') => new ApiError(code, status, message);

describe('signupErrorMessage (spec 8 sign-up mapping)', () => {
  it.each([
    [api('EMAIL_TAKEN', 409), 'Diese E-Mail-Adresse ist bereits registriert.'],
    [api('CONFLICT', 409), 'Diese E-Mail-Adresse ist bereits registriert.'],
    [api('HTTP_422', 422), 'Diese E-Mail-Adresse ist bereits registriert.'],
    [api('INVALID_EMAIL', 400), 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    [api('WEAK_PASSWORD', 400), 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    [api('RATE_LIMITED', 429), 'Zu viele Anmeldeversuche. Bitte warte einen Moment.'],
    [api('HTTP_429', 429), 'Zu viele Anmeldeversuche. Bitte warte einen Moment.'],
    [api('NETWORK_ERROR', 0), 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.'],
    [new TypeError('Failed to fetch'), 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.'],
    [api(UNEXPECTED_STATE, 0), 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.'],
    [api('VALIDATION_FAILED', 400), 'Registrierung fehlgeschlagen. Bitte versuche es erneut.'],
    [api('INTERNAL', 500), 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.'],
    [new Error('boom'), 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.'],
    [undefined, 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.'],
  ])('%o -> %s', (error, text) => {
    expect(signupErrorMessage(error)).toBe(text);
  });
});

describe('loginErrorMessage', () => {
  it.each([
    [api('INVALID_CREDENTIALS', 400, 'Invalid login credentials'), 'E-Mail oder Passwort ist falsch.'],
    [api('PROFILE_CREATE_FAILED', 500), 'Profil konnte nicht erstellt werden.'],
    [api('EMAIL_NOT_CONFIRMED', 400), 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir dazu einen Link geschickt.'],
    [api('RATE_LIMITED', 429), 'Zu viele Anmeldeversuche. Bitte warte einen Moment.'],
    [new TypeError('Failed to fetch'), 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.'],
    [api('INTERNAL', 500), 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.'],
    [api('DATABASE_UNAVAILABLE', 503), 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es in einem Moment erneut.'],
    [new Error('?'), 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.'],
  ])('%o -> %s', (error, text) => {
    expect(loginErrorMessage(error)).toBe(text);
  });

  it("says 'Benutzername' to someone who signed in with a username (a child without e-mail), 'E-Mail' otherwise", () => {
    const wrong = api('INVALID_CREDENTIALS', 400, 'Invalid login credentials');
    expect(loginErrorMessage(wrong, 'lea.keller7')).toBe('Benutzername oder Passwort ist falsch.');
    expect(loginErrorMessage(wrong, 'lea@schule.ch')).toBe('E-Mail oder Passwort ist falsch.');
    expect(loginErrorMessage(api('RATE_LIMITED', 429), 'lea.keller7')).toBe('Zu viele Anmeldeversuche. Bitte warte einen Moment.');
  });
});

describe('sanitizeRedirect', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(sanitizeRedirect('/teacher/dashboard')).toBe('/teacher/dashboard');
    expect(sanitizeRedirect('/teacher/classes/1?tab=lessons#top')).toBe('/teacher/classes/1?tab=lessons#top');
    expect(sanitizeRedirect('/games/eu-flaggen')).toBe('/games/eu-flaggen');
  });
  it.each([
    null,
    undefined,
    '',
    'teacher/dashboard',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/login?redirect=/x',
    '/signup',
  ])('rejects %o', (value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });
  it('keeps encoded characters encoded (still a same-origin path)', () => {
    expect(sanitizeRedirect('/%0a//evil')).toBe('/%0a//evil');
  });
  it('rejects protocol-relative and absolute targets outright', () => {
    expect(sanitizeRedirect('//evil.example/x')).toBeNull();
    expect(sanitizeRedirect('/\\evil.example')).toBeNull();
    expect(sanitizeRedirect('https://evil.example/')).toBeNull();
    expect(sanitizeRedirect('/\t/evil.example')).toBeNull();
  });
});

describe('loginRedirectPath', () => {
  it('encodes the full target path with its query', () => {
    expect(loginRedirectPath('/teacher/dashboard')).toBe('/login?redirect=%2Fteacher%2Fdashboard');
    expect(loginRedirectPath('/teacher/classes/7', '?a=1&b=2')).toBe(
      '/login?redirect=%2Fteacher%2Fclasses%2F7%3Fa%3D1%26b%3D2',
    );
  });
  it('round-trips through URLSearchParams and sanitizeRedirect', () => {
    const target = '/student/classes/3?x=%C3%BC&y=1';
    const login = new URL(loginRedirectPath('/student/classes/3', '?x=%C3%BC&y=1'), 'https://a.invalid');
    expect(sanitizeRedirect(login.searchParams.get('redirect'))).toBe(target);
  });
});

describe('refresh timing (check every 30 s, refresh within 3 checks)', () => {
  const now = 1_700_000_000_000;
  const nowS = now / 1000;
  it('has a 90 s window', () => {
    expect(REFRESH_WINDOW_SECONDS).toBe(90);
  });
  it('refreshes when expires_at - now <= 90 s', () => {
    expect(shouldRefresh(nowS + 91, now)).toBe(false);
    expect(shouldRefresh(nowS + 90, now)).toBe(true);
    expect(shouldRefresh(nowS + 30, now)).toBe(true);
    expect(shouldRefresh(nowS - 10, now)).toBe(true);
    expect(shouldRefresh(nowS + 3600, now)).toBe(false);
  });
  it('knows when a token is expired', () => {
    expect(isExpired(nowS, now)).toBe(true);
    expect(isExpired(nowS + 1, now)).toBe(false);
  });
});
