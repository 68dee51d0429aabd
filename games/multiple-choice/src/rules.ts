/** The rules of a teacher's 'Multiple Choice' game (games/README.md, 'Rules module'): its questions are the input's content. */
import { defineRules } from '@lernplattform/game-contract';
import { replayRules } from './multiple-choice.logic.ts';

export default defineRules({
  createRules: ({ content }) => {
    if (content?.gameType !== 'multipleChoice') throw new Error('a multiple-choice round needs the teacher\'s multiple-choice game');
    return replayRules(content);
  },
});
