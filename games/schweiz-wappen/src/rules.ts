/** Schweizer Wappen's rules module (games/README.md, 'Rules module'): the lesson's 'Zielpunktzahl' or the game's default. */
import { defineRules } from '@lernplattform/game-contract';
import { replayRules } from './schweiz-wappen.logic.ts';

export default defineRules({
  createRules: ({ settings }) => replayRules(typeof settings.target === 'number' ? settings.target : undefined),
});
