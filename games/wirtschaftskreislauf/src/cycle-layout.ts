/**
 * Where everything sits on the canvas, in canvas units (the canvas scales with CSS; pixi maps
 * pointer positions back to these units). Two layouts: the wide one for whiteboards, laptops and
 * tablets, and a tall one for phones, where the wide diagram's labels would shrink below 14 px.
 * Pure, so hit-testing is unit-tested.
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

export type LayoutName = 'wide' | 'tall';

export interface CycleLayout {
  name: LayoutName;
  canvas: { width: number; height: number };
  actors: { haushalte: Rect; unternehmen: Rect };
  /** Tall layout: the actors are narrow columns, their names written upwards. */
  actorLabelsUpright: boolean;
  /** The drop zone on each arrow. */
  zones: Readonly<Record<ZoneId, Rect>>;
  /** Arrow paths as polylines from source to target (the arrowhead at the last point). */
  arrows: Readonly<Record<ZoneId, readonly CanvasPoint[]>>;
  /** Where the items wait before they are placed; as big as a zone, so a placed item covers its zone. */
  pool: readonly Rect[];
  poolTitle: CanvasPoint;
  /** Legend rows: where the goods and the money line start. */
  legend: { goods: CanvasPoint; money: CanvasPoint };
  item: { w: number; h: number };
  /** Font sizes in canvas units. */
  fonts: { item: number; caption: number; actor: number; legend: number };
}

/** Quadratic Bézier through y = peak between (x1, y1) and (x2, y2), as points. */
function arc(x1: number, y1: number, x2: number, y2: number, peak: number): CanvasPoint[] {
  // The middle point lies at `peak`: control = 2·peak − (y1 + y2) / 2.
  const cy = 2 * peak - (y1 + y2) / 2;
  const cx = (x1 + x2) / 2;
  return Array.from({ length: 33 }, (_, i) => {
    const t = i / 32;
    const u = 1 - t;
    return { x: u * u * x1 + 2 * u * t * cx + t * t * x2, y: u * u * y1 + 2 * u * t * cy + t * t * y2 };
  });
}

/** A straight line as many points (money arrows are drawn dashed, point pair by point pair). */
function line(x1: number, x2: number, y: number): CanvasPoint[] {
  return Array.from({ length: 17 }, (_, i) => ({ x: x1 + ((x2 - x1) * i) / 16, y }));
}

const centred = (cx: number, cy: number, w: number, h: number): Rect => ({ x: cx - w / 2, y: cy - h / 2, w, h });

const WIDE_ZONE = { w: 230, h: 46 };

/** Haushalte left, Unternehmen right, money arcs outside, goods arrows inside, the pool below in two rows. */
export const WIDE: CycleLayout = {
  name: 'wide',
  canvas: { width: 800, height: 600 },
  actors: {
    haushalte: { x: 30, y: 185, w: 180, h: 130 },
    unternehmen: { x: 590, y: 185, w: 180, h: 130 },
  },
  actorLabelsUpright: false,
  zones: {
    'geld-zu-haushalten': centred(400, 62, WIDE_ZONE.w, WIDE_ZONE.h),
    'gueter-zu-unternehmen': centred(400, 205, WIDE_ZONE.w, WIDE_ZONE.h),
    'gueter-zu-haushalten': centred(400, 295, WIDE_ZONE.w, WIDE_ZONE.h),
    'geld-zu-unternehmen': centred(400, 438, WIDE_ZONE.w, WIDE_ZONE.h),
  },
  arrows: {
    'geld-zu-haushalten': arc(680, 185, 120, 185, 62),
    'gueter-zu-unternehmen': [{ x: 210, y: 230 }, { x: 590, y: 230 }],
    'gueter-zu-haushalten': [{ x: 590, y: 270 }, { x: 210, y: 270 }],
    'geld-zu-unternehmen': arc(120, 315, 680, 315, 438),
  },
  pool: FLOW_IDS.map((_, i) => ({
    x: 400 - WIDE_ZONE.w - 10 + (i % 2) * (WIDE_ZONE.w + 20),
    y: 496 + Math.floor(i / 2) * (WIDE_ZONE.h + 8),
    w: WIDE_ZONE.w,
    h: WIDE_ZONE.h,
  })),
  poolTitle: { x: 24, y: 496 + WIDE_ZONE.h / 2 },
  legend: { goods: { x: 24, y: 24 }, money: { x: 24, y: 52 } },
  item: WIDE_ZONE,
  fonts: { item: 20, caption: 19, actor: 22, legend: 19 },
};

