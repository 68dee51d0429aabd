/** The rules of a teacher's 'Zuordnen' game (games/README.md, 'Rules module'): its pairs are the input's content. */
import { defineRules } from '@lernplattform/game-contract';
import { replayRules } from './matching.logic.ts';

export default defineRules({
  createRules: ({ content }) => {
    if (content?.gameType !== 'matching') throw new Error('a matching round needs the teacher\'s matching game');
    return replayRules(content);
  },
});
