// Named imports: the bundles (the game's and rules.js) take these two fields, not the whole package.json.
import { platformGame, version } from '../package.json';

/** The game's key, title and quiz id: written once, in package.json "platformGame". */
export const GAME = platformGame;
/** The game's version (package.json "version"), shown on the start screen: teachers and the
 * platform's admins see which version is live after an update or a rollback. */
export const GAME_VERSION = version;
