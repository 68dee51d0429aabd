import { describe, expect, it } from 'vitest';
import { EU_CODES, type EuCode } from '../eu-countries.ts';
import {
  OPTION_COUNT,
  createGuessingState,
  guessingReducer,
  isWon,
  toGuessingResult,
  upcomingAnswer,
  type GuessingEvent,
  type GuessingState,
} from './guessing.logic.ts';

// The engine's rules, pinned with the 27 EU member states (EU-Flaggen's data set).
type EuFlaggenState = GuessingState<EuCode>;
type EuFlaggenEvent = GuessingEvent<EuCode>;
const createInitialState = (seed: number) => createGuessingState(EU_CODES, seed);
const euFlaggenReducer = guessingReducer<EuCode>;
const toResultMessage = (state: EuFlaggenState) => toGuessingResult(state, 'EU_FLAGGEN');

const run = (state: EuFlaggenState, ...events: EuFlaggenEvent[]) => events.reduce(euFlaggenReducer, state);
const started = (seed: number, target = 100) => run(createInitialState(seed), { type: 'start', target });

function currentAnswer(state: EuFlaggenState): EuCode {
  if (!state.question) throw new Error('no question');
  return state.question.answer;
}

function wrongChoice(state: EuFlaggenState): EuCode {
  const choice = state.question?.options.find((code) => code !== state.question?.answer);
  if (!choice) throw new Error('no wrong option');
  return choice;
}

/** Answers correctly and waits out the feedback. */
const answerRight = (state: EuFlaggenState) =>
  run(state, { type: 'answer', choice: currentAnswer(state) }, { type: 'feedbackElapsed' });
const answerWrong = (state: EuFlaggenState) =>
  run(state, { type: 'answer', choice: wrongChoice(state) }, { type: 'feedbackElapsed' });

/** The answers of the next `count` questions, answering wrongly so the game never ends. */
function answersSeen(state: EuFlaggenState, count: number): EuCode[] {
  const seen: EuCode[] = [];
  let current = state;
  for (let i = 0; i < count; i++) {
    seen.push(currentAnswer(current));
    current = answerWrong(current);
  }
  return seen;
}

describe('start', () => {
  it('begins on the start overlay with the default target 30', () => {
    const state = createInitialState(1);
    expect(state.phase).toBe('start');
    expect(state.target).toBe(30);
    expect(state.question).toBeNull();
  });

  it('runs with the chosen target and a first question', () => {
    const state = started(1, 12);
    expect(state.phase).toBe('running');
    expect(state.target).toBe(12);
    expect(state.question).not.toBeNull();
    expect(state).toMatchObject({ correct: 0, wrong: 0, elapsed: 0, feedback: null, round: 1 });
  });

  it('keeps the target within 1 to 100', () => {
    expect(started(1, 0).target).toBe(1);
    expect(started(1, 500).target).toBe(100);
  });
});

describe('determinism', () => {
  it('plays the same game for the same seed and events', () => {
    const play = (seed: number) => {
      let state = started(seed);
      for (let i = 0; i < 60; i++) state = i % 3 === 0 ? answerWrong(state) : answerRight(state);
      return state;
    };
    expect(play(2024)).toEqual(play(2024));
  });

  it('plays different games for different seeds', () => {
    expect(answersSeen(started(1), 27)).not.toEqual(answersSeen(started(2), 27));
  });
});

