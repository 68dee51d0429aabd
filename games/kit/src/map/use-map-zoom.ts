/**
 * Zoom and pan for large maps (Weltkarte) with d3-zoom: mouse wheel, pinch and drag come from
 * d3-zoom; buttons and keys call the same behaviour. A separate kit entry
 * ('@platform/game-kit/map-zoom'), so maps without zoom do not ship d3-zoom.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';
import { useEffect, useMemo, useState, type RefObject } from 'react';
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

const MAX_SCALE = 12;

export const useMapZoom: UseMapZoom = (svgRef, width, height) => {
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const behaviour = useMemo(
    () =>
      zoom<SVGSVGElement, unknown>()
        .scaleExtent([1, MAX_SCALE])
        .extent([[0, 0], [width, height]])
        .translateExtent([[0, 0], [width, height]])
        .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform)),
    [width, height],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const selection = select(svg);
    selection.call(behaviour).on('dblclick.zoom', null); // double clicks answer twice, not zoom
    return () => {
      selection.on('.zoom', null);
    };
  }, [svgRef, behaviour]);

  return useMemo(() => {
    const run = (action: (selection: ReturnType<typeof select<SVGSVGElement, unknown>>) => void) => {
      if (svgRef.current) action(select(svgRef.current));
    };
    return {
      transform: transform.toString(),
      scale: transform.k,
      zoomBy: (factor) => run((s) => behaviour.scaleBy(s, factor)),
      panBy: (dx, dy) => run((s) => behaviour.translateBy(s, -dx / transform.k, -dy / transform.k)),
      reset: () => run((s) => behaviour.transform(s, zoomIdentity)),
      ensureVisible: (point) => {
        const [x, y] = transform.apply([point.x, point.y]);
        const margin = Math.min(width, height) * 0.1;
        if (x < margin || y < margin || x > width - margin || y > height - margin) {
          run((s) => behaviour.translateTo(s, point.x, point.y));
        }
      },
    } satisfies MapZoom;
  }, [transform, behaviour, svgRef, width, height]);
};
