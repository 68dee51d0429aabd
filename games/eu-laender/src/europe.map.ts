/**
 * The EU map: Europe from Natural Earth (src/data/europe.topo.json, see DATA.md), loaded as its
 * own chunk, in the Lambert azimuthal equal-area projection centred on Europe (as the EU's own
 * maps, ETRS89-LAEA). The 27 members are the quiz regions; every other country is context.
 */
import { geoAzimuthalEqualArea } from 'd3-geo';
import { featuresOfSteps, fitToBox, geoPoint, projectMapSteps, regionIdsOf, runSteps, type MapView, type Steps } from '@lernplattform/game-kit/map-logic';
import type { Topology } from 'topojson-specification';
import { EU_CODES } from '@lernplattform/game-kit/eu-countries';

export const WIDTH = 1000;
export const HEIGHT = 860;
/** From Portugal to Cyprus, from Malta to northern Finland. */
const EU_BOX = [geoPoint(-10.5, 34.2), geoPoint(34.8, 70.2)] as const;
const MEMBERS: ReadonlySet<string> = new Set(EU_CODES);

/** Members too small to hit reliably on a phone: always an enlarged hit area. */
export const SMALL_MEMBERS = ['MT', 'LU', 'CY'];

export async function loadEuropeMap(): Promise<Topology> {
  return (await import('./data/europe.topo.json')).default as unknown as Topology;
}

/** The view in small steps (the game runs them in slices, so loading the map blocks no input). */
export function* europeViewSteps(topology: Topology): Steps<MapView> {
  const projection = fitToBox(geoAzimuthalEqualArea().rotate([-10, -52]), EU_BOX, WIDTH, HEIGHT, 4).clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);
  const countries = yield* featuresOfSteps(topology, 'countries');
  return yield* projectMapSteps({
    projection,
    width: WIDTH,
    height: HEIGHT,
    regions: countries.filter((f) => MEMBERS.has(String(f.id))),
    context: countries.filter((f) => !MEMBERS.has(String(f.id))),
  });
}

export function buildEuropeView(topology: Topology): MapView {
  return runSteps(europeViewSteps(topology));
}

/** The members the quiz asks, without projecting the map (the rules module's regions; equal to the view's, tested). */
export const europeRegionIds = (topology: Topology): string[] => regionIdsOf(topology, 'countries', (g) => MEMBERS.has(String(g.id)));
