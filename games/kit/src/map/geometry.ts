/**
 * Map geometry with d3-geo and topojson-client: TopoJSON objects → GeoJSON features →
 * projected SVG paths with the points the game needs (label/centroid, size for hit areas).
 * Geographic and screen coordinates are distinct branded types, so they cannot be mixed up.
 */
import { geoPath, type GeoPath, type GeoProjection } from 'd3-geo';
import type { Feature, Geometry, MultiPoint } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

declare const geoBrand: unique symbol;
declare const screenBrand: unique symbol;

/** Longitude and latitude in degrees. */
export type GeoPoint = readonly [lon: number, lat: number] & { readonly [geoBrand]: true };
/** A point in the map's SVG viewBox (pixels at zoom 1). */
export type ScreenPoint = { readonly x: number; readonly y: number } & { readonly [screenBrand]: true };

export const geoPoint = (lon: number, lat: number) => [lon, lat] as unknown as GeoPoint;
export const screenPoint = (x: number, y: number) => ({ x, y }) as ScreenPoint;

/** [south-west, north-east] corners in degrees; east may exceed 180 to span the antimeridian. */
export type GeoBox = readonly [GeoPoint, GeoPoint];

export type MapFeature = Feature<Geometry, Record<string, unknown> | null>;

/**
 * A computation in small steps: a generator that yields (nothing) between steps, so a caller can
 * give the main thread back between them (runInSlices) or run it through at once (runSteps).
 * Projecting a world map takes 60–180 ms on a laptop, four times that on a phone: in one piece it
 * would block input and count fully as Total Blocking Time.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs steps to the end at once (tests, data scripts). */
export function runSteps<T>(steps: Steps<T>): T {
  let next = steps.next();
  while (!next.done) next = steps.next();
  return next.value;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Lets the browser handle input and paint: scheduler.yield() where there is one, else a macrotask. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a slice may run before it yields: short enough that even a 4× slower phone stays under a 50 ms task. */
export const SLICE_MS = 8;

/**
 * Runs steps in slices of about SLICE_MS, yielding to the browser in between. Rejects with the
 * signal's reason once it is aborted (a newer choice of map part replaced this one).
 */
export async function runInSlices<T>(steps: Steps<T>, signal?: AbortSignal): Promise<T> {
  let deadline = performance.now() + SLICE_MS;
  for (;;) {
    signal?.throwIfAborted();
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() >= deadline) {
      await yieldToMain();
      deadline = performance.now() + SLICE_MS;
    }
  }
}

/** Whether a value is a Steps generator (map games may build their view either way). */
export function isSteps<T>(value: unknown): value is Steps<T> {
  return typeof value === 'object' && value !== null && typeof (value as Steps<T>).next === 'function' && Symbol.iterator in value;
}

/**
 * The ids of one object's geometries that `keep` accepts, read from the TopoJSON without projecting anything: what a
 * map game's rules module asks (cheap enough for the server's sandbox). Each game's test checks that these are
 * exactly the regions its projected view draws.
 */
export function regionIdsOf(
  topology: Topology,
  objectName: string,
  keep: (geometry: { id?: string | number; properties?: Record<string, unknown> | null }) => boolean = () => true,
): string[] {
  const object = topology.objects[objectName];
  if (!object) throw new Error(`The map has no object '${objectName}'`);
  const geometries = object.type === 'GeometryCollection' ? object.geometries : [object];
  return geometries.filter((g) => g.id !== undefined && keep(g as { id?: string | number; properties?: Record<string, unknown> | null })).map((g) => String(g.id));
}

/** The features of one object of a TopoJSON file, one step per feature. */
export function* featuresOfSteps(topology: Topology, objectName: string): Steps<MapFeature[]> {
  const object = topology.objects[objectName];
  if (!object) throw new Error(`The map has no object '${objectName}'`);
  if (object.type !== 'GeometryCollection') return [feature(topology, object) as MapFeature];
  const features: MapFeature[] = [];
  for (const geometry of object.geometries) {
    features.push(feature(topology, geometry) as MapFeature);
    yield;
  }
  return features;
}

/** The features of one object of a TopoJSON file (e.g. 'countries', 'cantons', 'lakes'). */
export function featuresOf(topology: Topology, objectName: string): MapFeature[] {
  return runSteps(featuresOfSteps(topology, objectName));
}

