import { describe, expect, it } from 'vitest';
import {
  OPTION_COUNT,
  createGuessingState,
  guessingReducer,
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
