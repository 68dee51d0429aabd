/** Wirtschaftskreislauf's rules module (games/README.md, 'Rules module'): one round, no settings. */
import { defineRules } from '@lernplattform/game-contract';
import { replayRules } from './wirtschaftskreislauf.logic.ts';

export default defineRules({ createRules: () => replayRules() });
