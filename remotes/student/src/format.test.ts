import { describe, expect, it } from 'vitest';
import { teacherName } from './format';

describe('teacherName (the class card)', () => {
  it("falls back to 'Unbekannt' for a missing or blank teacher name", () => {
    expect(teacherName('Dana Muster')).toBe('Dana Muster');
    expect(teacherName('  Dana Muster ')).toBe('Dana Muster');
    expect(teacherName('  ')).toBe('Unbekannt');
    expect(teacherName(null)).toBe('Unbekannt');
    expect(teacherName(undefined)).toBe('Unbekannt');
  });
});
