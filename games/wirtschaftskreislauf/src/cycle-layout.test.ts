import { describe, expect, it } from 'vitest';
import { POOL_SLOTS, ZONE_RECTS, itemRect, zoneAt } from './cycle-layout.ts';
import { ZONE_IDS } from './cycle-model.ts';

describe('canvas layout', () => {
  it('finds the zone under an item dropped on or near it', () => {
    for (const zone of ZONE_IDS) {
      const r = ZONE_RECTS[zone];
      expect(zoneAt({ x: r.x + r.w / 2, y: r.y + r.h / 2 })).toBe(zone);
      expect(zoneAt({ x: r.x - 10, y: r.y - 10 })).toBe(zone); // slack for fingers
    }
  });

  it('finds no zone over the actors or the pool', () => {
    expect(zoneAt({ x: 100, y: 250 })).toBeNull();
    expect(zoneAt({ x: POOL_SLOTS[0]!.x + 20, y: POOL_SLOTS[0]!.y + 20 })).toBeNull();
  });

  it('keeps zones apart (a drop never matches two)', () => {
    const centres = ZONE_IDS.map((z) => ({ x: ZONE_RECTS[z].x + ZONE_RECTS[z].w / 2, y: ZONE_RECTS[z].y + ZONE_RECTS[z].h / 2 }));
    expect(centres.map(zoneAt)).toEqual([...ZONE_IDS]);
  });

  it('draws an item in its pool slot until placed', () => {
    const items = ['einkommen', 'konsumgueter', 'produktionsfaktoren', 'konsumausgaben'] as const;
    expect(itemRect('konsumgueter', items, null)).toEqual(POOL_SLOTS[1]);
    expect(itemRect('konsumgueter', items, 'gueter-zu-haushalten')).toEqual(ZONE_RECTS['gueter-zu-haushalten']);
  });
});
