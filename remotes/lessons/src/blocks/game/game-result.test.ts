import { describe, expect, it } from 'vitest';
import { clock, toGameResultInput } from './game-result';

describe('a game\'s result message as the API takes it', () => {
  it('keeps the quiz id, the German values, score, success and the duration in seconds', () => {
    expect(toGameResultInput({
      quizId: 'EU_FLAGGEN', Punkte: 5, Zeit: '01:23', Richtig: 5, Falsch: 2, extra: 'ignored',
      result: { score: { raw: 5, min: 0, max: 5, scaled: 1 }, success: true, completion: true, duration: 'PT83S' },
    })).toEqual({
      quizId: 'EU_FLAGGEN', values: { Punkte: 5, Zeit: '01:23', Richtig: 5, Falsch: 2 },
      score: { raw: 5, max: 5 }, success: true, durationSeconds: 83,
    });
  });

  it('is null for messages that are not a finished round', () => {
    expect(toGameResultInput({ quizId: 'EU_FLAGGEN' })).toBeNull();
    expect(toGameResultInput({ type: 'resize', result: { score: { raw: 1, max: 1 }, duration: 'PT1S' } })).toBeNull();
    expect(toGameResultInput({ quizId: 'X', result: { score: { raw: 1, max: 1 }, duration: 'P1D' } })).toBeNull();
  });

  it('formats seconds as mm:ss', () => {
    expect(clock(83)).toBe('01:23');
    expect(clock(0)).toBe('00:00');
  });
});
