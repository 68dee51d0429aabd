import pkg from '../package.json';

/** The game's key, title and quiz id: written once, in package.json "platformGame". */
export const GAME = pkg.platformGame;
/** The game's version (package.json "version"), shown on the start screen: teachers and the
 * platform's admins see which version is live after an update or a rollback. */
export const GAME_VERSION = pkg.version;
