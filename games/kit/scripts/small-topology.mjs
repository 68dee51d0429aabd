/**
 * Build-time helper of the map games' data scripts (games/<map game>/scripts/prepare-map.mjs):
 * turns GeoJSON feature collections into one small TopoJSON file, simplified with topojson's
 * own tools to what the map needs at its largest zoom, then quantized. Run by developers when
 * the source data changes; the result is committed next to the game with its DATA.md.
 */
import fs from 'node:fs';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';

/**
 * @param {Record<string, import('geojson').FeatureCollection>} objects
 * @param {{ minWeight: number, quantization?: number }} options minWeight: the smallest triangle
 *   area (planar, in square degrees) a point must span to stay; points of small rings stay anyway
 *   because topojson keeps every arc's end points.
 */
export function smallTopology(objects, { minWeight, quantization = 1e4 }) {
  const simplified = simplify(presimplify(topology(objects)), minWeight);
  return quantize(simplified, quantization);
}

/** Writes compact JSON and reports its size, so the data script shows what the game ships. */
export function writeTopology(file, topo) {
  const json = JSON.stringify(topo);
  fs.writeFileSync(file, json);
  console.log(`${file}: ${(json.length / 1024).toFixed(1)} KB`);
}

/** Rounds coordinates of GeoJSON properties we do not need away: keeps only the given keys. */
export function pickProperties(feature, keys) {
  const properties = Object.fromEntries(keys.filter((k) => feature.properties?.[k] !== undefined).map((k) => [k, feature.properties[k]]));
  return { type: 'Feature', id: feature.id, properties, geometry: feature.geometry };
}
