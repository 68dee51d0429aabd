import { describe, expect, it } from 'vitest';
import { ApiError, errorText, NETWORK_ERROR } from './api-error';
import { uiMessages } from './messages';

const texts = { [NETWORK_ERROR]: uiMessages.networkError, CLASS_NOT_FOUND: 'Klasse nicht gefunden', 413: 'Datei ist zu gross.' };

describe('errorText (API error code → German message)', () => {
  it('the text of the code first, then of the status, else the fallback', () => {
    expect(errorText(new ApiError('CLASS_NOT_FOUND', 404, 'Class not found'), texts, 'Fehler')).toBe('Klasse nicht gefunden');
    expect(errorText(new ApiError('HTTP_413', 413, 'too large'), texts, 'Fehler')).toBe('Datei ist zu gross.');
    expect(errorText(new ApiError('OTHER', 500, 'Class not found'), texts, 'Fehler')).toBe('Fehler');
  });

  it('a request that never reached the server is NETWORK_ERROR; anything else the fallback', () => {
    expect(errorText(new TypeError('Failed to fetch'), texts, 'Fehler')).toBe('Netzwerkfehler. Bitte überprüfe deine Internetverbindung.');
    expect(errorText(new TypeError('Failed to fetch'), {}, 'Fehler')).toBe('Fehler');
    expect(errorText(new Error('boom'), texts, 'Fehler')).toBe('Fehler');
    expect(errorText(undefined, texts, 'Fehler')).toBe('Fehler');
  });

  it('a table of more than texts (a page error per code) is read the same way', () => {
    const pages = { CLASS_NOT_FOUND: { title: 'Klasse nicht gefunden', retry: false }, 401: { title: 'Fehler beim Überprüfen der Berechtigung', retry: true } };
    const fallback = { title: 'Fehler beim Laden der Klasse', retry: true };
    expect(errorText(new ApiError('CLASS_NOT_FOUND', 404, 'x'), pages, fallback)).toEqual({ title: 'Klasse nicht gefunden', retry: false });
    expect(errorText(new ApiError('UNAUTHORIZED', 401, 'x'), pages, fallback).title).toBe('Fehler beim Überprüfen der Berechtigung');
    expect(errorText(new TypeError('Failed to fetch'), pages, fallback)).toBe(fallback);
  });
});
