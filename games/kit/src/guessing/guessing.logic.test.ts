import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_MS,
  OPTION_COUNT,
  createGuessingState,
  guessingReducer,
  scheduleFeedback,
  toGuessingResult,
  type GuessingEvent,
  type GuessingState,
} from './guessing.logic.ts';

// The engine's full behaviour is pinned by the tests of the games on it (EU-Flaggen, Schweizer
// Wappen); these check what is generic: any data set, any quiz id.
const ITEMS = ['A', 'B', 'C', 'D', 'E'] as const;
type Item = (typeof ITEMS)[number];
const run = (state: GuessingState<Item>, ...events: GuessingEvent<Item>[]) => events.reduce(guessingReducer<Item>, state);

describe('guessing engine', () => {
  it('asks every item of the given data set once per pass, with four options from it', () => {
    let state = run(createGuessingState(ITEMS, 3), { type: 'start', target: 100 });
    const seen: Item[] = [];
    for (let i = 0; i < ITEMS.length; i++) {
      expect(state.question?.options).toHaveLength(OPTION_COUNT);
      for (const option of state.question!.options) expect(ITEMS).toContain(option);
      seen.push(state.question!.answer);
      const wrong = state.question!.options.find((o) => o !== state.question!.answer)!;
      state = run(state, { type: 'answer', choice: wrong }, { type: 'feedbackElapsed' });
    }
    expect(new Set(seen)).toEqual(new Set(ITEMS));
  });

  it('needs at least as many items as options', () => {
    expect(() => createGuessingState(['A', 'B', 'C'], 1)).toThrow(/at least 4/);
  });

  it('puts the game’s quiz id into the result', () => {
    let state = run(createGuessingState(ITEMS, 1), { type: 'start', target: 1 });
    state = run(state, { type: 'answer', choice: state.question!.answer }, { type: 'feedbackElapsed' });
    expect(toGuessingResult(state, 'SCHWEIZ_WAPPEN')).toMatchObject({ quizId: 'SCHWEIZ_WAPPEN', Punkte: 1, Richtig: 1, Falsch: 0 });
  });
});

describe('feedback timing (spec 9: guessing 1000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('moves on 1000 ms after a right or a wrong answer, not before', () => {
    vi.useFakeTimers();
    const state = run(createGuessingState(ITEMS, 2), { type: 'start', target: 5 });
    for (const choice of [state.question!.answer, state.question!.options.find((o) => o !== state.question!.answer)!]) {
      const answered = run(state, { type: 'answer', choice });
      const dispatched: GuessingEvent<Item>[] = [];
      scheduleFeedback(answered, (e) => dispatched.push(e));
      vi.advanceTimersByTime(FEEDBACK_MS - 1);
      expect(dispatched).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(dispatched).toEqual([{ type: 'feedbackElapsed' }]);
    }
  });

  it('schedules nothing without feedback', () => {
    vi.useFakeTimers();
    const dispatched: unknown[] = [];
    scheduleFeedback(run(createGuessingState(ITEMS, 2), { type: 'start', target: 5 }), (e) => dispatched.push(e));
    vi.advanceTimersByTime(5000);
    expect(dispatched).toEqual([]);
  });
});
