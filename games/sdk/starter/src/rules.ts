/**
 * The game's rules module (games/README.md, 'Rules module'). The build bundles this file into
 * dist/federated/rules.js; the platform's server runs that script in a sandbox and replays every
 * round the game reports with it, so a lesson stores the result it computed itself.
 *
 * The rules are the kit's guessing engine with the very items and quiz id `src/game.tsx` plays:
 * `GuessingGame` runs the same `guessingRules` in the browser. The lesson's 'Zielpunktzahl'
 * (`settings.target`) fixes the target; without one the player's choice on the start screen counts.
 * Import nothing here that touches React, the DOM or the network: it all ends up in rules.js.
 */
import { defineRules } from '@lernplattform/game-contract';
import { guessingRules } from '@lernplattform/game-kit/guessing/logic';
import { COUNTRY_CODES } from './capitals.ts';
import { GAME } from './game-info.ts';

export default defineRules({
  createRules: ({ settings }) => guessingRules(COUNTRY_CODES, GAME.quizId, typeof settings.target === 'number' ? settings.target : undefined),
});
