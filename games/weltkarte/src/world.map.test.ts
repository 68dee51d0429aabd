import { describe, expect, it } from 'vitest';
import { germanCountryName } from '@lernplattform/game-kit/map-logic';
import { WORLD_PARTS, buildWorldView, loadWorldMap, worldRegionIds } from './world.map.ts';

const topology = await loadWorldMap();
const views = Object.fromEntries(WORLD_PARTS.map((part) => [part, buildWorldView(topology, part)]));
const ids = (part: string) => views[part]!.regions.map((r) => r.id);
const centroid = (part: string, code: string) => {
  const region = views[part]!.regions.find((r) => r.id === code);
  if (!region) throw new Error(`no region ${code} in ${part}`);
  return region.centroid;
};

describe('world map', () => {
  it.each(WORLD_PARTS)('asks in its rules module exactly the regions the view of %s draws (read without projecting, for the server)', (part) => {
    expect([...worldRegionIds(topology, part)].sort()).toEqual([...ids(part)].sort());
  });

  it('asks the sovereign states of the world, each with its ISO code, a drawn shape and a German name', () => {
    const world = views['welt']!;
    expect(world.regions.length).toBeGreaterThan(185);
    for (const region of world.regions) {
      expect(region.id).toMatch(/^[A-Z]{2}$/);
      expect(region.path.length, region.id).toBeGreaterThan(10);
      expect(germanCountryName(region.id)).toMatch(/^\p{Lu}/u);
    }
    // Small states keep their shape after simplification.
    for (const code of ['MT', 'LI', 'SM', 'VA', 'MC', 'AD', 'LU', 'SG', 'NR', 'TO']) expect(ids('welt')).toContain(code);
    // Territories are drawn but not asked.
    expect(ids('welt')).not.toContain('GL');
    expect(germanCountryName('CH')).toBe('Schweiz');
  });

  it('splits the world into the parts of the start overlay', () => {
    expect(ids('europa')).toEqual(expect.arrayContaining(['CH', 'DE', 'FR', 'RU', 'IS', 'MT']));
    expect(ids('europa')).not.toContain('BR');
    expect(ids('afrika')).toEqual(expect.arrayContaining(['EG', 'ZA', 'NG', 'MA']));
    expect(ids('asien')).toEqual(expect.arrayContaining(['CN', 'IN', 'JP']));
    expect(ids('amerika')).toEqual(expect.arrayContaining(['US', 'CA', 'BR', 'AR', 'MX']));
    expect(ids('ozeanien')).toEqual(expect.arrayContaining(['AU', 'NZ', 'FJ', 'TO']));
    for (const part of WORLD_PARTS.filter((p) => p !== 'welt')) {
      for (const code of ids(part)) expect(ids('welt'), `${part}: ${code}`).toContain(code);
    }
  });

  it('places countries where they are: Spain west and south of Germany, Finland north of Italy', () => {
    for (const part of ['welt', 'europa']) {
      expect(centroid(part, 'ES').x).toBeLessThan(centroid(part, 'DE').x);
      expect(centroid(part, 'ES').y).toBeGreaterThan(centroid(part, 'DE').y);
      expect(centroid(part, 'FI').y).toBeLessThan(centroid(part, 'IT').y);
    }
    expect(centroid('amerika', 'CA').y).toBeLessThan(centroid('amerika', 'BR').y);
  });
});
