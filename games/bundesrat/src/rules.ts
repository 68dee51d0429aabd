/**
 * Bundesrat's rules module (games/README.md, 'Rules module'): the members as the game plays them, from the
 * bundesrat.json served beside the build (an operator replaces it there after an election, DATA.md).
 */
import { defineRules } from '@lernplattform/game-contract';
import { replayRules } from './bundesrat.logic.ts';
import { parseCouncil } from './council.ts';

export default defineRules({
  dataFiles: ['bundesrat.json'],
  createRules: ({ files }) => replayRules(parseCouncil(files['bundesrat.json']).mitglieder),
});
