import { describe, expect, it } from 'vitest';
import { EU_CODES, GERMAN_NAMES } from '@lernplattform/game-kit/eu-countries';
import { HEIGHT, WIDTH, buildEuropeView, europeRegionIds, loadEuropeMap } from './europe.map.ts';

const topology = await loadEuropeMap();
const view = buildEuropeView(topology);
const centroid = (code: string) => {
  const region = view.regions.find((r) => r.id === code);
  if (!region) throw new Error(`no region ${code}`);
  return region.centroid;
};

describe('EU map', () => {
  it('asks in its rules module exactly the regions its view draws (read without projecting, for the server)', () => {
    expect([...europeRegionIds(topology)].sort()).toEqual(view.regions.map((r) => r.id).sort());
  });

  it('has a region with its ISO code for each of the 27 members, and a German name', () => {
    expect(view.regions.map((r) => r.id).sort()).toEqual([...EU_CODES].sort());
    for (const code of EU_CODES) expect(GERMAN_NAMES[code]).toMatch(/^\p{Lu}/u);
    expect(view.context.length).toBeGreaterThan(10); // neighbours drawn for orientation
  });

  it('places the members where they are: Spain west and south of Germany, Finland north of Italy', () => {
    expect(centroid('ES').x).toBeLessThan(centroid('DE').x);
    expect(centroid('ES').y).toBeGreaterThan(centroid('DE').y); // screen y grows downwards
    expect(centroid('FI').y).toBeLessThan(centroid('IT').y);
  });

  it('shows France without its overseas departments, and Malta and Cyprus on the map', () => {
    for (const code of ['FR', 'MT', 'CY', 'PT', 'FI']) {
      const { x, y } = centroid(code);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(HEIGHT);
    }
  });
});
