import { Icon } from '@platform/ui';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import type { MapView, RegionShape } from './geometry.ts';
import { centralRegion, directionOfKey, neighbourInDirection, type NavPoint } from './keyboard-nav.ts';
import type { MapFeedback, RegionMark } from './map-quiz.logic.ts';
import { mapMessages } from './messages.ts';
import type { MapZoom, UseMapZoom } from './use-map-zoom.ts';

export interface MapBoardProps {
  view: MapView;
  marks: Readonly<Record<string, RegionMark>>;
  feedback: MapFeedback | null;
  onAnswer: (region: string) => void;
  /** Text shown on an answered region (cantons: the abbreviation); none when omitted. */
  labelOf?: (region: string) => string | null;
  /** Regions that always get an enlarged hit area (Malta, Basel-Stadt, …). */
  enlarge: ReadonlySet<string>;
  /** Regions smaller than this (viewBox units) get a round hit area of this diameter. */
  minHitSize: number;
  /** Ids of texts describing the map (the screen-reader hint). */
  describedBy?: string;
  /** '@lernplattform/game-kit/map-zoom' for maps that zoom and pan; must not change while mounted. */
  useZoom?: UseMapZoom;
  autoFocus?: boolean;
  /** The end view: the map with the player's answers, nothing to answer any more. */
  review?: boolean;
}

/** Smallest touch target on screen, in CSS pixels (WCAG 2.2 target size, minimum). */
export const MIN_TARGET_PX = 24;

type RegionState = 'open' | 'correct' | 'missed' | 'wrong';

function regionState(id: string, marks: MapBoardProps['marks'], feedback: MapFeedback | null): RegionState {
  if (feedback && !feedback.correct && feedback.choice === id) return 'wrong';
  return marks[id] ?? 'open';
}

const useNoZoom = (): MapZoom | null => null;
const PAN_STEP = 0.15;

/**
 * The map as one focusable widget (role application): click a region, or move between regions
 * with the arrow keys and answer with Enter/Space. Every region is a <g data-region="…">;
 * small ones carry an invisible circle that enlarges their hit area and are drawn last, so the
 * circle lies above their neighbours.
 */
