import { describe, expect, it } from 'vitest';
import { classMonogram, placeholderVariant } from './class-media';

describe('class placeholders', () => {
  it('uses a short class code, else the first letters of the name', () => {
    expect(classMonogram('4b Mathematik', 'ma4b')).toBe('MA4B');
    expect(classMonogram('6a Deutsch', null)).toBe('6D');
    expect(classMonogram('Wahlfach Informatik Oberstufe', 'INFORMATIK')).toBe('WI');
    expect(classMonogram('Chor', '')).toBe('C');
    expect(classMonogram('   ', null)).toBe('?');
  });
  it('keeps one colour per class', () => {
    const id = '6f1c2d1e-0000-4000-8000-000000000001';
    expect(placeholderVariant(id)).toBe(placeholderVariant(id));
    expect(placeholderVariant(id)).toBeGreaterThanOrEqual(0);
    expect(placeholderVariant(id)).toBeLessThan(4);
  });
});
