import { platformGame } from '../package.json';
import { MapQuiz, startLoading } from '@lernplattform/game-kit/map';
import { useMapZoom } from '@lernplattform/game-kit/map-zoom';
import type { GameProps } from '@lernplattform/game-kit';
import { cantonName } from './cantons.ts';
import { SMALL_CANTONS, cantonsViewSteps, loadCantonsMap } from './cantons.map.ts';
import { messages } from './messages.ts';

/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;

/** Answered cantons show their abbreviation on the map (spec: the label is revealed). */
const labelOf = (code: string) => code;

/** The map data starts loading with this module (in the shell, before the page shows the game). */
const loadMap = startLoading(loadCantonsMap);

/**
 * Schweizer Kantone: find the 26 cantons on the map. All behaviour is the kit's map engine;
 * this bundle brings the data, the names and the projection. Default export = the module the
 * federated build exposes as './Game' and the standalone page mounts.
 */
export default function SchweizKantoneGame(props: GameProps) {
  return (
    <MapQuiz
      {...props}
      title={messages.title}
      quizId={QUIZ_ID}
      loadMap={loadMap}
      buildView={cantonsViewSteps}
      regionName={cantonName}
      labelOf={labelOf}
      enlarge={SMALL_CANTONS}
      minHitSize={26}
      useZoom={useMapZoom}
      attribution={messages.attribution}
    />
  );
}