export function MapBoard({
  view,
  marks,
  feedback,
  onAnswer,
  labelOf,
  enlarge,
  minHitSize,
  describedBy,
  useZoom,
  autoFocus = false,
  review = false,
}: MapBoardProps) {
  const widgetRef = useFocusOnMount<HTMLDivElement>(autoFocus);
  const svgRef = useRef<SVGSVGElement>(null);
  const zoom = (useZoom ?? useNoZoom)(svgRef, view.width, view.height);
  // CSS pixels per viewBox unit: the map shrinks on phones, the hit areas must not.
  const pxPerUnit = useRenderedScale(svgRef, view.width, view.height);
  // (2 px to spare, so rounding never takes a target below the minimum.) Only tiny regions (the
  // listed ones, those under minHitSize or under half the target) get the circle: circles around
  // mid-sized ones would bury thin neighbours such as Croatia.
  const hitSize = Math.max(minHitSize, (MIN_TARGET_PX + 2) / (pxPerUnit * (zoom?.scale ?? 1)));
  const [focused, setFocused] = useState<string | null>(null);
  const hintId = useId();

  // Large regions first: small ones (and their hit circles) end up on top.
  const ordered = useMemo(() => [...view.regions].sort((a, b) => b.size - a.size), [view.regions]);
  const points = useMemo<NavPoint[]>(() => view.regions.map((r) => ({ id: r.id, at: r.centroid })), [view.regions]);
  const byId = useMemo(() => new Map(view.regions.map((r) => [r.id, r])), [view.regions]);
  const focusedShape = focused ? byId.get(focused) : undefined;

  function moveFocus(next: string | null) {
    if (next === null) return;
    setFocused(next);
    const shape = byId.get(next);
    if (shape) zoom?.ensureVisible(shape.centroid);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = directionOfKey(event.key);
    if (direction) {
      event.preventDefault();
      if (event.shiftKey && zoom) {
        const step = Math.min(view.width, view.height) * PAN_STEP;
        const [dx, dy] = { up: [0, -step], down: [0, step], left: [-step, 0], right: [step, 0] }[direction];
        zoom.panBy(dx ?? 0, dy ?? 0);
        return;
      }
      moveFocus(focused === null ? centralRegion(points) : (neighbourInDirection(points, focused, direction) ?? focused));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (review) return;
      if (event.repeat) return;
      if (focused === null) moveFocus(centralRegion(points));
      else onAnswer(focused);
      return;
    }
    if (!zoom) return;
    const zoomKeys: Record<string, () => void> = {
      '+': () => zoom.zoomBy(1.5),
      '=': () => zoom.zoomBy(1.5),
      '-': () => zoom.zoomBy(1 / 1.5),
      '0': () => zoom.reset(),
    };
    const action = zoomKeys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  const labels = labelOf
    ? view.regions.flatMap((r) => {
        const text = marks[r.id] ? labelOf(r.id) : null;
        return text ? [{ shape: r, text }] : [];
      })
    : [];

  return (
    <div className="gk-map" data-review={review ? '' : undefined}>
      {/* The frame has the map's own proportions: no band of land beyond the map's edge (Europe's fade to Russia stays soft). */}
      <div className="gk-map__frame" style={{ '--gk-map-ratio': `${view.width} / ${view.height}` } as CSSProperties}>
        {/* The focusable widget is a div: Preact (embed pages) would write tabIndex on an <svg> in the wrong case. */}
        <div
          ref={widgetRef}
          className="gk-map__widget"
          role="application"
          aria-label={review ? mapMessages.reviewLabel : mapMessages.mapLabel}
          aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
          tabIndex={0}
          onKeyDown={handleKeyDown}
        >
          <svg ref={svgRef} className="gk-map__svg" viewBox={`0 0 ${view.width} ${view.height}`} aria-hidden="true">
            <g transform={zoom?.transform}>
              <g className="gk-map__context">
                {view.context.map((d, index) => (
                  <path key={index} d={d} />
                ))}
              </g>
              <g className="gk-map__regions">
                {ordered.map((shape) => (
                  <Region
                    key={shape.id}
                    shape={shape}
                    state={regionState(shape.id, marks, feedback)}
                    focused={shape.id === focused}
                    hitRadius={enlarge.has(shape.id) || shape.size < minHitSize || shape.size < hitSize / 2 ? hitSize / 2 : 0}
                    onAnswer={review ? undefined : onAnswer}
                  />
                ))}
              </g>
              <g className="gk-map__overlays">
                {view.overlays.map((d, index) => (
                  <path key={index} d={d} />
                ))}
              </g>
              {view.fadeEdges?.map((edge) => <FadeEdge key={edge} edge={edge} width={view.width} height={view.height} />)}
              <g className="gk-map__labels" aria-hidden="true">
                {labels.map(({ shape, text }) => (
                  <text key={shape.id} x={shape.centroid.x} y={shape.centroid.y}>
                    {text}
                  </text>
                ))}
              </g>
              {focusedShape ? <path className="gk-map__focus" d={focusedShape.path} /> : null}
            </g>
          </svg>
        </div>
        {zoom ? (
          <div className="gk-map__zoom">
            <button type="button" className="gk-map__zoom-button" aria-label={mapMessages.zoomIn} onClick={() => zoom.zoomBy(1.5)}>
              <Icon name="plus" />
            </button>
            <button type="button" className="gk-map__zoom-button" aria-label={mapMessages.zoomOut} onClick={() => zoom.zoomBy(1 / 1.5)}>
              <Icon name="minus" />
            </button>
            <button type="button" className="gk-map__zoom-button" aria-label={mapMessages.zoomReset} onClick={() => zoom.reset()}>
              <Icon name="globe" />
            </button>
          </div>
        ) : null}
      </div>
      <p id={hintId} className="gk-map__hint">
        {review ? mapMessages.reviewHint : mapMessages.mapHint}
        {zoom ? ` ${mapMessages.zoomHint}` : ''}
      </p>
    </div>
  );
}

interface RegionProps {
  shape: RegionShape;
  state: RegionState;
  focused: boolean;
  hitRadius: number;
  onAnswer?: (region: string) => void;
}

// Memoised: the timer re-renders the game every second, and a world map has ~200 regions.
const Region = memo(function Region({ shape, state, focused, hitRadius, onAnswer }: RegionProps) {
  return (
    <g
      className="gk-map__region"
      data-region={shape.id}
      data-state={state}
      data-focused={focused ? '' : undefined}
      onClick={onAnswer ? () => onAnswer(shape.id) : undefined}
    >
      <path d={shape.path} />
      {hitRadius > 0 ? <circle className="gk-map__hit" cx={shape.centroid.x} cy={shape.centroid.y} r={hitRadius} /> : null}
    </g>
  );
});

/** CSS pixels per viewBox unit of the drawn map (the SVG scales to fit), kept up to date on resize. */
function useRenderedScale(svgRef: RefObject<SVGSVGElement | null>, width: number, height: number): number {
  const [scale, setScale] = useState(1);
  // A layout effect: the first measurement lands before the first paint, not in a second one.
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      // preserveAspectRatio meet: the smaller of the two ratios is the drawn one.
      setScale(Math.min(box.width / width, box.height / height));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef, width, height]);
  return scale;
}

/** A soft edge where the land runs on beyond the map: a band fading into the map's background. */
function FadeEdge({ edge, width, height }: { edge: 'left' | 'right' | 'top' | 'bottom'; width: number; height: number }) {
  const id = `gk-fade-${edge}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const band = Math.min(width, height) * 0.12;
  const horizontal = edge === 'left' || edge === 'right';
  const toEnd = edge === 'right' || edge === 'bottom';
  const rect = {
    left: { x: 0, y: 0, width: band, height },
    right: { x: width - band, y: 0, width: band, height },
    top: { x: 0, y: 0, width, height: band },
    bottom: { x: 0, y: height - band, width, height: band },
  }[edge];
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2={horizontal ? '1' : '0'} y2={horizontal ? '0' : '1'}>
          <stop className="gk-map__fade-stop" offset="0" stopOpacity={toEnd ? 0 : 1} />
          <stop className="gk-map__fade-stop" offset="1" stopOpacity={toEnd ? 1 : 0} />
        </linearGradient>
      </defs>
      <rect className="gk-map__fade" {...rect} fill={`url(#${id})`} />
    </>
  );
}
