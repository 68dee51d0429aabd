/**
 * Prepares src/data/europe.topo.json from world-atlas (Natural Earth 1:50m): every country of
 * Europe and its neighbours with its ISO alpha-2 code as id, clipped to the part of the world the
 * EU map shows (France's overseas departments, the Canaries and the Azores fall away), simplified.
 * The game decides which of them are quiz targets (the 27 members) and which are context.
 *   npm run prepare-map -w @games/eu-laender
 */
import path from 'node:path';
import { smallTopology, writeTopology } from '../../kit/scripts/small-topology.mjs';
import { keepPolygonsWithin, worldCountries } from '../../kit/scripts/world-countries.mjs';

/** [[west, south], [east, north]] in degrees: somewhat more than the map shows. */
const AREA = [[-20, 30], [50, 75]];

const { named, unnamed } = worldCountries();
const features = [...named, ...unnamed].map((f) => keepPolygonsWithin(f, AREA)).filter((f) => f !== null);
const topo = smallTopology({ countries: { type: 'FeatureCollection', features } }, { minWeight: 1e-3, quantization: 2e4, keepArea: 1e-5 });
writeTopology(path.join(import.meta.dirname, '../src/data/europe.topo.json'), topo);
