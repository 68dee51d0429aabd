import { ApiError } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { classActionError, classLessonError, classViewError, isOrderMismatch, NoClassesError, uploadError } from './class-errors';

const api = (code: string, status: number, message = 'x') => new ApiError(code, status, message);
const FIVE_MB = 5 * 1024 * 1024;

describe('classActionError (spec 8)', () => {
  it('falls back to the action texts', () => {
    expect(classActionError(api('INTERNAL', 500), 'create')).toBe('Fehler beim Erstellen der Klasse.');
    expect(classActionError(api('INTERNAL', 500), 'update')).toBe('Fehler beim Aktualisieren der Klasse.');
    expect(classActionError(api('INTERNAL', 500), 'delete')).toBe('Fehler beim Löschen der Klasse.');
    expect(classActionError(new Error('boom'), 'delete')).toBe('Fehler beim Löschen der Klasse.');
  });
  it('a new invitation code that fails, and text with a NUL character', () => {
    expect(classActionError(api('INTERNAL', 500), 'renewCode')).toBe('Fehler beim Erzeugen des neuen Codes.');
    expect(classActionError(api('NOT_CLASS_OWNER', 403), 'renewCode')).toBe('Du hast keine Berechtigung, diese Klasse zu verwalten');
    expect(classActionError(api('INVALID_CHARACTERS', 400), 'create')).toBe(
      'Der Text enthält ein unzulässiges Zeichen (z. B. ein Nullzeichen). Bitte entfernen und nochmals speichern.',
    );
  });
  it('passes the class-code rule through', () => {
    const error = api('CLASS_CODE_INVALID', 400, 'Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein');
    expect(classActionError(error, 'create')).toBe('Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein');
  });
  it('maps ownership, not found, sign-in and network errors', () => {
    expect(classActionError(api('NOT_CLASS_OWNER', 403), 'update')).toBe('Du hast keine Berechtigung, diese Klasse zu verwalten');
    // Deleted in another tab while the dialog was open (spec 8 'Missing data').
    expect(classActionError(api('CLASS_NOT_FOUND', 404), 'delete')).toBe('Keine Klassendaten zum Löschen verfügbar.');
    expect(classActionError(api('CLASS_NOT_FOUND', 404), 'update')).toBe('Keine Klassendaten zum Bearbeiten verfügbar.');
    expect(classActionError(api('CLASS_NOT_FOUND', 404), 'removeStudent')).toBe('Klasse nicht gefunden');
    expect(classActionError(api('UNAUTHORIZED', 401), 'create')).toBe('Du musst angemeldet sein, um eine Klasse zu erstellen.');
    expect(classActionError(api('NETWORK_ERROR', 0), 'create')).toBe('Netzwerkfehler. Bitte überprüfe deine Internetverbindung.');
  });
});

describe('uploadError', () => {
  it('maps 413 and 415', () => {
    expect(uploadError(api('FILE_TOO_LARGE', 413), FIVE_MB)).toBe('Datei ist zu gross. Maximal 5.0MB.');
    expect(uploadError(api('FILE_TYPE_NOT_ALLOWED', 415), FIVE_MB)).toBe('Bitte wähle eine Bilddatei aus.');
    expect(uploadError(api('INTERNAL', 500), FIVE_MB)).toBe('Upload fehlgeschlagen');
  });
  it('storage that cannot be written (503)', () => {
    expect(uploadError(api('STORAGE_UNAVAILABLE', 503), FIVE_MB)).toBe(
      'Der Dateispeicher ist gerade nicht verfügbar. Es wurde nichts gespeichert; bitte später nochmals versuchen.',
    );
  });
});

describe('classViewError (spec 8 class view)', () => {
  it('not found and a malformed id are final', () => {
    expect(classViewError(api('CLASS_NOT_FOUND', 404))).toMatchObject({ title: 'Klasse nicht gefunden', retry: false });
    expect(classViewError(api('VALIDATION_FAILED', 400))).toMatchObject({ title: 'Klasse nicht gefunden', retry: false });
    expect(classViewError(new NoClassesError())).toMatchObject({ title: 'Klasse nicht gefunden', hint: 'Keine Klassen gefunden', retry: false });
    expect(classViewError(api('UNAUTHORIZED', 401))).toMatchObject({ title: 'Fehler beim Überprüfen der Berechtigung', retry: true });
  });
  it('a foreign class is final', () => {
    expect(classViewError(api('NOT_CLASS_OWNER', 403))).toMatchObject({
      title: 'Du hast keine Berechtigung, diese Klasse zu verwalten',
      retry: false,
    });
  });
  it('anything else can be retried', () => {
    expect(classViewError(api('INTERNAL', 500))).toMatchObject({ title: 'Fehler beim Laden der Klasse', retry: true });
    expect(classViewError(api('NETWORK_ERROR', 0))).toMatchObject({ title: 'Fehler beim Laden der Klasse', retry: true });
  });
});

describe('classLessonError (spec 8 lesson picker and the class lesson list)', () => {
  it("reads 'Fehler beim Hinzufügen der Lektion:' plus a German reason when adding fails", () => {
    expect(classLessonError(api('LESSON_NOT_FOUND', 404, 'Lesson not found'), 'add')).toBe('Fehler beim Hinzufügen der Lektion: Lektion nicht gefunden');
    expect(classLessonError(api('NOT_CLASS_OWNER', 403), 'add')).toBe(
      'Fehler beim Hinzufügen der Lektion: Du hast keine Berechtigung, diese Klasse zu verwalten',
    );
    expect(classLessonError(api('INTERNAL', 500, 'boom'), 'add')).toBe('Fehler beim Hinzufügen der Lektion: Ein unerwarteter Fehler ist aufgetreten');
    expect(classLessonError(api('NETWORK_ERROR', 0), 'add')).toBe(
      'Fehler beim Hinzufügen der Lektion: Netzwerkfehler. Bitte überprüfe deine Internetverbindung.',
    );
  });
  it("loading fails with 'Fehler beim Laden der Lektionen'", () => {
    expect(classLessonError(api('INTERNAL', 500), 'load')).toBe('Fehler beim Laden der Lektionen');
    expect(classLessonError(new Error('x'), 'load')).toBe('Fehler beim Laden der Lektionen');
  });
  it('names the action and adds a reason only when a code gives one', () => {
    expect(classLessonError(api('INTERNAL', 500), 'move')).toBe('Fehler beim Verschieben der Lektion');
    expect(classLessonError(api('LESSON_NOT_IN_CLASS', 404), 'remove')).toBe('Fehler beim Entfernen der Lektion aus der Klasse: Lektion nicht gefunden');
    expect(classLessonError(api('CLASS_NOT_FOUND', 404), 'visibility')).toBe(
      'Fehler beim Ändern der Sichtbarkeit der Lektion: Klasse nicht gefunden',
    );
  });
  it('recognises the 409 of a reorder whose list changed meanwhile', () => {
    expect(isOrderMismatch(api('ORDER_MISMATCH', 409))).toBe(true);
    expect(isOrderMismatch(api('CONFLICT', 409))).toBe(false);
    expect(isOrderMismatch(new Error('ORDER_MISMATCH'))).toBe(false);
  });
});
