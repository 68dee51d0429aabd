import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// Only the messages that compute something (plural, unit conversion); fixed texts are not restated here.
describe('teacher area messages with numbers', () => {
  it('says "1 Lektion" but "0 Lektionen" and "2 Lektionen"', () => {
    expect(messages.lessons(1)).toBe('1 Lektion');
    expect(messages.lessons(0)).toBe('0 Lektionen');
    expect(messages.lessons(2)).toBe('2 Lektionen');
  });
  it('gives the size limit in MB with one decimal', () => {
    expect(messages.fileTooLarge(5 * 1024 * 1024)).toBe('Datei ist zu gross. Maximal 5.0MB.');
    expect(messages.fileTooLarge(1_572_864)).toBe('Datei ist zu gross. Maximal 1.5MB.');
  });
});
