/**
 * The cantons map: data loaded as its own chunk (src/data/cantons.topo.json, see DATA.md),
 * projected with d3-geo's Mercator fitted to Switzerland, lakes drawn above the cantons.
 */
import { geoMercator } from 'd3-geo';
import { featuresOf, fitToBox, geoPoint, projectMap, type MapView } from '@lernplattform/game-kit/map-logic';
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

export function buildCantonsView(topology: Topology): MapView {
  const projection = fitToBox(geoMercator(), SWITZERLAND, WIDTH, HEIGHT);
  return projectMap({
    projection,
    width: WIDTH,
    height: HEIGHT,
    regions: featuresOf(topology, 'cantons'),
    overlays: featuresOf(topology, 'lakes'),
  });
}
