import { describe, expect, it } from 'vitest';
import { teacherName } from './format';
import { messages } from './messages';

describe('student area formatting', () => {
  it("falls back to 'Unbekannt' for a missing teacher name", () => {
    expect(teacherName('Dana Muster')).toBe('Dana Muster');
    expect(teacherName('  ')).toBe('Unbekannt');
    expect(teacherName(null)).toBe('Unbekannt');
  });
  it('greets students with Hallo', () => {
    expect(messages.greeting('Lia')).toBe('Hallo Lia');
    expect(messages.teacher('Unbekannt')).toBe('Lehrperson: Unbekannt');
  });
});
