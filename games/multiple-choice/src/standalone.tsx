/** Entry of the standalone page (/embed/multiple-choice/?id=<game id>), embedded by external sites in an iframe. */
// Inside the shell these come from the shell; a standalone page must bring the platform look itself.
import '@platform/ui/tokens.css';
import '@platform/ui/components.css';
import { mountStandalone } from '@lernplattform/game-kit/standalone';
import MultipleChoiceGame from './multiple-choice-game.tsx';

mountStandalone(MultipleChoiceGame);
