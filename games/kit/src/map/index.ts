/**
 * '@lernplattform/game-kit/map': the engine of the map games (d3-geo + topojson-client). Each map
 * game passes its data, projection and names to <MapQuiz>; zoom lives in '@lernplattform/game-kit/map-zoom'.
 */
export { MapQuiz, type MapQuizProps } from './map-quiz.tsx';
export type { MapChoice } from './map-start-overlay.tsx';
export * from './map.logic.ts';
