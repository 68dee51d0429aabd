import { describe, expect, it } from 'vitest';
import { issueSeed, replayRefused, seedRefusal } from './round-binding.ts';

describe("a round's seed from the server", () => {
  it('is an integer in [0, 2^32), the range the kit plays (parseSeed), and differs from round to round', () => {
    const seeds = Array.from({ length: 200 }, issueSeed);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff, String(seed)).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(195);
  });

  it("binds the result to its round: another seed is refused, no seed is replayed with the round's", () => {
    expect(seedRefusal(42, 42)).toBeNull();
    expect(seedRefusal(42, undefined)).toBeNull();
    expect(seedRefusal(42, 43)).toMatch(/another seed/);
    expect(seedRefusal(42, -1)).toMatch(/another seed/);
    // A round drawn before seeds were issued binds nothing.
    expect(seedRefusal(null, 42)).toMatch(/no seed/);
    expect(seedRefusal(null, undefined)).toMatch(/no seed/);
  });

  it('answers a replay without its clock with GAME_ROUND_NO_CLOCK, any other refusal with GAME_RESULT_MISMATCH', () => {
    expect(replayRefused({ kind: 'refused', reason: 'x', noClock: true })).toMatchObject({ code: 'GAME_ROUND_NO_CLOCK', status: 422 });
    expect(replayRefused({ kind: 'refused', reason: 'score differs' })).toMatchObject({ code: 'GAME_RESULT_MISMATCH', status: 422 });
  });
});
