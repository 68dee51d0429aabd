/**
 * Schweizer Kantone's rules module (games/README.md, 'Rules module'): the map quiz over the cantons the game's view
 * asks (read from the same map data as the game's view), with the lesson's start overlay.
 */
import { defineRules } from '@lernplattform/game-contract';
import { mapQuizRules } from '@lernplattform/game-kit/map/quiz-logic';
import type { Topology } from 'topojson-specification';
import { platformGame } from '../package.json';
import topology from './data/cantons.topo.json';
import { cantonRegionIds } from './cantons.map.ts';

let regions: string[] | null = null;

export default defineRules({
  createRules: () => {
    regions ??= cantonRegionIds(topology as unknown as Topology);
    return mapQuizRules(platformGame.quizId, [regions], { withStart: true });
  },
});
