/**
 * Zoom and pan for every map: mouse wheel, pinch (two pointers) and drag with Pointer Events;
 * buttons and keys call the same functions. A few lines of our own instead of d3-zoom, which cost
 * the map embeds ~19 KB gzip (their budgets are 60 and 75 KB). A separate kit entry
 * ('@lernplattform/game-kit/map-zoom').
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ScreenPoint } from './geometry.ts';

export interface MapZoom {
  /** SVG transform of the map's content. */
  transform: string;
  scale: number;
  zoomBy: (factor: number) => void;
  /** Moves the view by dx, dy screen units (viewBox units at zoom 1). */
  panBy: (dx: number, dy: number) => void;
  reset: () => void;
  /** Pans so the point is in view, e.g. the region keyboard focus moved to. */
  ensureVisible: (point: ScreenPoint) => void;
}

export type UseMapZoom = (svgRef: RefObject<SVGSVGElement | null>, width: number, height: number) => MapZoom;

/** k: scale; x, y: translation in viewBox units (content point p is drawn at p·k + (x, y)). */
export interface ZoomState {
  k: number;
  x: number;
  y: number;
}

export const MAX_SCALE = 12;
const IDENTITY: ZoomState = { k: 1, x: 0, y: 0 };
/** Movement in px before a press becomes a pan (below it, it stays a click on a region). */
const DRAG_THRESHOLD = 4;

/** Keeps the scale in [1, MAX_SCALE] and the map covering the whole view (no empty margins). */
export function clampZoom(t: ZoomState, width: number, height: number): ZoomState {
  const k = Math.min(MAX_SCALE, Math.max(1, t.k));
  return { k, x: Math.min(0, Math.max(width - width * k, t.x)), y: Math.min(0, Math.max(height - height * k, t.y)) };
}

/** Zooms by `factor` about the view point (px, py), which stays where it is. */
export function zoomAbout(t: ZoomState, factor: number, px: number, py: number, width: number, height: number): ZoomState {
  const k = Math.min(MAX_SCALE, Math.max(1, t.k * factor));
  const f = k / t.k;
  return clampZoom({ k, x: px - (px - t.x) * f, y: py - (py - t.y) * f }, width, height);
}

export const useMapZoom: UseMapZoom = (svgRef, width, height) => {
  const [state, setState] = useState<ZoomState>(IDENTITY);
  const current = useRef(state);
  const set = (next: ZoomState) => {
    const clamped = clampZoom(next, width, height);
    current.current = clamped;
    setState(clamped);
  };
  const setRef = useRef(set);
  setRef.current = set;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    /** A client point in viewBox units (the SVG scales to fit its box). */
    const toView = (clientX: number, clientY: number) => {
      const matrix = svg.getScreenCTM();
      if (!matrix) return { x: clientX, y: clientY };
      const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      return { x: p.x, y: p.y };
    };
    const pointers = new Map<number, { x: number; y: number; startX: number; startY: number }>();
    let panned = false;

    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const p = toView(event.clientX, event.clientY);
      const delta = event.deltaY * (event.deltaMode === 1 ? 0.05 : event.deltaMode === 2 ? 1 : 0.002);
      setRef.current(zoomAbout(current.current, Math.pow(2, -delta), p.x, p.y, width, height));
    };
    const onMove = (event: PointerEvent) => {
      const pointer = pointers.get(event.pointerId);
      if (!pointer) return;
      if (!panned && Math.hypot(event.clientX - pointer.startX, event.clientY - pointer.startY) < DRAG_THRESHOLD) return;
      panned = true;
      const before = new Map([...pointers].map(([id, q]) => [id, { x: q.x, y: q.y }]));
      pointer.x = event.clientX;
      pointer.y = event.clientY;
      const t = current.current;
      const ids = [...pointers.keys()];
      if (ids.length === 1) {
        const from = toView(before.get(event.pointerId)!.x, before.get(event.pointerId)!.y);
        const to = toView(pointer.x, pointer.y);
        setRef.current({ ...t, x: t.x + (to.x - from.x), y: t.y + (to.y - from.y) });
        return;
      }
      // Pinch: the first two fingers; the map follows their midpoint and their distance.
      const [p0, p1] = [before.get(ids[0]!)!, before.get(ids[1]!)!];
      const [q0, q1] = [pointers.get(ids[0]!)!, pointers.get(ids[1]!)!];
      const d0 = Math.hypot(p1.x - p0.x, p1.y - p0.y);
      const d1 = Math.hypot(q1.x - q0.x, q1.y - q0.y);
      const midBefore = toView((p0.x + p1.x) / 2, (p0.y + p1.y) / 2);
      const mid = toView((q0.x + q1.x) / 2, (q0.y + q1.y) / 2);
      const moved = { ...t, x: t.x + (mid.x - midBefore.x), y: t.y + (mid.y - midBefore.y) };
      setRef.current(d0 > 0 ? zoomAbout(moved, d1 / d0, mid.x, mid.y, width, height) : moved);
    };
    const onUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      if (pointers.size === 0) {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
      }
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (pointers.size === 0) {
        panned = false;
        window.addEventListener('pointermove', onMove);
        window.addEventListener('pointerup', onUp);
        window.addEventListener('pointercancel', onUp);
      }
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY });
    };
    // A pan ends with a click on whatever region is under the pointer: that is no answer.
    const onClick = (event: MouseEvent) => {
      if (!panned) return;
      panned = false;
      event.stopPropagation();
      event.preventDefault();
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    svg.addEventListener('pointerdown', onDown);
    svg.addEventListener('click', onClick, true);
    return () => {
      svg.removeEventListener('wheel', onWheel);
      svg.removeEventListener('pointerdown', onDown);
      svg.removeEventListener('click', onClick, true);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [svgRef, width, height]);

  return useMemo(() => {
    const centre = { x: width / 2, y: height / 2 };
    return {
      transform: `translate(${state.x},${state.y}) scale(${state.k})`,
      scale: state.k,
      zoomBy: (factor) => set(zoomAbout(current.current, factor, centre.x, centre.y, width, height)),
      panBy: (dx, dy) => set({ ...current.current, x: current.current.x - dx, y: current.current.y - dy }),
      reset: () => set(IDENTITY),
      ensureVisible: (point) => {
        const t = current.current;
        const x = point.x * t.k + t.x;
        const y = point.y * t.k + t.y;
        const margin = Math.min(width, height) * 0.1;
        if (x < margin || y < margin || x > width - margin || y > height - margin) {
          set({ ...t, x: centre.x - point.x * t.k, y: centre.y - point.y * t.k });
        }
      },
    } satisfies MapZoom;
  }, [state, width, height]); // eslint-disable-line react-hooks/exhaustive-deps -- the other values derive from these or are refs
};
