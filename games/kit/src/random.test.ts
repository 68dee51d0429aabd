import { describe, expect, it } from 'vitest';
import { nextInt, nextRandom, parseSeed, shuffle } from './random.ts';

describe('nextRandom (mulberry32)', () => {
  it('is deterministic for a seed and stays in [0, 1)', () => {
    let a = 42;
    let b = 42;
    for (let i = 0; i < 1000; i++) {
      let x: number;
      let y: number;
      [x, a] = nextRandom(a);
      [y, b] = nextRandom(b);
      expect(x).toBe(y);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('matches the reference mulberry32 sequence', () => {
    // Reference: the classic closure form of mulberry32.
    function reference(seed: number) {
      let a = seed;
      return () => {
        a |= 0;
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    const ref = reference(123);
    let state = 123;
    for (let i = 0; i < 20; i++) {
      let value: number;
      [value, state] = nextRandom(state);
      expect(value).toBe(ref());
    }
  });

  it('gives different sequences for different seeds', () => {
    expect(nextRandom(1)[0]).not.toBe(nextRandom(2)[0]);
  });
});

describe('nextInt', () => {
  it('stays within [0, max)', () => {
    let state = 7;
    for (let i = 0; i < 500; i++) {
      let value: number;
      [value, state] = nextInt(state, 4);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(4);
    }
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = Array.from({ length: 27 }, (_, i) => i);
    const [output] = shuffle(input, 99);
    expect(input).toEqual(Array.from({ length: 27 }, (_, i) => i));
    expect([...output].sort((x, y) => x - y)).toEqual(input);
    expect(output).not.toEqual(input);
  });

  it('is deterministic for a seed', () => {
    expect(shuffle([1, 2, 3, 4, 5, 6], 5)).toEqual(shuffle([1, 2, 3, 4, 5, 6], 5));
  });
});

describe('parseSeed', () => {
  it('accepts unsigned 32-bit integers', () => {
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(' 4294967295 ')).toBe(4294967295);
  });

  it('rejects everything else', () => {
    for (const bad of [null, undefined, '', 'abc', '-1', '1.5', '4294967296', '1e3']) {
      expect(parseSeed(bad)).toBeUndefined();
    }
  });
});
