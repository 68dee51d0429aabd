import { describe, expect, it } from 'vitest';
import { EU_CODES, GERMAN_NAMES } from './eu-countries.ts';

describe('EU countries', () => {
  it('lists the 27 member states once each', () => {
    expect(EU_CODES).toHaveLength(27);
    expect(new Set(EU_CODES).size).toBe(27);
  });

  it('has the common German name of every member state', () => {
    expect(GERMAN_NAMES).toEqual({
      AT: 'Österreich',
      BE: 'Belgien',
      BG: 'Bulgarien',
      CY: 'Zypern',
      CZ: 'Tschechien',
      DE: 'Deutschland',
      DK: 'Dänemark',
      EE: 'Estland',
      ES: 'Spanien',
      FI: 'Finnland',
      FR: 'Frankreich',
      GR: 'Griechenland',
      HR: 'Kroatien',
      HU: 'Ungarn',
      IE: 'Irland',
      IT: 'Italien',
      LT: 'Litauen',
      LU: 'Luxemburg',
      LV: 'Lettland',
      MT: 'Malta',
      NL: 'Niederlande',
      PL: 'Polen',
      PT: 'Portugal',
      RO: 'Rumänien',
      SE: 'Schweden',
      SI: 'Slowenien',
      SK: 'Slowakei',
    });
  });

  it('has no two countries with the same name (answer options stay distinct)', () => {
    expect(new Set(Object.values(GERMAN_NAMES)).size).toBe(27);
  });
});
