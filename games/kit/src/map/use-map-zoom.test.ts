import { describe, expect, it } from 'vitest';
import { MAX_SCALE, clampZoom, zoomAbout } from './use-map-zoom.ts';

describe('map zoom', () => {
  it('zooms about a point that stays in place', () => {
    const t = zoomAbout({ k: 1, x: 0, y: 0 }, 2, 100, 50, 1000, 640);
    expect(t).toEqual({ k: 2, x: -100, y: -50 });
    // The point (100, 50) is drawn where it was: 100·2 − 100 = 100.
    expect(100 * t.k + t.x).toBe(100);
  });

  it('keeps the scale between 1 and the maximum and the map covering the view', () => {
    expect(zoomAbout({ k: 1, x: 0, y: 0 }, 0.5, 0, 0, 1000, 640)).toEqual({ k: 1, x: 0, y: 0 });
    expect(zoomAbout({ k: 10, x: 0, y: 0 }, 4, 0, 0, 1000, 640).k).toBe(MAX_SCALE);
    expect(clampZoom({ k: 2, x: 50, y: -5000 }, 1000, 640)).toEqual({ k: 2, x: 0, y: -640 });
  });
});
