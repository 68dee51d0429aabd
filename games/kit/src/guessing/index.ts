/**
 * The guessing game of spec section 4 as one engine (pure logic + view) for several games:
 * EU-Flaggen and Schweizer Wappen bring only their data set and their pictures.
 */
export * from './guessing.logic.ts';
export { GuessingGame, type GuessingGameProps, type GuessingTexts } from './guessing-game.tsx';
