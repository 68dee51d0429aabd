/**
 * EU-Flaggen on the kit's guessing engine (@lernplattform/game-kit/guessing): the same engine as
 * Schweizer Wappen, fed with the 27 EU member states. This module only binds the data set.
 */
import { platformGame } from '../package.json';
import {
  FEEDBACK_MS,
  OPTION_COUNT,
  createGuessingState,
  guessingReducer,
  guessingRules,
  isWon,
  toGuessingResult,
  upcomingAnswer,
  type Feedback as GuessingFeedback,
  type GuessingEvent,
  type GuessingPhase,
  type GuessingState,
  type Question as GuessingQuestion,
} from '@lernplattform/game-kit/guessing/logic';
import type { GameResultMessage } from '@lernplattform/game-kit/logic';
import { TARGET_DEFAULT } from '@lernplattform/game-kit/logic';
import { EU_CODES, type EuCode } from '@lernplattform/game-kit/eu-countries';

/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;
export { FEEDBACK_MS, OPTION_COUNT, isWon, upcomingAnswer };

export type Phase = GuessingPhase;
export type Question = GuessingQuestion<EuCode>;
export type Feedback = GuessingFeedback<EuCode>;
export type EuFlaggenState = GuessingState<EuCode>;
export type EuFlaggenEvent = GuessingEvent<EuCode>;

export function createInitialState(seed: number, target: number = TARGET_DEFAULT): EuFlaggenState {
  return createGuessingState(EU_CODES, seed, target);
}

export const euFlaggenReducer: (state: EuFlaggenState, event: EuFlaggenEvent) => EuFlaggenState = guessingReducer;

/** The result message (spec section 7) with quizId EU_FLAGGEN. */
export function toResultMessage(state: EuFlaggenState): GameResultMessage {
  return toGuessingResult(state, QUIZ_ID);
}

/** The rules a replay checks a round against (the API verifies lesson results with them); `target`: the lesson's. */
export const replayRules = (target?: number) => guessingRules(EU_CODES, QUIZ_ID, target);
