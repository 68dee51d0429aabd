/**
 * The guessing engine (spec section 4 'Guessing game'), shared by EU-Flaggen and Schweizer Wappen:
 * one pure state machine, start overlay → running → finished, fed with a game's item codes.
 * Deterministic for a seed: the PRNG state lives in the state, and timers stay in the view,
 * which dispatches 'tick' every second and 'feedbackElapsed' FEEDBACK_MS after an answer.
 */
import { buildResultMessage, type GameResultMessage } from '../post-result.ts';
import { formatTime } from '../format-time.ts';
import { nextInt, shuffle } from '../random.ts';
import { actionOfType, type ReplayRules } from '@lernplattform/game-contract';
import { TARGET_DEFAULT, clampTarget } from '../target-score.ts';

/** How long the green/red feedback shows before the next item (spec 'Timing': guessing 1000 ms). */
export const FEEDBACK_MS = 1000;
/** Answers offered per question. */
export const OPTION_COUNT = 4;

export type GuessingPhase = 'start' | 'running' | 'finished';

export interface Question<T extends string> {
  answer: T;
  /** OPTION_COUNT distinct items, the answer among them, in shuffled order. */
  options: readonly T[];
}

export interface Feedback<T extends string> {
  choice: T;
  correct: boolean;
}

export interface GuessingState<T extends string> {
  /** The game's data set: every item is asked once per pass. */
  items: readonly T[];
  phase: GuessingPhase;
  target: number;
  /** mulberry32 generator state. */
  rng: number;
  /** Order of the current pass through all items; reshuffled when exhausted. */
  deck: readonly T[];
  /** Index in `deck` of the current question's answer. */
  position: number;
  question: Question<T> | null;
  /** Set for FEEDBACK_MS after an answer; answers are ignored meanwhile. */
  feedback: Feedback<T> | null;
  /** Correct answers; each is a point, so this is also Punkte. */
  correct: number;
  wrong: number;
  /** Seconds played. */
  elapsed: number;
  /** Games started so far; lets the view post each game's result exactly once. */
  round: number;
}

export type GuessingEvent<T extends string> =
  | { type: 'start'; target: number }
  | { type: 'answer'; choice: T }
  | { type: 'feedbackElapsed' }
  | { type: 'tick' }
  | { type: 'restart' };

export function createGuessingState<T extends string>(
  items: readonly T[],
  seed: number,
  target: number = TARGET_DEFAULT,
): GuessingState<T> {
  if (items.length < OPTION_COUNT) throw new Error(`a guessing game needs at least ${OPTION_COUNT} items`);
  return {
    items,
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

/** A new pass in random order that does not begin with the item just shown. */
function newDeck<T extends string>(items: readonly T[], rng: number, previous: T | null): [T[], number] {
  let [deck, state] = shuffle(items, rng);
  if (previous !== null && deck[0] === previous) {
    let swapWith: number;
    [swapWith, state] = nextInt(state, deck.length - 1);
    swapWith += 1;
    [deck[0], deck[swapWith]] = [deck[swapWith] as T, deck[0]];
  }
  return [deck, state];
}

/** The answer plus OPTION_COUNT − 1 random other items, shuffled. */
function makeQuestion<T extends string>(items: readonly T[], answer: T, rng: number): [Question<T>, number] {
  const [others, afterOthers] = shuffle(
    items.filter((code) => code !== answer),
    rng,
  );
  const [options, afterOptions] = shuffle([answer, ...others.slice(0, OPTION_COUNT - 1)], afterOthers);
  return [{ answer, options }, afterOptions];
}

function nextQuestion<T extends string>(state: GuessingState<T>): GuessingState<T> {
  let deck = state.deck;
  let position = state.position + 1;
  let rng = state.rng;
  if (position >= deck.length) {
    [deck, rng] = newDeck(state.items, rng, state.question?.answer ?? null);
    position = 0;
  }
  const [question, afterQuestion] = makeQuestion(state.items, deck[position] as T, rng);
  return { ...state, deck, position, question, rng: afterQuestion, feedback: null };
}

export function guessingReducer<T extends string>(state: GuessingState<T>, event: GuessingEvent<T>): GuessingState<T> {
  switch (event.type) {
    case 'start': {
      if (state.phase !== 'start') return state;
      const [deck, afterDeck] = newDeck(state.items, state.rng, null);
      const [question, rng] = makeQuestion(state.items, deck[0] as T, afterDeck);
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

/**
 * Runs the feedback timer of the current state (FEEDBACK_MS, then 'feedbackElapsed') and returns
 * its cancel function; the view calls it from an effect, the tests with fake timers.
 */
export function scheduleFeedback<T extends string>(
  state: GuessingState<T>,
  dispatch: (event: GuessingEvent<T>) => void,
): () => void {
  if (state.feedback === null) return () => {};
  const id = setTimeout(() => dispatch({ type: 'feedbackElapsed' }), FEEDBACK_MS);
  return () => clearTimeout(id);
}

/** 'Geschafft' when the target was reached (spec: score >= target). */
export function isWon(state: GuessingState<string>): boolean {
  return state.correct >= state.target;
}

/** The item after the current one within this pass, so the view can preload its picture. */
export function upcomingAnswer<T extends string>(state: GuessingState<T>): T | null {
  return state.phase === 'running' ? (state.deck[state.position + 1] ?? null) : null;
}

/**
 * The result message (spec section 7): Punkte, Zeit (mm:ss), Richtig, Falsch. The xAPI score
 * is progress toward the target (raw = points up to the target, max = target), so a won game
 * scales to 1 and counts as completed in LMSs such as LearningView; accuracy stays in Richtig/Falsch.
 */
export function toGuessingResult(state: GuessingState<string>, quizId: string): GameResultMessage {
  return buildResultMessage(
    {
      quizId,
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

/** The default target of a game with these items: 30 (spec 9), at most one pass through all items. */
export function defaultTarget(items: readonly string[]): number {
  return Math.min(TARGET_DEFAULT, items.length);
}

const GUESSING_ACTIONS = ['start', 'answer', 'feedbackElapsed', 'tick', 'restart'] as const;

/**
 * The engine's rules for a replay (games/README.md, 'Verified results'). With `target` (a
 * lesson's 'Zielpunktzahl') a round started with any other target is no round of this game.
 */
export function guessingRules<T extends string>(
  items: readonly T[],
  quizId: string,
  target?: number,
): ReplayRules<GuessingState<T>, GuessingEvent<T>> {
  return {
    init: (seed) => createGuessingState(items, seed, target ?? defaultTarget(items)),
    reducer: guessingReducer,
    isAction: (value): value is GuessingEvent<T> => {
      if (!actionOfType(value, GUESSING_ACTIONS)) return false;
      if (value.type === 'start') return typeof value.target === 'number' && (target === undefined || value.target === target);
      if (value.type === 'answer') return typeof value.choice === 'string';
      return true;
    },
    started: (state) => state.phase !== 'start',
    finished: (state) => state.phase === 'finished',
    result: (state) => toGuessingResult(state, quizId),
    delays: { feedbackElapsed: { after: 'answer', ms: () => FEEDBACK_MS } },
  };
}
