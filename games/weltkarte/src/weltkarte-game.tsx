import { platformGame } from '../package.json';
import { MapQuiz, germanCountryName, loadOnce, type MapChoice } from '@lernplattform/game-kit/map';
import { useMapZoom } from '@lernplattform/game-kit/map-zoom';
import type { GameProps } from '@lernplattform/game-kit';
import { messages } from './messages.ts';
import { WORLD_PARTS, loadWorldMap, worldViewSteps } from './world.map.ts';

/** Spec section 7 names no id for the world map; documented in DATA.md and the kit README. */
/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;

/** The world's data (the largest map) loads once the start overlay is drawn, not with this module: the overlay comes first. */
const loadMap = loadOnce(loadWorldMap);

const CHOICES: readonly MapChoice[] = WORLD_PARTS.map((id) => ({ id, label: messages.parts[id] }));

/** Small states with an enlarged hit area even where the automatic size rule would not give one. */
const SMALL_STATES = ['MT', 'LU', 'CY', 'LI', 'AD', 'MC', 'SM', 'VA', 'SG', 'BH'];

/**
 * Weltkarte: find the countries of the world or of one continent (chosen on the start overlay,
 * so a round fits a lesson). Zoom and pan with wheel, pinch, buttons and keys. All quiz behaviour
 * is the kit's map engine. Default export = the module './Game' and the standalone page.
 */
export default function WeltkarteGame(props: GameProps) {
  return (
    <MapQuiz
      {...props}
      title={messages.title}
      quizId={QUIZ_ID}
      intro={messages.intro}
      choices={CHOICES}
      loadMap={loadMap}
      buildView={worldViewSteps}
      regionName={germanCountryName}
      enlarge={SMALL_STATES}
      minHitSize={16}
      useZoom={useMapZoom}
      attribution={messages.attribution}
    />
  );
}
