import type { GameProps } from '@lernplattform/game-kit';
import { GuessingGame } from '@lernplattform/game-kit/guessing';
import { CANTON_CODES, CANTON_NAMES, type CantonCode } from './cantons.ts';
import { Crest } from './crests.tsx';
import { QUIZ_ID } from './schweiz-wappen.logic.ts';
import { messages } from './messages.ts';

const nameOf = (code: CantonCode) => CANTON_NAMES[code];
const renderCrest = (code: CantonCode) => <Crest code={code} title={messages.crestAlt} />;

/**
 * Schweizer Wappen: which canton does this coat of arms belong to? The kit's guessing engine
 * (@lernplattform/game-kit/guessing) with the 26 cantons and their arms drawn as inline SVG (crests.tsx),
 * so there is nothing to preload. Default export = the federated './Game' and the embed page.
 */
export default function SchweizWappenGame(props: GameProps) {
  return (
    <GuessingGame
      {...props}
      quizId={QUIZ_ID}
      items={CANTON_CODES}
      texts={messages}
      nameOf={nameOf}
      renderPicture={renderCrest}
      pictureRatio="5 / 6"
      pictureFramed={false}
    />
  );
}
