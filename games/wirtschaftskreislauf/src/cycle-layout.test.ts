import { describe, expect, it } from 'vitest';
import { LAYOUTS, TALL, WIDE, itemRect, layoutFor, smallestFont, zoneAt } from './cycle-layout.ts';
import { ZONE_IDS } from './cycle-model.ts';

describe.each(Object.values(LAYOUTS))('canvas layout $name', (layout) => {
  it('finds the zone under an item dropped on or near it', () => {
    for (const zone of ZONE_IDS) {
      const r = layout.zones[zone];
      expect(zoneAt(layout, { x: r.x + r.w / 2, y: r.y + r.h / 2 })).toBe(zone);
      expect(zoneAt(layout, { x: r.x - 10, y: r.y - 10 })).toBe(zone); // slack for fingers
    }
  });

  it('finds no zone over the actors or the pool', () => {
    const h = layout.actors.haushalte;
    expect(zoneAt(layout, { x: h.x + 2, y: h.y + h.h - 2 })).toBeNull();
    expect(zoneAt(layout, { x: layout.pool[0]!.x + 20, y: layout.pool[0]!.y + 20 })).toBeNull();
  });

  it('keeps zones apart (a drop never matches two)', () => {
    const centres = ZONE_IDS.map((z) => ({ x: layout.zones[z].x + layout.zones[z].w / 2, y: layout.zones[z].y + layout.zones[z].h / 2 }));
    expect(centres.map((c) => zoneAt(layout, c))).toEqual([...ZONE_IDS]);
  });

  it('keeps everything on the canvas', () => {
    for (const r of [...Object.values(layout.zones), ...layout.pool, ...Object.values(layout.actors)]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(layout.canvas.width);
      expect(r.y + r.h).toBeLessThanOrEqual(layout.canvas.height);
    }
  });

  it('draws an item in its pool slot until placed', () => {
    const items = ['einkommen', 'konsumgueter', 'produktionsfaktoren', 'konsumausgaben'] as const;
    expect(itemRect(layout, 'konsumgueter', items, null)).toEqual(layout.pool[1]);
    expect(itemRect(layout, 'konsumgueter', items, 'gueter-zu-haushalten')).toEqual(layout.zones['gueter-zu-haushalten']);
  });
});

describe('layoutFor', () => {
  it('keeps the wide diagram while its labels stay 14 px or more, else the tall one', () => {
    expect(layoutFor(1200)).toBe('wide');
    expect(layoutFor(600)).toBe('wide');
    expect(layoutFor(560)).toBe('tall');
    expect(layoutFor(358)).toBe('tall');
  });

  it('gives a 360 px phone (about 283 px of diagram) labels of at least 14 px in the tall layout', () => {
    expect((smallestFont(TALL) * 283) / TALL.canvas.width).toBeGreaterThanOrEqual(14);
    expect((smallestFont(WIDE) * 283) / WIDE.canvas.width).toBeLessThan(14);
  });
});
