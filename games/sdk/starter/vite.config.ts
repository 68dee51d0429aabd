import { gameBuildFromPackage } from '@lernplattform/game-build';

// Both builds of the game from package.json "platformGame" (key, federationName, exposes):
// `vite build` → dist/federated (remoteEntry.js, mf-manifest.json), `vite build --mode standalone` → dist/standalone.
export default gameBuildFromPackage(import.meta.dirname);
