import { describe, expect, it } from 'vitest';
import { CANTON_CODES, CANTON_NAMES } from './cantons.ts';

describe('cantons', () => {
  it('lists the 26 cantons once each, in the Federal Statistical Office order', () => {
    expect(CANTON_CODES).toHaveLength(26);
    expect(new Set(CANTON_CODES).size).toBe(26);
    expect(CANTON_CODES.slice(0, 3)).toEqual(['ZH', 'BE', 'LU']);
    expect(CANTON_CODES.at(-1)).toBe('JU');
  });

  it('has a distinct German name for every canton (answer options stay distinct)', () => {
    expect(Object.keys(CANTON_NAMES).sort()).toEqual([...CANTON_CODES].sort());
    expect(new Set(Object.values(CANTON_NAMES)).size).toBe(26);
    expect(CANTON_NAMES).toMatchObject({ FR: 'Freiburg', TI: 'Tessin', VD: 'Waadt', VS: 'Wallis', NE: 'Neuenburg', GE: 'Genf' });
  });
});
