import { describe, expect, it } from 'vitest';
import { parseStandaloneSettings } from './standalone-settings.ts';

describe('parseStandaloneSettings', () => {
  it('reads the target score and the part of the map the page fixes', () => {
    expect(parseStandaloneSettings(new URLSearchParams('seed=5&target=27&parentOrigin=x'))).toEqual({ target: 27 });
    expect(parseStandaloneSettings(new URLSearchParams('region=welt'))).toEqual({ region: 'welt' });
    expect(parseStandaloneSettings(new URLSearchParams('target=1&region=europa'))).toEqual({ target: 1, region: 'europa' });
  });

  it("plays a round the platform counts (?start=1) from the start overlay, as a lesson does, also without a setting", () => {
    expect(parseStandaloneSettings(new URLSearchParams('seed=5&start=1'))).toEqual({});
    expect(parseStandaloneSettings(new URLSearchParams('seed=5&start=1&target=3'))).toEqual({ target: 3 });
  });

  it('fixes nothing without them or with values no game takes (the page plays freely)', () => {
    expect(parseStandaloneSettings(new URLSearchParams('seed=5'))).toBeUndefined();
    for (const bad of ['target=0', 'target=101', 'target=1.5', 'target=-3', 'target=', 'region=Welt', 'region=a%20b', `region=${'x'.repeat(41)}`]) {
      expect(parseStandaloneSettings(new URLSearchParams(bad)), bad).toBeUndefined();
    }
  });
});
