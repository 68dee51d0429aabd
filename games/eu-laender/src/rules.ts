/**
 * EU-Länder's rules module (games/README.md, 'Rules module'): the map quiz over the regions the game's view asks
 * (read from the same map data as the game's view, without projecting it), with the lesson's start overlay.
 */
import { defineRules } from '@lernplattform/game-contract';
import { mapQuizRules } from '@lernplattform/game-kit/map/quiz-logic';
import type { Topology } from 'topojson-specification';
import { platformGame } from '../package.json';
import topology from './data/europe.topo.json';
import { europeRegionIds } from './europe.map.ts';

let regions: string[] | null = null;

export default defineRules({
  createRules: () => {
    regions ??= europeRegionIds(topology as unknown as Topology);
    return mapQuizRules(platformGame.quizId, [regions], { withStart: true });
  },
});
