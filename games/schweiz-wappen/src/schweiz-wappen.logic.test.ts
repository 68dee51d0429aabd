import { guessingReducer, type GuessingEvent } from '@lernplattform/game-kit/guessing/logic';
import { describe, expect, it } from 'vitest';
import { CANTON_CODES, type CantonCode } from './cantons.ts';
import { createInitialState, toResultMessage, type SchweizWappenState } from './schweiz-wappen.logic.ts';

// The engine's rules (timings, counting, reshuffling) are tested once in EU-Flaggen's suite;
// here: the same engine runs on the cantons and reports SCHWEIZ_WAPPEN.
const run = (state: SchweizWappenState, ...events: GuessingEvent<CantonCode>[]) => events.reduce(guessingReducer<CantonCode>, state);
const wrongOf = (state: SchweizWappenState) => state.question!.options.find((o) => o !== state.question!.answer)!;

describe('Schweizer Wappen', () => {
  it('shows all 26 crests before any repeats, four canton names per round', () => {
    let state = run(createInitialState(12), { type: 'start', target: 100 });
    const seen: CantonCode[] = [];
    for (let i = 0; i < 26; i++) {
      expect(state.question!.options).toHaveLength(4);
      for (const option of state.question!.options) expect(CANTON_CODES).toContain(option);
      seen.push(state.question!.answer);
      state = run(state, { type: 'answer', choice: wrongOf(state) }, { type: 'feedbackElapsed' });
    }
    expect(new Set(seen)).toEqual(new Set(CANTON_CODES));
  });

  it('posts SCHWEIZ_WAPPEN with Punkte, Zeit, Richtig and Falsch', () => {
    let state = run(createInitialState(3), { type: 'start', target: 2 });
    state = run(state, { type: 'answer', choice: wrongOf(state) }, { type: 'feedbackElapsed' }, { type: 'tick' });
    state = run(state, { type: 'answer', choice: state.question!.answer }, { type: 'feedbackElapsed' });
    state = run(state, { type: 'answer', choice: state.question!.answer }, { type: 'feedbackElapsed' });
    expect(state.phase).toBe('finished');
    expect(toResultMessage(state)).toEqual({
      quizId: 'SCHWEIZ_WAPPEN',
      Punkte: 2,
      Zeit: '00:01',
      Richtig: 2,
      Falsch: 1,
      result: { score: { raw: 2, min: 0, max: 2, scaled: 1 }, success: true, completion: true, duration: 'PT1S' },
    });
  });
});
