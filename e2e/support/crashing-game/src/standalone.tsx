/** A game that throws while rendering, on the kit's standalone page (e2e/tests/game-crash.spec.ts). */
import { mountStandalone } from '@lernplattform/game-kit/standalone';

function CrashingGame(): never {
  throw new TypeError('round is undefined');
}

mountStandalone(CrashingGame, { game: 'absturz' });