const TALL_W = 380;
const TALL_ZONE = { w: 232, h: 52 };
const TALL_LEFT = 44; // Haushalte's column ends here
const TALL_RIGHT = TALL_W - 44; // Unternehmen's column starts here
const TALL_MID = TALL_W / 2;

/**
 * Phones: the actors are narrow columns at the sides, the four arrows run straight across between
 * them one below the other (money dashed, goods solid), the pool is one column below. 380 units
 * wide, so on a 360–390 px phone a unit is 0.75–0.85 px and the 19-unit labels stay above 14 px.
 */
export const TALL: CycleLayout = {
  name: 'tall',
  canvas: { width: TALL_W, height: 692 },
  actors: {
    haushalte: { x: 6, y: 60, w: TALL_LEFT - 6, h: 342 },
    unternehmen: { x: TALL_RIGHT, y: 60, w: TALL_W - 6 - TALL_RIGHT, h: 342 },
  },
  actorLabelsUpright: true,
  zones: {
    'geld-zu-haushalten': centred(TALL_MID, 96, TALL_ZONE.w, TALL_ZONE.h),
    'gueter-zu-unternehmen': centred(TALL_MID, 186, TALL_ZONE.w, TALL_ZONE.h),
    'gueter-zu-haushalten': centred(TALL_MID, 276, TALL_ZONE.w, TALL_ZONE.h),
    'geld-zu-unternehmen': centred(TALL_MID, 366, TALL_ZONE.w, TALL_ZONE.h),
  },
  arrows: {
    'geld-zu-haushalten': line(TALL_RIGHT, TALL_LEFT, 96),
    'gueter-zu-unternehmen': [{ x: TALL_LEFT, y: 186 }, { x: TALL_RIGHT, y: 186 }],
    'gueter-zu-haushalten': [{ x: TALL_RIGHT, y: 276 }, { x: TALL_LEFT, y: 276 }],
    'geld-zu-unternehmen': line(TALL_LEFT, TALL_RIGHT, 366),
  },
  pool: FLOW_IDS.map((_, i) => ({ x: TALL_MID - TALL_ZONE.w / 2, y: 448 + i * (TALL_ZONE.h + 8), w: TALL_ZONE.w, h: TALL_ZONE.h })),
  poolTitle: { x: 10, y: 426 },
  legend: { goods: { x: 10, y: 26 }, money: { x: 196, y: 26 } },
  item: TALL_ZONE,
  fonts: { item: 19, caption: 19, actor: 22, legend: 19 },
};

export const LAYOUTS: Readonly<Record<LayoutName, CycleLayout>> = { wide: WIDE, tall: TALL };

/** The smallest label on the canvas, in canvas units. */
export const smallestFont = (layout: CycleLayout) => Math.min(...Object.values(layout.fonts));

/**
 * Which layout suits a board this wide (CSS px): the wide one as long as its smallest label stays
 * at least 14 px on screen, else the tall one.
 */
export function layoutFor(boardWidth: number): LayoutName {
  return (smallestFont(WIDE) * Math.min(boardWidth, WIDE.canvas.width)) / WIDE.canvas.width >= 14 ? 'wide' : 'tall';
}

const inside = (p: CanvasPoint, r: Rect, margin = 0) =>
  p.x >= r.x - margin && p.x <= r.x + r.w + margin && p.y >= r.y - margin && p.y <= r.y + r.h + margin;

/** The zone under a point (a dragged item's centre), with some slack for fingers. */
export function zoneAt(layout: CycleLayout, point: CanvasPoint): ZoneId | null {
  for (const [zone, rect] of Object.entries(layout.zones) as [ZoneId, Rect][]) if (inside(point, rect, 18)) return zone;
  return null;
}

/** Where an item is drawn: on its zone, or in its pool slot. */
export function itemRect(layout: CycleLayout, flow: FlowId, items: readonly FlowId[], zone: ZoneId | null): Rect {
  if (zone) return layout.zones[zone];
  return layout.pool[Math.max(0, items.indexOf(flow))]!;
}
