/**
 * '@platform/game-kit/map': the engine of the map games (d3-geo + topojson-client). Each map
 * game passes its data, projection and names to <MapQuiz>; zoom lives in '@platform/game-kit/map-zoom'.
 */
export { MapQuiz, type MapQuizProps } from './MapQuiz.tsx';
export type { MapChoice } from './MapStartOverlay.tsx';
export * from './logic.ts';
