import { describe, expect, it } from 'vitest';
import {
  MAP_FEEDBACK_MS,
  createMapQuizState,
  isMapWon,
  mapQuizReducer,
  toMapResultMessage,
  type MapQuizEvent,
  type MapQuizState,
} from './map-quiz.logic.ts';

const REGIONS = ['ZH', 'BE', 'LU', 'UR', 'GE'];
const run = (state: MapQuizState, ...events: MapQuizEvent[]) => events.reduce(mapQuizReducer, state);
const loaded = (seed: number, targets = REGIONS) => run(createMapQuizState(seed), { type: 'loaded', targets });

function target(state: MapQuizState): string {
  if (!state.target) throw new Error('no target');
  return state.target;
}
const other = (state: MapQuizState) => REGIONS.find((r) => r !== state.target)!;
const answerRight = (state: MapQuizState) => run(state, { type: 'answer', region: target(state) }, { type: 'feedbackElapsed' });
const answerWrong = (state: MapQuizState) => run(state, { type: 'answer', region: other(state) }, { type: 'feedbackElapsed' });

/** The order the targets are asked in, answering each correctly. */
function targetOrder(seed: number): string[] {
  let state = loaded(seed);
  const order: string[] = [];
  while (state.phase === 'running') {
    order.push(target(state));
    state = answerRight(state);
  }
  return order;
}

describe('start', () => {
  it('waits for the map: no game and no time before the map has loaded', () => {
    const state = run(createMapQuizState(1), { type: 'tick' }, { type: 'answer', region: 'ZH' });
    expect(state).toMatchObject({ phase: 'loading', target: null, elapsed: 0, correct: 0, wrong: 0 });
  });

  it('starts with a target from the loaded regions and counts time from then on', () => {
    const state = run(loaded(1), { type: 'tick' }, { type: 'tick' });
    expect(state.phase).toBe('running');
    expect(REGIONS).toContain(state.target);
    expect(state.elapsed).toBe(2);
    expect(state.round).toBe(1);
  });

  it('with a start overlay (region choice) begins there and loads after the choice', () => {
    const state = createMapQuizState(1, { withStart: true });
    expect(state.phase).toBe('start');
    expect(run(state, { type: 'loaded', targets: REGIONS }).phase).toBe('start');
    expect(run(state, { type: 'choose' }, { type: 'loaded', targets: REGIONS }).phase).toBe('running');
  });
});

describe('targets', () => {
  it('asks every region exactly once, in a random order fixed by the seed', () => {
    const order = targetOrder(7);
    expect([...order].sort()).toEqual([...REGIONS].sort());
    expect(targetOrder(7)).toEqual(order);
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => targetOrder(seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('answers', () => {
  it('a correct click marks the region green (correct) and counts it', () => {
    const state = loaded(3);
    const asked = target(state);
    const answered = run(state, { type: 'answer', region: asked });
    expect(answered.marks[asked]).toBe('correct');
    expect(answered.feedback).toEqual({ choice: asked, target: asked, correct: true });
    expect(answered).toMatchObject({ correct: 1, wrong: 0 });
  });

  it('a wrong click marks the target orange (missed), not the clicked region, and counts a wrong answer', () => {
    const state = loaded(3);
    const asked = target(state);
    const clicked = other(state);
    const answered = run(state, { type: 'answer', region: clicked });
    expect(answered.marks[asked]).toBe('missed');
    expect(answered.marks[clicked]).toBeUndefined();
    expect(answered.feedback).toEqual({ choice: clicked, target: asked, correct: false });
    expect(answered).toMatchObject({ correct: 0, wrong: 1 });
  });

  it('ignores answers during the 800 ms feedback and clicks on land that is no target', () => {
    expect(MAP_FEEDBACK_MS).toBe(800);
    const answered = run(loaded(3), { type: 'answer', region: 'ZH' });
    expect(run(answered, { type: 'answer', region: 'BE' })).toBe(answered);
    const state = loaded(3);
    expect(run(state, { type: 'answer', region: 'FR' })).toBe(state);
  });

  it('asks the next target only when the feedback has elapsed', () => {
    const answered = run(loaded(3), { type: 'answer', region: 'ZH' });
    const next = run(answered, { type: 'feedbackElapsed' });
    expect(next.feedback).toBeNull();
    expect(next.target).not.toBe(answered.target);
    expect(next.remaining).toHaveLength(REGIONS.length - 2);
  });
});

describe('end', () => {
  function finish(seed: number, rightAnswers: number): MapQuizState {
    let state = loaded(seed);
    for (let i = 0; state.phase === 'running'; i++) state = i < rightAnswers ? answerRight(state) : answerWrong(state);
    return state;
  }

  it('finishes when no target remains', () => {
    const state = finish(5, 5);
    expect(state).toMatchObject({ phase: 'finished', target: null, correct: 5, wrong: 0 });
    expect(run(state, { type: 'tick' }).elapsed).toBe(state.elapsed);
  });

  it('is won when correct ≥ wrong, lost otherwise', () => {
    expect(isMapWon(finish(5, 3))).toBe(true);
    expect(isMapWon({ correct: 2, wrong: 2 })).toBe(true);
    expect(isMapWon(finish(5, 2))).toBe(false);
  });

  it('replay starts a new game with the same regions in another order', () => {
    const first = finish(5, 5);
    const again = run(first, { type: 'restart' });
    expect(again).toMatchObject({ phase: 'loading', correct: 0, wrong: 0, elapsed: 0, marks: {} });
    const second = run(again, { type: 'loaded', targets: REGIONS });
    expect(second).toMatchObject({ phase: 'running', round: 2 });
  });

  it('replay returns to the start overlay when the map has one', () => {
    let state = run(createMapQuizState(2, { withStart: true }), { type: 'choose' }, { type: 'loaded', targets: REGIONS });
    while (state.phase === 'running') state = answerRight(state);
    expect(run(state, { type: 'restart' }).phase).toBe('start');
  });

  it('reports Punkte, Zeit, Richtig, Falsch and a completed xAPI score', () => {
    let state = run(loaded(9), { type: 'tick' }, { type: 'tick' });
    for (let i = 0; state.phase === 'running'; i++) state = i < 3 ? answerRight(state) : answerWrong(state);
    expect(toMapResultMessage(state, 'SCHWEIZ_KANTONE')).toEqual({
      quizId: 'SCHWEIZ_KANTONE',
      Punkte: 3,
      Zeit: '00:02',
      Richtig: 3,
      Falsch: 2,
      result: { score: { raw: 5, min: 0, max: 5, scaled: 1 }, success: true, completion: true, duration: 'PT2S' },
    });
    const lost = finish(4, 1);
    expect(toMapResultMessage(lost, 'X').result).toMatchObject({ score: { raw: 1, max: 5 }, success: false });
  });
});