/**
 * Scales and centres the projection so the box fills width × height minus padding. Fitted to
 * points sampled along the box's edges: a box polygon would be ambiguous on the sphere.
 */
export function fitToBox(projection: GeoProjection, box: GeoBox, width: number, height: number, padding = 8): GeoProjection {
  const [[west, south], [east, north]] = box;
  const coordinates: [number, number][] = [];
  for (let i = 0; i <= 8; i++) {
    const lon = west + ((east - west) * i) / 8;
    const lat = south + ((north - south) * i) / 8;
    coordinates.push([lon, south], [lon, north], [west, lat], [east, lat]);
  }
  const points: MultiPoint = { type: 'MultiPoint', coordinates };
  return projection.fitExtent([[padding, padding], [width - padding, height - padding]], points);
}

/** A quiz region, projected. */
export interface RegionShape {
  /** data-region: ISO alpha-2 or canton abbreviation. */
  id: string;
  /** SVG path data. */
  path: string;
  /** Centre of its largest part: where labels, hit areas and keyboard navigation anchor. */
  centroid: ScreenPoint;
  /** The larger side of its bounding box; small regions get an enlarged hit area. */
  size: number;
}

/** Everything the map board draws, in viewBox units. */
export interface MapView {
  width: number;
  height: number;
  /** Clickable quiz regions. */
  regions: RegionShape[];
  /** Land drawn for orientation only (neighbouring countries, territories). */
  context: string[];
  /** Drawn above the regions, not clickable (lakes). */
  overlays: string[];
  /** Edges where land runs on beyond the map (Russia east of the Europe view): faded, not cut hard. */
  fadeEdges?: readonly ('left' | 'right' | 'top' | 'bottom')[];
}

export interface ProjectMapOptions {
  projection: GeoProjection;
  width: number;
  height: number;
  regions: readonly MapFeature[];
  context?: readonly MapFeature[];
  overlays?: readonly MapFeature[];
}

/** Centre of the part with the largest projected area (France's mainland, not its islands). */
function mainCentroid(f: MapFeature, path: GeoPath): ScreenPoint {
  const geometry = f.geometry;
  let target: Parameters<GeoPath>[0] = f;
  if (geometry.type === 'MultiPolygon') {
    let largest = -1;
    for (const coordinates of geometry.coordinates) {
      const part = { type: 'Polygon' as const, coordinates };
      const area = path.area(part);
      if (area > largest) {
        largest = area;
        target = part;
      }
    }
  }
  const [x, y] = path.centroid(target);
  return screenPoint(x, y);
}

/** projectMap one feature per step (see Steps): for runInSlices in the browser. */
export function* projectMapSteps({ projection, width, height, regions, context = [], overlays = [] }: ProjectMapOptions): Steps<MapView> {
  const path = geoPath(projection).digits(1);
  const shapes: RegionShape[] = [];
  for (const f of regions) {
    const d = path(f);
    if (d && f.id !== undefined) {
      const [[x0, y0], [x1, y1]] = path.bounds(f);
      shapes.push({ id: String(f.id), path: d, centroid: mainCentroid(f, path), size: Math.max(x1 - x0, y1 - y0) });
    }
    yield;
  }
  function* paths(features: readonly MapFeature[]): Steps<string[]> {
    const result: string[] = [];
    for (const f of features) {
      const d = path(f);
      if (d) result.push(d);
      yield;
    }
    return result;
  }
  return { width, height, regions: shapes, context: yield* paths(context), overlays: yield* paths(overlays) };
}

/** Projects features into SVG paths (one decimal: enough at the largest zoom, fewer bytes in the DOM). */
export function projectMap(options: ProjectMapOptions): MapView {
  return runSteps(projectMapSteps(options));
}

/**
 * A loader that loads once and hands out that same promise; after a failure it loads anew
 * ('Erneut versuchen'). MapQuiz starts it when the map is needed: behind a start overlay only once
 * the overlay is drawn, so a slow network brings the overlay first.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * Starts loading now (when a game's module is evaluated, e.g. while the shell still shows its
 * page), for a map the first frame shows (no start overlay); otherwise like loadOnce.
 */
export function startLoading<T>(load: () => Promise<T>): () => Promise<T> {
  const get = loadOnce(load);
  get().catch(() => undefined);
  return get;
}
