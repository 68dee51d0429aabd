/**
 * Arrow-key navigation between map regions by their screen geometry: an arrow moves to the
 * nearest region lying in that direction, preferring regions straight ahead over those off
 * to the side. Pure, so it is unit-tested without a browser.
 */
import type { ScreenPoint } from './geometry.ts';

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface NavPoint {
  id: string;
  at: ScreenPoint;
}

const VECTORS: Record<Direction, readonly [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

const KEYS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The direction of an arrow key, or null for any other key. */
export function directionOfKey(key: string): Direction | null {
  return KEYS[key] ?? null;
}

/**
 * The region reached from `fromId` with an arrow in `direction`, or null at the map's edge.
 * Candidates lie ahead (positive distance along the arrow), preferably within 45° of it; the
 * cost weighs sideways offset twice, so a region in line beats a nearer one off to the side.
 */
export function neighbourInDirection(points: readonly NavPoint[], fromId: string, direction: Direction): string | null {
  const from = points.find((p) => p.id === fromId);
  if (!from) return null;
  const [dx, dy] = VECTORS[direction];
  // Regions within 45° of the arrow win; only when there are none does anything ahead count.
  let inCone: { id: string; cost: number } | null = null;
  let ahead: { id: string; cost: number } | null = null;
  for (const p of points) {
    if (p.id === fromId) continue;
    const vx = p.at.x - from.at.x;
    const vy = p.at.y - from.at.y;
    const along = vx * dx + vy * dy;
    if (along <= 0) continue;
    const sideways = Math.abs(vx * dy - vy * dx);
    const cost = along + 2 * sideways;
    if (sideways <= along && (inCone === null || cost < inCone.cost)) inCone = { id: p.id, cost };
    if (ahead === null || cost < ahead.cost) ahead = { id: p.id, cost };
  }
  const best = inCone ?? ahead;
  return best?.id ?? null;
}

/** Where keyboard focus starts: the region nearest the middle of the map. */
export function centralRegion(points: readonly NavPoint[]): string | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p.at.x);
  const ys = points.map((p) => p.at.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  let best = points[0]!;
  for (const p of points) {
    if (Math.hypot(p.at.x - cx, p.at.y - cy) < Math.hypot(best.at.x - cx, best.at.y - cy)) best = p;
  }
  return best.id;
}
