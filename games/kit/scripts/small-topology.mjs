/**
 * Build-time helper of the map games' data scripts (games/<map game>/scripts/prepare-map.mjs):
 * turns GeoJSON feature collections into one small TopoJSON file, simplified with topojson's
 * own tools to what the map needs at its largest zoom, then quantized. Run by developers when
 * the source data changes; the result is committed next to the game with its DATA.md.
 */
import fs from 'node:fs';
import { geoArea } from 'd3-geo';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';

/**
 * @param {Record<string, import('geojson').FeatureCollection>} objects
 * @param {{ minWeight: number, quantization?: number, keepArea?: number }} options
 *   minWeight: the smallest triangle area (planar, in square degrees) a point must span to stay.
 *   keepArea: features smaller than this (steradians, d3's geoArea) keep every point, so small
 *   states (Malta, Nauru, San Marino) keep their shape instead of collapsing to nothing.
 */
export function smallTopology(objects, { minWeight, quantization = 1e4, keepArea = 0 }) {
  const topo = presimplify(topology(objects));
  for (const [name, collection] of Object.entries(objects)) {
    const geometries = topo.objects[name].geometries;
    collection.features.forEach((f, index) => {
      if (geoArea(f) < keepArea) protectArcs(topo, geometries[index]);
    });
  }
  return quantize(simplify(topo, minWeight), quantization);
}

/** Gives every point of a geometry's arcs infinite weight: simplify keeps them all. */
function protectArcs(topo, geometry) {
  const rings = geometry.type === 'Polygon' ? geometry.arcs : geometry.type === 'MultiPolygon' ? geometry.arcs.flat() : [];
  for (const ring of rings) {
    for (const index of ring) {
      for (const point of topo.arcs[index < 0 ? ~index : index]) point[2] = Infinity;
    }
  }
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
