/**
 * Weltkarte's rules module (games/README.md, 'Rules module'): the map quiz over the part of the world the teacher
 * chose (setting `region`), or over any one part where the pupil chooses on the start overlay.
 */
import { defineRules } from '@lernplattform/game-contract';
import { mapQuizRules } from '@lernplattform/game-kit/map/quiz-logic';
import type { Topology } from 'topojson-specification';
import { platformGame } from '../package.json';
import topology from './data/world.topo.json';
import { WORLD_PARTS, worldRegionIds, type WorldPart } from './world.map.ts';

const regions = new Map<WorldPart, string[]>();
const regionsOf = (part: WorldPart) => {
  if (!regions.has(part)) regions.set(part, worldRegionIds(topology as unknown as Topology, part));
  return regions.get(part)!;
};
const isPart = (value: unknown): value is WorldPart => typeof value === 'string' && (WORLD_PARTS as readonly string[]).includes(value);

export default defineRules({
  createRules: ({ settings }) => {
    const parts = isPart(settings.region) ? [settings.region] : WORLD_PARTS;
    return mapQuizRules(platformGame.quizId, parts.map(regionsOf), { withStart: true });
  },
});
