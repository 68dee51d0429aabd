/**
 * Countries of world-atlas (Natural Earth 1:50m) as GeoJSON features with their ISO 3166-1
 * alpha-2 code as id (features without an ISO code, e.g. Kosovo or N. Cyprus, get no id and
 * are drawn as land only). Shared by the data scripts of Weltkarte and EU-Länder.
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

export function worldCountries() {
  const world = require('world-atlas/countries-50m.json');
  const byCode = new Map();
  const unnamed = [];
  for (const f of feature(world, world.objects.countries).features) {
    const code = f.id ? countries.numericToAlpha2(f.id) : undefined;
    if (!code) {
      unnamed.push({ type: 'Feature', properties: {}, geometry: f.geometry });
      continue;
    }
    // Two features can share a code (Australia and the Ashmore and Cartier Islands): merge them.
    const previous = byCode.get(code);
    byCode.set(code, previous ? { ...previous, geometry: mergeGeometries(previous.geometry, f.geometry) } : { type: 'Feature', id: code, properties: {}, geometry: f.geometry });
  }
  return { named: [...byCode.values()], unnamed };
}

function polygonsOf(geometry) {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
}

function mergeGeometries(a, b) {
  return { type: 'MultiPolygon', coordinates: [...polygonsOf(a), ...polygonsOf(b)] };
}

/**
 * Keeps only the polygons whose bounding box meets [[west, south], [east, north]] (e.g. drops
 * France's overseas departments from a map of Europe); null when none is left.
 */
export function keepPolygonsWithin(f, [[west, south], [east, north]]) {
  const kept = polygonsOf(f.geometry).filter((polygon) => {
    const ring = polygon[0];
    const lons = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    return Math.max(...lons) >= west && Math.min(...lons) <= east && Math.max(...lats) >= south && Math.min(...lats) <= north;
  });
  if (kept.length === 0) return null;
  return { ...f, geometry: { type: 'MultiPolygon', coordinates: kept } };
}