describe('questions', () => {
  it('always offers 4 distinct EU countries including the answer', () => {
    let state = started(7);
    const answerSlots = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const question = state.question;
      if (!question) throw new Error('no question');
      expect(question.options).toHaveLength(OPTION_COUNT);
      expect(new Set(question.options).size).toBe(OPTION_COUNT);
      expect(question.options).toContain(question.answer);
      for (const option of question.options) expect(EU_CODES).toContain(option);
      answerSlots.add(question.options.indexOf(question.answer));
      state = answerWrong(state);
    }
    // Shuffled: the answer is not always on the same button.
    expect(answerSlots).toEqual(new Set([0, 1, 2, 3]));
  });

  it('shows all 27 flags before any repeats', () => {
    for (const seed of [1, 2, 3, 99, 123456]) {
      const firstPass = answersSeen(started(seed), 27);
      expect(new Set(firstPass)).toEqual(new Set(EU_CODES));
    }
  });

  it('reshuffles after all 27 were shown', () => {
    const seen = answersSeen(started(5), 27 * 3);
    const passes = [seen.slice(0, 27), seen.slice(27, 54), seen.slice(54)];
    for (const pass of passes) expect(new Set(pass)).toEqual(new Set(EU_CODES));
    expect(passes[1]).not.toEqual(passes[0]);
    expect(passes[2]).not.toEqual(passes[1]);
  });

  it('never shows the same flag twice in a row, even across passes', () => {
    for (let seed = 0; seed < 50; seed++) {
      const seen = answersSeen(started(seed), 27 * 4);
      for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
    }
  });

  it('names the next flag of the pass for preloading', () => {
    const state = started(3);
    const next = upcomingAnswer(state);
    expect(next).not.toBeNull();
    expect(currentAnswer(answerWrong(state))).toBe(next);
  });
});

describe('answering', () => {
  it('counts a correct answer as a point and shows green feedback', () => {
    const state = started(1);
    const answered = run(state, { type: 'answer', choice: currentAnswer(state) });
    expect(answered.feedback).toEqual({ choice: currentAnswer(state), correct: true });
    expect(answered).toMatchObject({ correct: 1, wrong: 0 });
  });

  it('counts a wrong answer and keeps the right one known for highlighting', () => {
    const state = started(1);
    const choice = wrongChoice(state);
    const answered = run(state, { type: 'answer', choice });
    expect(answered.feedback).toEqual({ choice, correct: false });
    expect(answered.question?.answer).toBe(currentAnswer(state));
    expect(answered).toMatchObject({ correct: 0, wrong: 1 });
  });

  it('moves to the next flag after the feedback', () => {
    const state = started(1);
    const next = answerWrong(state);
    expect(next.feedback).toBeNull();
    expect(next.phase).toBe('running');
    expect(currentAnswer(next)).not.toBe(currentAnswer(state));
  });

  it('tallies several answers', () => {
    let state = started(9);
    state = answerRight(state);
    state = answerWrong(state);
    state = answerRight(state);
    state = answerWrong(state);
    state = answerWrong(state);
    expect(state).toMatchObject({ correct: 2, wrong: 3 });
  });

  it('ignores answers during the feedback', () => {
    const state = started(1);
    const answered = run(state, { type: 'answer', choice: wrongChoice(state) });
    expect(euFlaggenReducer(answered, { type: 'answer', choice: currentAnswer(state) })).toBe(answered);
  });

  it('ignores answers outside the running game or not among the options', () => {
    const initial = createInitialState(1);
    expect(euFlaggenReducer(initial, { type: 'answer', choice: 'DE' })).toBe(initial);
    const state = started(1);
    const notOffered = EU_CODES.find((code) => !state.question?.options.includes(code));
    if (!notOffered) throw new Error('every code offered');
    expect(euFlaggenReducer(state, { type: 'answer', choice: notOffered })).toBe(state);
  });

  it('ignores a stray feedbackElapsed without feedback', () => {
    const state = started(1);
    expect(euFlaggenReducer(state, { type: 'feedbackElapsed' })).toBe(state);
  });
});

