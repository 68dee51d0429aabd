/**
 * EU-Flaggen as a pure state machine (spec section 4 'Guessing game'): start overlay →
 * running → finished. Deterministic for a seed: the PRNG state lives in the state, and
 * timers stay in the view, which dispatches 'tick' every second and 'feedbackElapsed'
 * FEEDBACK_MS after an answer.
 */
import {
  TARGET_DEFAULT,
  buildResultMessage,
  clampTarget,
  formatTime,
  nextInt,
  shuffle,
  type GameResultMessage,
} from '@platform/game-kit/logic';
import { EU_CODES, type EuCode } from './eu-countries.ts';

export const QUIZ_ID = 'EU_FLAGGEN';
/** How long the green/red feedback shows before the next flag (spec 'Timing': guessing 1000 ms). */
export const FEEDBACK_MS = 1000;
export const OPTION_COUNT = 4;

export type Phase = 'start' | 'running' | 'finished';

export interface Question {
  answer: EuCode;
  /** OPTION_COUNT distinct countries, the answer among them, in shuffled order. */
  options: readonly EuCode[];
}

export interface Feedback {
  choice: EuCode;
  correct: boolean;
}

export interface EuFlaggenState {
  phase: Phase;
  target: number;
  /** mulberry32 generator state. */
  rng: number;
  /** Order of the current pass through all 27 flags; reshuffled when exhausted. */
  deck: readonly EuCode[];
  /** Index in `deck` of the current question's answer. */
  position: number;
  question: Question | null;
  /** Set for FEEDBACK_MS after an answer; answers are ignored meanwhile. */
  feedback: Feedback | null;
  /** Correct answers; each is a point, so this is also Punkte. */
  correct: number;
  wrong: number;
  /** Seconds played. */
  elapsed: number;
  /** Games started so far; lets the view post each game's result exactly once. */
  round: number;
}

export type EuFlaggenEvent =
  | { type: 'start'; target: number }
  | { type: 'answer'; choice: EuCode }
  | { type: 'feedbackElapsed' }
  | { type: 'tick' }
  | { type: 'restart' };

export function createInitialState(seed: number, target: number = TARGET_DEFAULT): EuFlaggenState {
  return {
    phase: 'start',
    target: clampTarget(target),
    rng: seed | 0,
    deck: [],
    position: 0,
    question: null,
    feedback: null,
    correct: 0,
    wrong: 0,
    elapsed: 0,
    round: 0,
  };
}

/** A new pass in random order that does not begin with the flag just shown. */
function newDeck(rng: number, previous: EuCode | null): [EuCode[], number] {
  let [deck, state] = shuffle(EU_CODES, rng);
  if (previous !== null && deck[0] === previous) {
    let swapWith: number;
    [swapWith, state] = nextInt(state, deck.length - 1);
    swapWith += 1;
    [deck[0], deck[swapWith]] = [deck[swapWith] as EuCode, deck[0]];
  }
  return [deck, state];
}

/** The answer plus OPTION_COUNT − 1 random other countries, shuffled. */
function makeQuestion(answer: EuCode, rng: number): [Question, number] {
  const [others, afterOthers] = shuffle(
    EU_CODES.filter((code) => code !== answer),
    rng,
  );
  const [options, afterOptions] = shuffle([answer, ...others.slice(0, OPTION_COUNT - 1)], afterOthers);
  return [{ answer, options }, afterOptions];
}

function nextQuestion(state: EuFlaggenState): EuFlaggenState {
  let deck = state.deck;
  let position = state.position + 1;
  let rng = state.rng;
  if (position >= deck.length) {
    [deck, rng] = newDeck(rng, state.question?.answer ?? null);
    position = 0;
  }
  const [question, afterQuestion] = makeQuestion(deck[position] as EuCode, rng);
  return { ...state, deck, position, question, rng: afterQuestion, feedback: null };
}

export function euFlaggenReducer(state: EuFlaggenState, event: EuFlaggenEvent): EuFlaggenState {
  switch (event.type) {
    case 'start': {
      if (state.phase !== 'start') return state;
      const [deck, afterDeck] = newDeck(state.rng, null);
      const [question, rng] = makeQuestion(deck[0] as EuCode, afterDeck);
      return {
        ...state,
        phase: 'running',
        target: clampTarget(event.target),
        rng,
        deck,
        position: 0,
        question,
        feedback: null,
        correct: 0,
        wrong: 0,
        elapsed: 0,
        round: state.round + 1,
      };
    }
    case 'answer': {
      const { question } = state;
      if (state.phase !== 'running' || state.feedback !== null || question === null) return state;
      if (!question.options.includes(event.choice)) return state;
      const correct = event.choice === question.answer;
      return {
        ...state,
        feedback: { choice: event.choice, correct },
        correct: state.correct + (correct ? 1 : 0),
        wrong: state.wrong + (correct ? 0 : 1),
      };
    }
    case 'feedbackElapsed': {
      if (state.phase !== 'running' || state.feedback === null) return state;
      if (state.correct >= state.target) {
        return { ...state, phase: 'finished', feedback: null, question: null };
      }
      return nextQuestion(state);
    }
    case 'tick':
      return state.phase === 'running' ? { ...state, elapsed: state.elapsed + 1 } : state;
    case 'restart':
      // Keeps rng (the next game differs) and target (the slider starts where it was).
      if (state.phase === 'start') return state;
      return {
        ...state,
        phase: 'start',
        deck: [],
        position: 0,
        question: null,
        feedback: null,
        correct: 0,
        wrong: 0,
        elapsed: 0,
      };
  }
}

/** 'Geschafft' when the target was reached (spec: score >= target). */
export function isWon(state: EuFlaggenState): boolean {
  return state.correct >= state.target;
}

/** The flag after the current one within this pass, so the view can preload it. */
export function upcomingAnswer(state: EuFlaggenState): EuCode | null {
  return state.phase === 'running' ? (state.deck[state.position + 1] ?? null) : null;
}

/**
 * The result message (spec section 7): Punkte, Zeit (mm:ss), Richtig, Falsch. The xAPI score
 * is progress toward the target (raw = points up to the target, max = target), so a won game
 * scales to 1 and counts as completed in LMSs such as LearningView; accuracy stays in Richtig/Falsch.
 */
export function toResultMessage(state: EuFlaggenState): GameResultMessage {
  return buildResultMessage(
    {
      quizId: QUIZ_ID,
      Punkte: state.correct,
      Zeit: formatTime(state.elapsed),
      Richtig: state.correct,
      Falsch: state.wrong,
    },
    {
      raw: Math.min(state.correct, state.target),
      max: state.target,
      success: isWon(state),
      durationSeconds: state.elapsed,
    },
  );
}
