import pkg from '../package.json';

/** The game's key, title and quiz id: written once, in package.json "platformGame". */
export const GAME = pkg.platformGame;
