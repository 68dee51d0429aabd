/**
 * '@lernplattform/game-kit/map-logic': the React-free half of the map engine (geometry, quiz
 * reducer, keyboard navigation, names), for a map game's data code and its unit tests.
 */
export {
  featuresOf,
  featuresOfSteps,
  fitToBox,
  geoPoint,
  isSteps,
  loadOnce,
  projectMap,
  projectMapSteps,
  regionIdsOf,
  runInSlices,
  runSteps,
  screenPoint,
  startLoading,
  type Steps,
  type GeoBox,
  type GeoPoint,
  type MapFeature,
  type MapView,
  type ProjectMapOptions,
  type RegionShape,
  type ScreenPoint,
} from './geometry.ts';
export { germanCountryName } from '../country-names.ts';
export { mapMessages } from './messages.ts';
export * from './map-quiz.logic.ts';
export { centralRegion, directionOfKey, neighbourInDirection, type Direction, type NavPoint } from './keyboard-nav.ts';
