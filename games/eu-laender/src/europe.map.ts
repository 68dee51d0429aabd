/**
 * The EU map: Europe from Natural Earth (src/data/europe.topo.json, see DATA.md), loaded as its
 * own chunk, in the Lambert azimuthal equal-area projection centred on Europe (as the EU's own
 * maps, ETRS89-LAEA). The 27 members are the quiz regions; every other country is context.
 */
import { geoAzimuthalEqualArea } from 'd3-geo';
import { featuresOf, fitToBox, geoPoint, projectMap, type MapView } from '@lernplattform/game-kit/map-logic';
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

export function buildEuropeView(topology: Topology): MapView {
  const projection = fitToBox(geoAzimuthalEqualArea().rotate([-10, -52]), EU_BOX, WIDTH, HEIGHT, 4).clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);
  const countries = featuresOf(topology, 'countries');
  return projectMap({
    projection,
    width: WIDTH,
    height: HEIGHT,
    regions: countries.filter((f) => MEMBERS.has(String(f.id))),
    context: countries.filter((f) => !MEMBERS.has(String(f.id))),
  });
}
