import { describe, expect, it } from 'vitest';
import { formatSwissDate, parseSwissDate } from './swiss-date';

describe('de-CH dates (dd.mm.yyyy)', () => {
  it('reads dd.mm.yyyy, d.m.yyyy and dd.mm.yy', () => {
    expect(parseSwissDate('07.03.2025')).toBe('2025-03-07');
    expect(parseSwissDate(' 7.3.2025 ')).toBe('2025-03-07');
    expect(parseSwissDate('29.02.24')).toBe('2024-02-29');
  });
  it('refuses impossible and foreign dates', () => {
    for (const bad of ['31.04.2025', '29.02.2025', '2025-03-07', '03/07/2025', '7.3.', '']) expect(parseSwissDate(bad), bad).toBeNull();
  });
  it('shows ISO dates as dd.mm.yyyy', () => {
    expect(formatSwissDate('2025-03-07')).toBe('07.03.2025');
    expect(formatSwissDate('2025-12-24T10:00:00Z')).toBe('24.12.2025');
    expect(formatSwissDate('')).toBe('');
  });
});
