/** The standalone page (iframes, LMSs): the same component, in the kit's error boundary. */
import '@lernplattform/game-kit/platform.css';
import { mountStandalone } from '@lernplattform/game-kit/standalone';
import Game from './game.tsx';
import { GAME } from './game-info.ts';

mountStandalone(Game, { game: GAME.key });
