/**
 * Prepares src/data/cantons.topo.json from swiss-maps (2026 boundaries, BFS/GEOSTAT data):
 * the 26 cantons (id = the canton's two-letter abbreviation) and the lakes, simplified.
 *   npm run prepare-map -w @games/schweiz-kantone
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature } from 'topojson-client';
import { smallTopology, writeTopology } from '../../kit/scripts/small-topology.mjs';

const require = createRequire(import.meta.url);
const source = require('swiss-maps/2026/ch-combined.json');

/** FSO canton numbers 1–26 → abbreviations (Federal Statistical Office order). */
const ABBREVIATIONS = ['ZH', 'BE', 'LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'BS', 'BL', 'SH', 'AR', 'AI', 'SG', 'GR', 'AG', 'TG', 'TI', 'VD', 'VS', 'NE', 'GE', 'JU'];

const cantons = feature(source, source.objects.cantons);
cantons.features = cantons.features.map((f) => {
  const abbreviation = ABBREVIATIONS[Number(f.id) - 1];
  if (!abbreviation) throw new Error(`unknown canton number ${f.id}`);
  return { type: 'Feature', id: abbreviation, properties: {}, geometry: f.geometry };
});
const lakes = feature(source, source.objects.lakes);
lakes.features = lakes.features.map((f) => ({ type: 'Feature', properties: {}, geometry: f.geometry }));

const topo = smallTopology({ cantons, lakes }, { minWeight: 2e-6, quantization: 1e4 });
writeTopology(path.join(import.meta.dirname, '../src/data/cantons.topo.json'), topo);
