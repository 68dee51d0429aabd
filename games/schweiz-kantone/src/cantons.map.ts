/**
 * The cantons map: data loaded as its own chunk (src/data/cantons.topo.json, see DATA.md),
 * projected with d3-geo's Mercator fitted to Switzerland, lakes drawn above the cantons.
 */
import { geoMercator } from 'd3-geo';
import { featuresOfSteps, fitToBox, geoPoint, projectMapSteps, regionIdsOf, runSteps, type MapView, type Steps } from '@lernplattform/game-kit/map-logic';
import type { Topology } from 'topojson-specification';

export const WIDTH = 1000;
export const HEIGHT = 640;
/** Switzerland's extent in degrees, with a little margin. */
const SWITZERLAND = [geoPoint(5.9, 45.8), geoPoint(10.52, 47.82)] as const;

/** Small cantons that always get an enlarged hit area (phones). */
export const SMALL_CANTONS = ['BS', 'ZG', 'AR', 'AI', 'NW', 'OW', 'SH', 'GE'];

export async function loadCantonsMap(): Promise<Topology> {
  return (await import('./data/cantons.topo.json')).default as unknown as Topology;
}

/** The view in small steps (the game runs them in slices, so loading the map blocks no input). */
export function* cantonsViewSteps(topology: Topology): Steps<MapView> {
  const projection = fitToBox(geoMercator(), SWITZERLAND, WIDTH, HEIGHT);
  return yield* projectMapSteps({
    projection,
    width: WIDTH,
    height: HEIGHT,
    regions: yield* featuresOfSteps(topology, 'cantons'),
    overlays: yield* featuresOfSteps(topology, 'lakes'),
  });
}

export function buildCantonsView(topology: Topology): MapView {
  return runSteps(cantonsViewSteps(topology));
}

/** The cantons the quiz asks, without projecting the map (the rules module's regions; equal to the view's, tested). */
export const cantonRegionIds = (topology: Topology): string[] => regionIdsOf(topology, 'cantons');
