/**
 * Where everything sits on the canvas, in canvas units (the canvas scales with CSS; pixi maps
 * pointer positions back to these units). Pure, so hit-testing is unit-tested.
 */
import { FLOW_IDS, type FlowId, type ZoneId } from './cycle-model.ts';

/** Canvas coordinates (not screen pixels). */
export type CanvasPoint = { readonly x: number; readonly y: number } & { readonly __space?: 'canvas' };
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const CANVAS = { width: 800, height: 600 } as const;

export const ACTORS = {
  haushalte: { x: 30, y: 185, w: 180, h: 130 },
  unternehmen: { x: 590, y: 185, w: 180, h: 130 },
} as const satisfies Record<string, Rect>;

const ZONE_W = 230;
const ZONE_H = 46;
const centred = (cx: number, cy: number): Rect => ({ x: cx - ZONE_W / 2, y: cy - ZONE_H / 2, w: ZONE_W, h: ZONE_H });

/** The drop zone on each arrow: money arcs outside, goods arrows inside. */
export const ZONE_RECTS: Readonly<Record<ZoneId, Rect>> = {
  'geld-zu-haushalten': centred(400, 62),
  'gueter-zu-unternehmen': centred(400, 205),
  'gueter-zu-haushalten': centred(400, 295),
  'geld-zu-unternehmen': centred(400, 438),
};

/** Arrow paths as polylines from source to target (the arrowhead at the last point). */
export const ARROWS: Readonly<Record<ZoneId, readonly CanvasPoint[]>> = {
  'geld-zu-haushalten': arc(680, 185, 120, 185, 62),
  'gueter-zu-unternehmen': [{ x: 210, y: 230 }, { x: 590, y: 230 }],
  'gueter-zu-haushalten': [{ x: 590, y: 270 }, { x: 210, y: 270 }],
  'geld-zu-unternehmen': arc(120, 315, 680, 315, 438),
};

/** A smooth arc from (x1, y1) up or down through y = peak to (x2, y2), as points. */
function arc(x1: number, y1: number, x2: number, y2: number, peak: number): CanvasPoint[] {
  // Quadratic Bézier whose middle point lies at `peak`: control = 2·peak − (y1 + y2) / 2.
  const cy = 2 * peak - (y1 + y2) / 2;
  const cx = (x1 + x2) / 2;
  return Array.from({ length: 33 }, (_, i) => {
    const t = i / 32;
    const u = 1 - t;
    return { x: u * u * x1 + 2 * u * t * cx + t * t * x2, y: u * u * y1 + 2 * u * t * cy + t * t * y2 };
  });
}

/** Where the items wait before they are placed: two rows of two under the diagram, as big as a zone. */
export const POOL_SLOTS: readonly Rect[] = FLOW_IDS.map((_, i) => ({
  x: 400 - ZONE_W - 10 + (i % 2) * (ZONE_W + 20),
  y: 496 + Math.floor(i / 2) * (ZONE_H + 8),
  w: ZONE_W,
  h: ZONE_H,
}));

/** Items have the size of a zone, so a placed item covers its zone. */
export const ITEM_SIZE = { w: ZONE_W, h: ZONE_H } as const;

const inside = (p: CanvasPoint, r: Rect, margin = 0) =>
  p.x >= r.x - margin && p.x <= r.x + r.w + margin && p.y >= r.y - margin && p.y <= r.y + r.h + margin;

/** The zone under a point (a dragged item's centre), with some slack for fingers. */
export function zoneAt(point: CanvasPoint): ZoneId | null {
  for (const [zone, rect] of Object.entries(ZONE_RECTS) as [ZoneId, Rect][]) if (inside(point, rect, 18)) return zone;
  return null;
}

/** Where an item is drawn: on its zone, or in its pool slot. */
export function itemRect(flow: FlowId, items: readonly FlowId[], zone: ZoneId | null): Rect {
  if (zone) return ZONE_RECTS[zone];
  return POOL_SLOTS[Math.max(0, items.indexOf(flow))]!;
}
