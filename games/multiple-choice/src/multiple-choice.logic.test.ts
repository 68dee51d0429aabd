import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomGameContent } from '@platform/ui';
import {
  CORRECT_MS,
  WRONG_MS,
  createInitialState,
  mcReducer,
  scheduleFeedback,
  toResultMessage,
  won,
  type McEvent,
  type McState,
} from './multiple-choice.logic.ts';

const content = (settings: Partial<CustomGameContent['settings']> = {}): CustomGameContent => ({
  gameType: 'multipleChoice',
  title: 'Rechnen bis 10',
  pairs: [],
  questions: [
    { id: 'q1', question: 'Was ist 2 + 2?', answers: ['3', '4', '5'], correctAnswers: [1] },
    { id: 'q2', question: 'Welche sind Primzahlen?', answers: ['2', '4', '7', '9'], correctAnswers: [0, 2] },
    { id: 'q3', question: 'Was ist 3 · 3?', answers: ['9', '6'], correctAnswers: [0] },
  ],
  settings: { shuffleColumns: true, timer: true, timeLimit: 300, ...settings },
});

const run = (state: McState, ...events: McEvent[]) => events.reduce(mcReducer, state);
const started = (c = content(), preview = false, seed = 3) => run(createInitialState(c, seed, preview), { type: 'start' });
const ticks = (n: number): McEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));
const correctOf = (s: McState) => s.questions[s.current!]!.correctAnswers;
const answerRight = (s: McState) => run(s, ...correctOf(s).map((answer): McEvent => ({ type: 'toggle', answer })), { type: 'submit' });
const answerWrong = (s: McState) => {
  const q = s.questions[s.current!]!;
  const wrong = q.answers.findIndex((_, i) => !q.correctAnswers.includes(i));
  return run(s, { type: 'toggle', answer: wrong }, { type: 'submit' });
};

function withTimers(initial: McState) {
  let state = initial;
  let cancel = () => {};
  const dispatch = (event: McEvent) => {
    const before = state.feedback;
    state = mcReducer(state, event);
    if (state.feedback !== before) {
      cancel();
      cancel = scheduleFeedback(state, dispatch);
    }
  };
  return { get state() { return state; }, set state(s) { state = s; }, dispatch };
}

afterEach(() => vi.useRealTimers());

describe('drawing questions', () => {
  it('draws a random question from the pool, the same one for the same seed', () => {
    expect(started(content(), false, 5).current).toBe(started(content(), false, 5).current);
    const firsts = new Set(Array.from({ length: 30 }, (_, seed) => started(content(), false, seed).current));
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('answers', () => {
  it('is right only when the chosen set equals the correct set', () => {
    let state = started();
    while (state.questions[state.current!]!.id !== 'q2') state = run(answerRight(state), { type: 'feedbackElapsed' });
    const partial = run(state, { type: 'toggle', answer: 0 }, { type: 'submit' });
    expect(partial.feedback).toEqual({ correct: false, wrongChoices: [], missed: [2] });
    const tooMany = run(state, { type: 'toggle', answer: 0 }, { type: 'toggle', answer: 2 }, { type: 'toggle', answer: 1 }, { type: 'submit' });
    expect(tooMany.feedback).toEqual({ correct: false, wrongChoices: [1], missed: [] });
    const exact = run(state, { type: 'toggle', answer: 2 }, { type: 'toggle', answer: 0 }, { type: 'submit' });
    expect(exact.feedback).toEqual({ correct: true });
  });

  it('a right answer removes the question from the pool; a wrong one counts an error and keeps it', () => {
    const state = started();
    const right = answerRight(state);
    expect(right.pool).not.toContain(state.current);
    expect(right.correct).toBe(1);
    const wrong = answerWrong(state);
    expect(wrong.pool).toContain(state.current);
    expect(wrong.errors).toBe(1);
  });

  it('ends when the pool is empty (won), with MULTIPLE_CHOICE_{TITLE} and the German keys', () => {
    let state = answerWrong(started());
    state = run(state, { type: 'feedbackElapsed' }, ...ticks(4));
    while (state.status === 'playing') state = run(answerRight(state), { type: 'feedbackElapsed' });
    expect(won(state)).toBe(true);
    expect(toResultMessage(state)).toEqual({
      quizId: 'MULTIPLE_CHOICE_RECHNEN_BIS_10', Punkte: 3, Zeit: '00:04', Richtig: 3, Fehler: 1,
      result: { score: { raw: 3, min: 0, max: 3, scaled: 1 }, success: true, completion: true, duration: 'PT4S' },
    });
  });
});

describe('timing (fake timers)', () => {
  it('right: the next question follows after 500 ms; input is locked meanwhile', () => {
    vi.useFakeTimers();
    const game = withTimers(started());
    const first = game.state.current;
    for (const answer of correctOf(game.state)) game.dispatch({ type: 'toggle', answer });
    game.dispatch({ type: 'submit' });
    game.dispatch({ type: 'toggle', answer: 0 });
    expect(game.state.chosen).toEqual(correctOf(game.state));
    vi.advanceTimersByTime(CORRECT_MS - 1);
    expect(game.state.feedback).toEqual({ correct: true });
    vi.advanceTimersByTime(1);
    expect(game.state.feedback).toBeNull();
    expect(game.state.current).not.toBe(first);
    expect(game.state.chosen).toEqual([]);
  });

  it('wrong: the wrong choices show for 1 s, then the next question (the wrong one stays in the pool)', () => {
    vi.useFakeTimers();
    const game = withTimers(started());
    const first = game.state.current!;
    const q = game.state.questions[first]!;
    const wrong = q.answers.findIndex((_, i) => !q.correctAnswers.includes(i));
    game.dispatch({ type: 'toggle', answer: wrong });
    game.dispatch({ type: 'submit' });
    expect(game.state.feedback).toMatchObject({ correct: false, wrongChoices: [wrong] });
    vi.advanceTimersByTime(WRONG_MS - 1);
    expect(game.state.feedback).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(game.state.feedback).toBeNull();
    expect(game.state.pool).toContain(first);
    expect(game.state.pool).toHaveLength(3);
  });

  it('the time limit ends the game (lost); not in the preview, not without timer, not with 0', () => {
    const limited = run(started(content({ timeLimit: 5 })), ...ticks(5));
    expect(limited).toMatchObject({ status: 'finished', timedOut: true, elapsed: 5 });
    expect(won(limited)).toBe(false);
    expect(toResultMessage(limited).result).toMatchObject({ success: false, score: { raw: 0, max: 3 } });
    expect(run(started(content({ timeLimit: 5 }), true), ...ticks(50)).status).toBe('playing');
    expect(run(started(content({ timer: false, timeLimit: 5 })), ...ticks(50)).status).toBe('playing');
    expect(run(started(content({ timeLimit: 0 })), ...ticks(50)).status).toBe('playing');
  });

  it('the clock runs from the start overlay on', () => {
    expect(run(createInitialState(content(), 1), ...ticks(3)).elapsed).toBe(0);
    expect(run(started(), ...ticks(3)).elapsed).toBe(3);
  });
});
