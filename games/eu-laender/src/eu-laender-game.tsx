import { platformGame } from '../package.json';
import { MapQuiz, startLoading } from '@lernplattform/game-kit/map';
import { useMapZoom } from '@lernplattform/game-kit/map-zoom';
import type { GameProps } from '@lernplattform/game-kit';
import { GERMAN_NAMES, type EuCode } from '@lernplattform/game-kit/eu-countries';
import { SMALL_MEMBERS, europeViewSteps, loadEuropeMap } from './europe.map.ts';
import { messages } from './messages.ts';

/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;

/** The names EU-Flaggen uses too: one spelling across the games. */
const euName = (code: string) => GERMAN_NAMES[code as EuCode] ?? code;

/** The map data starts loading with this module (in the shell, before the page shows the game). */
const loadMap = startLoading(loadEuropeMap);

/**
 * EU-Länder: find the 27 member states on the map of Europe. All behaviour is the kit's map
 * engine; this bundle brings the data and the projection. Default export = the module the
 * federated build exposes as './Game' and the standalone page mounts.
 */
export default function EuLaenderGame(props: GameProps) {
  return (
    <MapQuiz
      {...props}
      title={messages.title}
      quizId={QUIZ_ID}
      loadMap={loadMap}
      buildView={europeViewSteps}
      regionName={euName}
      enlarge={SMALL_MEMBERS}
      minHitSize={26}
      useZoom={useMapZoom}
      attribution={messages.attribution}
    />
  );
}
