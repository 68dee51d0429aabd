/**
 * The world map and its parts: Natural Earth countries (src/data/world.topo.json, see DATA.md),
 * loaded as their own chunk. Each part has its projection and extent; its quiz regions are the
 * sovereign states of its continents (territories such as Greenland are drawn as context).
 */
import { geoAzimuthalEqualArea, geoNaturalEarth1, type GeoProjection } from 'd3-geo';
import { featuresOfSteps, fitToBox, geoPoint, projectMapSteps, regionIdsOf, runSteps, type GeoBox, type MapFeature, type MapView, type Steps } from '@lernplattform/game-kit/map-logic';
import type { Topology } from 'topojson-specification';

export const WORLD_PARTS = ['welt', 'europa', 'afrika', 'asien', 'amerika', 'ozeanien'] as const;
export type WorldPart = (typeof WORLD_PARTS)[number];

interface PartView {
  /** Continent codes (countries-list: AF AS EU NA OC SA); none = the whole world. */
  continents: readonly string[];
  /** States of those continents that lie outside the part's map (not drawn, so not asked). */
  outside?: readonly string[];
  projection: () => GeoProjection;
  box: GeoBox;
  height: number;
}

export const WIDTH = 1000;

const box = (west: number, south: number, east: number, north: number): GeoBox => [geoPoint(west, south), geoPoint(east, north)];
const equalArea = (lon: number, lat: number) => () => geoAzimuthalEqualArea().rotate([-lon, -lat]);

const PARTS: Record<WorldPart, PartView> = {
  welt: { continents: [], projection: () => geoNaturalEarth1(), box: box(-180, -57, 180, 84), height: 520 },
  europa: { continents: ['EU'], projection: equalArea(15, 52), box: box(-24, 34, 45, 71), height: 820 },
  afrika: { continents: ['AF'], outside: ['CV', 'MU', 'SC'], projection: equalArea(18, 2), box: box(-18, -35, 52, 37), height: 1000 },
  asien: { continents: ['AS'], projection: equalArea(90, 35), box: box(26, -11, 150, 56), height: 780 },
  amerika: { continents: ['NA', 'SA'], projection: equalArea(-85, 10), box: box(-168, -56, -34, 72), height: 1100 },
  ozeanien: { continents: ['OC'], outside: ['KI'], projection: equalArea(160, -15), box: box(112, -48, 200, 12), height: 760 },
};

/**
 * Dependent territories and areas without a state of their own: drawn, but not asked
 * ('Wo liegt Jungferninseln?' is no lesson on countries).
 */
const NOT_STATES: ReadonlySet<string> = new Set([
  'AS', 'AI', 'AW', 'AX', 'BL', 'BM', 'CK', 'CW', 'EH', 'FK', 'FO', 'GG', 'GL', 'GU', 'HK', 'IM', 'IO', 'JE',
  'KY', 'MF', 'MO', 'MP', 'MS', 'NC', 'NF', 'NU', 'PF', 'PM', 'PN', 'PR', 'SH', 'SX', 'TC', 'VG', 'VI', 'WF',
]);

export async function loadWorldMap(): Promise<Topology> {
  return (await import('./data/world.topo.json')).default as unknown as Topology;
}

type Located = { id?: string | number; properties?: MapFeature['properties'] };

function continentsOf(f: Located): string[] {
  const c = f.properties?.['c'];
  return typeof c === 'string' ? c.split(' ') : [];
}

/** Whether a country is asked in this part of the world. */
function isTarget(f: Located, part: PartView): boolean {
  if (f.id === undefined || NOT_STATES.has(String(f.id)) || part.outside?.includes(String(f.id))) return false;
  return part.continents.length === 0 || continentsOf(f).some((c) => part.continents.includes(c));
}

/** The view of a part in small steps (the game runs them in slices, so building it blocks no input). */
export function* worldViewSteps(topology: Topology, choice: string | null): Steps<MapView> {
  const part = PARTS[(choice ?? 'welt') as WorldPart] ?? PARTS.welt;
  const projection = fitToBox(part.projection(), part.box, WIDTH, part.height, 4).clipExtent([
    [0, 0],
    [WIDTH, part.height],
  ]);
  const countries = yield* featuresOfSteps(topology, 'countries');
  const view = yield* projectMapSteps({
    projection,
    width: WIDTH,
    height: part.height,
    regions: countries.filter((f) => isTarget(f, part)),
    context: countries.filter((f) => !isTarget(f, part)),
  });
  // Russia and Asia go on east of Europe: the map fades out there instead of ending in a hard cut.
  return part === PARTS.europa ? { ...view, fadeEdges: ['right'] } : view;
}

export function buildWorldView(topology: Topology, choice: string | null): MapView {
  return runSteps(worldViewSteps(topology, choice));
}

/** The countries a part asks, without projecting the map (the rules module's regions; equal to the view's, tested). */
export const worldRegionIds = (topology: Topology, choice: WorldPart): string[] =>
  regionIdsOf(topology, 'countries', (g) => isTarget(g, PARTS[choice]));
