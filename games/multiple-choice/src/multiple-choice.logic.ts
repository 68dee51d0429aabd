/**
 * Multiple Choice as a pure state machine (spec 4 'Multiple choice', spec 9 'Timing'): a random
 * question from the pool; an answer is correct only if the chosen set equals the correct set.
 * Correct → the question leaves the pool, the next follows after CORRECT_MS. Wrong → Fehler + 1,
 * the wrong choices blink, the next follows after WRONG_MS and the question stays in the pool.
 * The game ends when the pool is empty or (not in the preview) the time limit is reached.
 * Deterministic for a seed; the view owns the timers.
 */
import { actionOfType, buildResultMessage, formatTime, nextInt, type GameResultMessage, type ReplayRules } from '@lernplattform/game-kit/logic';
import { customQuizId } from '@lernplattform/game-kit/custom/quiz-id';
import type { CustomGameContent } from 'api/custom-games';

/** Spec 9: the next question after 500 ms when right, after 1 s when wrong. */
export const CORRECT_MS = 500;
export const WRONG_MS = 1000;

export type Feedback =
  | { correct: true }
  /** wrongChoices: chosen but not correct; missed: correct but not chosen. */
  | { correct: false; wrongChoices: readonly number[]; missed: readonly number[] };

export interface McState {
  status: 'ready' | 'playing' | 'finished';
  title: string;
  questions: CustomGameContent['questions'];
  /** Indexes into questions still to answer correctly. */
  pool: readonly number[];
  /** The question shown (an index into questions), null when none. */
  current: number | null;
  /** Chosen answer indexes of the current question. */
  chosen: readonly number[];
  feedback: Feedback | null;
  correct: number;
  errors: number;
  elapsed: number;
  /** Seconds; 0 = none (also when the timer is off or in the preview). */
  timeLimit: number;
  timedOut: boolean;
  round: number;
  rng: number;
  content: CustomGameContent;
  preview: boolean;
}

export type McEvent =
  | { type: 'start' }
  | { type: 'toggle'; answer: number }
  | { type: 'submit' }
  | { type: 'feedbackElapsed' }
  | { type: 'tick' }
  | { type: 'restart' };

export function effectiveTimeLimit(content: CustomGameContent, preview: boolean): number {
  return preview || !content.settings.timer ? 0 : Math.max(0, content.settings.timeLimit);
}

export function createInitialState(content: CustomGameContent, seed: number, preview = false): McState {
  return {
    status: 'ready',
    title: content.title,
    questions: content.questions,
    pool: content.questions.map((_, i) => i),
    current: null,
    chosen: [],
    feedback: null,
    correct: 0,
    errors: 0,
    elapsed: 0,
    timeLimit: effectiveTimeLimit(content, preview),
    timedOut: false,
    round: 1,
    rng: seed | 0,
    content,
    preview,
  };
}

/** Draws a random question from the pool (or ends the game when it is empty). */
function draw(state: McState): McState {
  if (state.pool.length === 0) return { ...state, status: 'finished', current: null, chosen: [], feedback: null };
  const [index, rng] = nextInt(state.rng, state.pool.length);
  return { ...state, current: state.pool[index]!, chosen: [], feedback: null, rng };
}

export const isInteractive = (state: McState) => state.status === 'playing' && state.feedback === null && state.current !== null;

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

export function mcReducer(state: McState, event: McEvent): McState {
  switch (event.type) {
    case 'start':
      return state.status === 'ready' ? draw({ ...state, status: 'playing' }) : state;
    case 'toggle': {
      if (!isInteractive(state)) return state;
      const question = state.questions[state.current!]!;
      if (event.answer < 0 || event.answer >= question.answers.length) return state;
      const chosen = state.chosen.includes(event.answer) ? state.chosen.filter((a) => a !== event.answer) : [...state.chosen, event.answer].sort((a, b) => a - b);
      return { ...state, chosen };
    }
    case 'submit': {
      if (!isInteractive(state) || state.chosen.length === 0) return state;
      const correctSet = state.questions[state.current!]!.correctAnswers;
      if (sameSet(state.chosen, correctSet)) {
        return { ...state, correct: state.correct + 1, pool: state.pool.filter((i) => i !== state.current), feedback: { correct: true } };
      }
      return {
        ...state,
        errors: state.errors + 1,
        feedback: {
          correct: false,
          wrongChoices: state.chosen.filter((a) => !correctSet.includes(a)),
          missed: correctSet.filter((a) => !state.chosen.includes(a)),
        },
      };
    }
    case 'feedbackElapsed':
      return state.status === 'playing' && state.feedback ? draw(state) : state;
    case 'tick': {
      if (state.status !== 'playing') return state;
      const elapsed = state.elapsed + 1;
      if (state.timeLimit > 0 && elapsed >= state.timeLimit) {
        return { ...state, elapsed: state.timeLimit, status: 'finished', timedOut: true, feedback: null, current: null };
      }
      return { ...state, elapsed };
    }
    case 'restart': {
      if (state.status !== 'finished') return state;
      return { ...createInitialState(state.content, state.rng, state.preview), round: state.round + 1 };
    }
  }
}

/** Runs the feedback timer of the current state and returns its cancel function (unit-tested with fake timers). */
export function scheduleFeedback(state: McState, dispatch: (event: McEvent) => void): () => void {
  if (state.feedback === null) return () => {};
  const id = setTimeout(() => dispatch({ type: 'feedbackElapsed' }), state.feedback.correct ? CORRECT_MS : WRONG_MS);
  return () => clearTimeout(id);
}

export const won = (state: McState) => state.status === 'finished' && !state.timedOut;

/**
 * The result (spec 7): quizId MULTIPLE_CHOICE_{TITLE}, Punkte and Richtig = questions answered
 * right, Fehler = wrong answers, Zeit. xAPI score: questions answered right of all questions.
 */
export function toResultMessage(state: McState): GameResultMessage {
  return buildResultMessage(
    { quizId: customQuizId('multipleChoice', state.title), Punkte: state.correct, Zeit: formatTime(state.elapsed), Richtig: state.correct, Fehler: state.errors },
    { raw: state.correct, max: state.questions.length, success: won(state), durationSeconds: state.elapsed },
  );
}

const ACTIONS = ['start', 'toggle', 'submit', 'feedbackElapsed', 'tick', 'restart'] as const;

/** The rules a replay checks a round of this game against (the API verifies lesson results with them). */
export function replayRules(content: CustomGameContent): ReplayRules<McState, McEvent> {
  return {
    init: (seed) => createInitialState(content, seed),
    reducer: mcReducer,
    isAction: (value): value is McEvent =>
      actionOfType(value, ACTIONS) && (value.type !== 'toggle' || (typeof value.answer === 'number' && Number.isInteger(value.answer))),
    started: (state) => state.status !== 'ready',
    finished: (state) => state.status === 'finished',
    result: toResultMessage,
    delays: { feedbackElapsed: { after: 'submit', ms: (state) => (state.feedback?.correct === false ? WRONG_MS : CORRECT_MS) } },
  };
}
