import { describe, expect, it } from 'vitest';
import { formatDate } from '@platform/ui';
import { messages } from './messages';

describe('teacher area formatting', () => {
  it('formats dates de-DE', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('7.3.2025');
    expect(formatDate('nonsense')).toBe('');
  });
  it('counts students and lessons in German', () => {
    expect(messages.students(1)).toBe('Lernende: 1');
    expect(messages.students(21)).toBe('Lernende: 21');
    expect(messages.lessons(1)).toBe('1 Lektion');
    expect(messages.lessons(0)).toBe('0 Lektionen');
  });
  it('greets teachers with Ciao', () => {
    expect(messages.greeting('Tina')).toBe('Ciao Tina');
  });
  it('asks before deleting a class with the spec text', () => {
    expect(messages.deleteConfirm('5a Geografie')).toBe(
      'Möchtest du die Klasse "5a Geografie" wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
    );
  });
  it("formats the size limit as 'Maximal X.XMB.'", () => {
    expect(messages.fileTooLarge(5 * 1024 * 1024)).toBe('Datei ist zu gross. Maximal 5.0MB.');
    expect(messages.fileTooLarge(3_145_728)).toBe('Datei ist zu gross. Maximal 3.0MB.');
  });
  it('lists the subscription features with the student limit', () => {
    expect(messages.features(30)).toEqual([
      'Unbegrenzte Lektionen',
      'Alle Premium-Funktionen bleiben erhalten',
      'Eigene Spiele erstellen',
      'Bis zu 30 Lernende pro Klasse',
    ]);
  });
});
