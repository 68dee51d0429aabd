/**
 * The contract's own version: the major version of the game contract this package describes.
 * It changes only when a game built against an older contract would no longer work in the
 * platform (a prop removed, a message reshaped). Adding optional props keeps it.
 */
export const GAME_CONTRACT_VERSION = 1;
