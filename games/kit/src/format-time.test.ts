import { describe, expect, it } from 'vitest';
import { formatTime, toIsoDuration } from './format-time.ts';

describe('formatTime', () => {
  it('shows mm:ss with leading zeros', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(7)).toBe('00:07');
    expect(formatTime(60)).toBe('01:00');
    expect(formatTime(83)).toBe('01:23');
    expect(formatTime(59 * 60 + 59)).toBe('59:59');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatTime(100 * 60 + 5)).toBe('100:05');
  });

  it('drops fractions and treats bad input as zero', () => {
    expect(formatTime(61.9)).toBe('01:01');
    expect(formatTime(-5)).toBe('00:00');
    expect(formatTime(Number.NaN)).toBe('00:00');
  });
});

describe('toIsoDuration', () => {
  it('writes whole seconds as an ISO 8601 duration', () => {
    expect(toIsoDuration(83)).toBe('PT83S');
    expect(toIsoDuration(0)).toBe('PT0S');
    expect(toIsoDuration(-1)).toBe('PT0S');
  });
});
