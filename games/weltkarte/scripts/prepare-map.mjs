/**
 * Prepares src/data/world.topo.json from world-atlas (Natural Earth 1:50m): every country with
 * its ISO alpha-2 code as id and its continents (from countries-list) as property `c`, simplified.
 * Antarctica is left out (no quiz target, and it would take a fifth of the map).
 *   npm run prepare-map -w @games/weltkarte
 */
import path from 'node:path';
import { countries as countryData } from 'countries-list';
import { smallTopology, writeTopology } from '../../kit/scripts/small-topology.mjs';
import { worldCountries } from '../../kit/scripts/world-countries.mjs';

/** Continent codes of countries-list (AF AS EU NA OC SA), plus Russia also in Europe. */
const EXTRA_CONTINENTS = { RU: ['EU'] };
const LEFT_OUT = new Set(['AQ', 'TF', 'HM', 'GS']);

const { named, unnamed } = worldCountries();
const features = named
  .filter((f) => !LEFT_OUT.has(f.id))
  .map((f) => {
    const continent = countryData[f.id]?.continent;
    if (!continent) throw new Error(`countries-list has no continent for ${f.id}`);
    return { ...f, properties: { c: [continent, ...(EXTRA_CONTINENTS[f.id] ?? [])].join(' ') } };
  });
const topo = smallTopology(
  { countries: { type: 'FeatureCollection', features: [...features, ...unnamed] } },
  { minWeight: 1e-2, quantization: 5e4, keepArea: 2e-5 },
);
writeTopology(path.join(import.meta.dirname, '../src/data/world.topo.json'), topo);