describe('finishing', () => {
  it('finishes after the feedback of the answer that reaches the target', () => {
    let state = started(4, 3);
    state = answerRight(state);
    state = answerWrong(state);
    state = answerRight(state);
    state = run(state, { type: 'answer', choice: currentAnswer(state) });
    expect(state.phase).toBe('running'); // still showing green for 1 s
    expect(state.correct).toBe(3);
    state = run(state, { type: 'feedbackElapsed' });
    expect(state.phase).toBe('finished');
    expect(isWon(state)).toBe(true);
    expect(state).toMatchObject({ correct: 3, wrong: 1, question: null, feedback: null });
  });

  it('does not finish on wrong answers', () => {
    let state = started(4, 1);
    for (let i = 0; i < 40; i++) state = answerWrong(state);
    expect(state.phase).toBe('running');
    expect(isWon(state)).toBe(false);
  });

  it('builds the result message of spec section 7', () => {
    let state = started(4, 2);
    state = run(state, { type: 'tick' }, { type: 'tick' });
    state = answerWrong(state);
    for (let i = 0; i < 81; i++) state = run(state, { type: 'tick' });
    state = answerRight(state);
    state = answerRight(state);
    expect(state.phase).toBe('finished');
    expect(toResultMessage(state)).toEqual({
      quizId: 'EU_FLAGGEN',
      Punkte: 2,
      Zeit: '01:23',
      Richtig: 2,
      Falsch: 1,
      result: {
        score: { raw: 2, min: 0, max: 2, scaled: 1 },
        success: true,
        completion: true,
        duration: 'PT83S',
      },
    });
  });
});

describe('LMS score', () => {
  it('scales a won game to 1 even with wrong answers (LearningView marks only 1 as done)', () => {
    let state = started(4, 3);
    state = answerWrong(state);
    for (let i = 0; i < 3; i++) state = answerRight(state);
    expect(isWon(state)).toBe(true);
    const { result, Richtig, Falsch } = toResultMessage(state);
    expect(result.score).toEqual({ raw: 3, min: 0, max: 3, scaled: 1 });
    expect(result.success).toBe(true);
    expect([Richtig, Falsch]).toEqual([3, 1]);
  });

  it('scales an unfinished game by its progress toward the target', () => {
    let state = started(4, 4);
    state = answerRight(state);
    state = answerWrong(state);
    const { result } = toResultMessage(state);
    expect(result.score).toEqual({ raw: 1, min: 0, max: 4, scaled: 0.25 });
    expect(result.success).toBe(false);
  });
});

describe('timer', () => {
  it('ticks only while running', () => {
    const initial = createInitialState(1);
    expect(euFlaggenReducer(initial, { type: 'tick' })).toBe(initial);

    let state = started(1, 1);
    state = run(state, { type: 'tick' }, { type: 'tick' });
    expect(state.elapsed).toBe(2);
    state = run(state, { type: 'answer', choice: currentAnswer(state) }, { type: 'tick' });
    expect(state.elapsed).toBe(3); // the feedback second still counts

    state = run(state, { type: 'feedbackElapsed' });
    expect(state.phase).toBe('finished');
    expect(euFlaggenReducer(state, { type: 'tick' })).toBe(state);
  });
});

describe('restart', () => {
  it("goes back to the start overlay with fresh counters ('Nochmal spielen')", () => {
    let state = started(6, 2);
    state = answerWrong(state);
    state = answerRight(state);
    state = answerRight(state);
    state = run(state, { type: 'tick' });
    expect(state.phase).toBe('finished');

    const restarted = run(state, { type: 'restart' });
    expect(restarted).toMatchObject({
      phase: 'start',
      target: 2,
      correct: 0,
      wrong: 0,
      elapsed: 0,
      question: null,
      feedback: null,
    });

    const again = run(restarted, { type: 'start', target: 5 });
    expect(again).toMatchObject({ phase: 'running', target: 5, round: 2 });
  });

  it('is a no-op on the start overlay', () => {
    const initial = createInitialState(1);
    expect(euFlaggenReducer(initial, { type: 'restart' })).toBe(initial);
  });

  it('ignores start while a game runs', () => {
    const state = started(1);
    expect(euFlaggenReducer(state, { type: 'start', target: 5 })).toBe(state);
  });
});
