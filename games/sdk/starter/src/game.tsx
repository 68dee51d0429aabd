import type { GameProps } from '@lernplattform/game-contract';
import { GuessingGame } from '@lernplattform/game-kit/guessing';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './capitals.ts';
import { GAME, GAME_VERSION } from './game-info.ts';

const texts = {
  title: GAME.title,
  intro: `Wähle zu jedem Land seine Hauptstadt. (Version ${GAME_VERSION})`,
  question: 'Wie heisst die Hauptstadt dieses Landes?',
};

const capitalOf = (code: CountryCode) => COUNTRIES[code].capital;
const renderCountry = (code: CountryCode) => (
  <div style={{ display: 'grid', placeItems: 'center', height: '100%', fontSize: '2rem', fontWeight: 700 }}>{COUNTRIES[code].name}</div>
);

/**
 * The game: the kit's guessing engine (seeded reducer, timer, start and end overlays, result
 * message with seed and log) with our data. The default export is what the bundle exposes as
 * './Game' and what the standalone page mounts. `src/rules.ts` gives the platform's server the
 * same rules (the same items and quiz id) to replay the rounds with: change both alike.
 */
export default function Game(props: GameProps) {
  return (
    <GuessingGame
      {...props}
      quizId={GAME.quizId}
      items={COUNTRY_CODES}
      texts={texts}
      nameOf={capitalOf}
      renderPicture={renderCountry}
    />
  );
}
