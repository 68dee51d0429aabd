import { describe, expect, it } from 'vitest';
import { CANTONS, cantonName } from './cantons.ts';
import { HEIGHT, WIDTH, buildCantonsView, cantonRegionIds, loadCantonsMap } from './cantons.map.ts';

const topology = await loadCantonsMap();
const view = buildCantonsView(topology);
const centroid = (code: string) => {
  const region = view.regions.find((r) => r.id === code);
  if (!region) throw new Error(`no region ${code}`);
  return region.centroid;
};

describe('cantons map', () => {
  it('asks in its rules module exactly the regions its view draws (read without projecting, for the server)', () => {
    expect([...cantonRegionIds(topology)].sort()).toEqual(view.regions.map((r) => r.id).sort());
  });

  it('has a region for each of the 26 cantons, named in German', () => {
    expect(view.regions.map((r) => r.id).sort()).toEqual(CANTONS.map(([code]) => code).sort());
    for (const region of view.regions) {
      expect(region.path.length).toBeGreaterThan(20);
      expect(cantonName(region.id)).not.toBe(region.id);
    }
    expect(cantonName('GE')).toBe('Genf');
    expect(cantonName('TI')).toBe('Tessin');
  });

  it('places the cantons where they are: Genf west of Zürich, Tessin south of Uri', () => {
    expect(centroid('GE').x).toBeLessThan(centroid('ZH').x);
    // Screen y grows downwards.
    expect(centroid('TI').y).toBeGreaterThan(centroid('UR').y);
    expect(centroid('BS').y).toBeLessThan(centroid('BE').y);
  });

  it('fits Switzerland into the map and draws the lakes', () => {
    for (const region of view.regions) {
      expect(region.centroid.x).toBeGreaterThan(0);
      expect(region.centroid.x).toBeLessThan(WIDTH);
      expect(region.centroid.y).toBeGreaterThan(0);
      expect(region.centroid.y).toBeLessThan(HEIGHT);
    }
    expect(view.overlays.length).toBeGreaterThanOrEqual(10);
  });
});
