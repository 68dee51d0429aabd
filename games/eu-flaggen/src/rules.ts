/** EU-Flaggen's rules module (games/README.md, 'Rules module'): the lesson's 'Zielpunktzahl' or the game's default. */
import { defineRules } from '@lernplattform/game-contract';
import { replayRules } from './eu-flaggen.logic.ts';

export default defineRules({
  createRules: ({ settings }) => replayRules(typeof settings.target === 'number' ? settings.target : undefined),
});
