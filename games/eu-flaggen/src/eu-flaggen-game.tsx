import type { GameProps } from '@lernplattform/game-kit';
import { GuessingGame } from '@lernplattform/game-kit/guessing';
import { EU_CODES, GERMAN_NAMES, type EuCode } from '@lernplattform/game-kit/eu-countries';
import { QUIZ_ID } from './eu-flaggen.logic.ts';
import { FLAG_URLS } from './flags.ts';
import { messages } from './messages.ts';

const nameOf = (code: EuCode) => GERMAN_NAMES[code];
const renderFlag = (code: EuCode) => (
  <img src={FLAG_URLS[code]} alt={messages.flagAlt} width={640} height={480} />
);
const preloadFlag = (code: EuCode) => {
  new Image().src = FLAG_URLS[code];
};

/**
 * EU-Flaggen: which EU country does this flag belong to? The kit's guessing engine
 * (@lernplattform/game-kit/guessing) with the 27 member states and their flags.
 * Default export = the module the federated build exposes as './Game' and the
 * standalone page mounts.
 */
export default function EuFlaggenGame(props: GameProps) {
  return (
    <GuessingGame
      {...props}
      quizId={QUIZ_ID}
      items={EU_CODES}
      texts={messages}
      nameOf={nameOf}
      renderPicture={renderFlag}
      preload={preloadFlag}
    />
  );
}
