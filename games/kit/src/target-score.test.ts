import { describe, expect, it } from 'vitest';
import { TARGET_DEFAULT, clampTarget } from './target-score.ts';

describe('clampTarget', () => {
  it('keeps whole numbers between 1 and 100', () => {
    expect(clampTarget(30)).toBe(30);
    expect(clampTarget(0)).toBe(1);
    expect(clampTarget(250)).toBe(100);
    expect(clampTarget(12.6)).toBe(13);
  });

  it('falls back to the default 30 for non-numbers', () => {
    expect(TARGET_DEFAULT).toBe(30);
    expect(clampTarget(Number.NaN)).toBe(30);
  });
});
