import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readColorTokens } from './color-contrast';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const tokens = readColorTokens(css);
const color = (name: string): string => {
  const value = tokens[name];
  if (!value) throw new Error(`missing token ${name}`);
  return value;
};

describe('colour helpers', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#2f4fc4')).toEqual([47, 79, 196]);
    expect(() => parseHex('blue')).toThrow();
  });
  it('computes known contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('design tokens meet WCAG AA', () => {
  // [foreground, background, minimum]: text needs 4.5:1, focus ring and control borders 3:1.
  const pairs: Array<[string, string, number]> = [
    ['--color-text', '--color-bg', 4.5],
    ['--color-text', '--color-surface', 4.5],
    ['--color-text', '--color-surface-muted', 4.5],
    ['--color-text-muted', '--color-surface', 4.5],
    ['--color-text-muted', '--color-bg', 4.5],
    ['--color-text-muted', '--color-surface-muted', 4.5],
    ['--color-on-primary', '--color-primary', 4.5],
    ['--color-on-primary', '--color-primary-hover', 4.5],
    ['--color-primary', '--color-surface', 4.5],
    ['--color-primary', '--color-bg', 4.5],
    ['--color-primary-hover', '--color-primary-soft', 4.5],
    ['--color-primary-hover', '--color-primary-soft-hover', 4.5],
    ['--color-on-danger', '--color-danger', 4.5],
    ['--color-on-danger', '--color-danger-hover', 4.5],
    ['--color-danger', '--color-danger-soft', 4.5],
    ['--color-danger', '--color-surface', 4.5],
    ['--color-success', '--color-success-soft', 4.5],
    ['--color-warning', '--color-warning-soft', 4.5],
    ['--color-warning', '--color-accent-soft', 4.5],
    ['--color-text', '--color-accent-soft', 4.5],
    ['--color-focus', '--color-surface', 3],
    ['--color-focus', '--color-bg', 3],
    ['--color-border-strong', '--color-surface', 3],
  ];
  it.each(pairs)('%s on %s >= %d:1', (fg, bg, min) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(min);
  });
});
