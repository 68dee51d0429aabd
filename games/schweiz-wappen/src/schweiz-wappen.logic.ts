/**
 * Schweizer Wappen on the kit's guessing engine (@lernplattform/game-kit/guessing): the same engine
 * as EU-Flaggen, fed with the 26 cantons. This module only binds the data set.
 */
import { platformGame } from '../package.json';
import { createGuessingState, guessingRules, toGuessingResult, type GuessingState } from '@lernplattform/game-kit/guessing/logic';
import { TARGET_DEFAULT, type GameResultMessage } from '@lernplattform/game-kit/logic';
import { CANTON_CODES, type CantonCode } from './cantons.ts';

/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;

export type SchweizWappenState = GuessingState<CantonCode>;

export function createInitialState(seed: number, target: number = TARGET_DEFAULT): SchweizWappenState {
  return createGuessingState(CANTON_CODES, seed, target);
}

/** The result message (spec section 7) with quizId SCHWEIZ_WAPPEN. */
export function toResultMessage(state: SchweizWappenState): GameResultMessage {
  return toGuessingResult(state, QUIZ_ID);
}

/** The rules a replay checks a round against (the API verifies lesson results with them); `target`: the lesson's. */
export const replayRules = (target?: number) => guessingRules(CANTON_CODES, QUIZ_ID, target);
