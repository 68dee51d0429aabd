import { describe, expect, it } from 'vitest';
import { buildGameErrorMessage, isGameErrorMessage } from './error.ts';
import { durationSeconds, parseGameResultMessage, resultValues } from './result.ts';

const won = {
  quizId: 'HAUPTSTAEDTE', Punkte: 4, Zeit: '00:42', Richtig: 4, Falsch: 1,
  result: { score: { raw: 4, min: 0, max: 4, scaled: 1 }, success: true, completion: true, duration: 'PT42S' },
};

describe('the result message validator', () => {
  it('accepts a finished round, with or without its seed and log', () => {
    expect(parseGameResultMessage(won)).toEqual({ ok: true, message: won });
    expect(parseGameResultMessage({ ...won, seed: 7, log: [[0, { type: 'start' }], [900, { type: 'answer', code: 'FR' }]] }).ok).toBe(true);
  });

  it('names what is wrong with a message that is not a result', () => {
    expect(parseGameResultMessage('done')).toEqual({ ok: false, reason: 'not an object' });
    expect(parseGameResultMessage({ ...won, quizId: '' })).toEqual({ ok: false, reason: 'quizId' });
    expect(parseGameResultMessage({ ...won, Punkte: -1 })).toEqual({ ok: false, reason: 'Punkte' });
    expect(parseGameResultMessage({ ...won, Zeit: 'x'.repeat(21) })).toEqual({ ok: false, reason: 'Zeit' });
    expect(parseGameResultMessage({ ...won, result: { ...won.result, duration: 'P1D' } })).toEqual({ ok: false, reason: 'result.duration' });
    expect(parseGameResultMessage({ ...won, result: { ...won.result, score: { raw: 4, min: 0, max: 4, scaled: 2 } } })).toEqual({ ok: false, reason: 'result.score' });
    expect(parseGameResultMessage({ ...won, seed: 1.5 })).toEqual({ ok: false, reason: 'seed' });
    expect(parseGameResultMessage({ ...won, log: [['0', 'start']] })).toEqual({ ok: false, reason: 'log' });
  });

  it('reads only the allowed German keys', () => {
    const parsed = parseGameResultMessage({ ...won, Bonus: 3 });
    expect(parsed.ok && resultValues(parsed.message)).toEqual({ Punkte: 4, Zeit: '00:42', Richtig: 4, Falsch: 1 });
    expect(durationSeconds('PT83S')).toBe(83);
    expect(durationSeconds('83')).toBeNull();
  });
});

describe('the error message', () => {
  it('carries the game, the error and the contract version, and is no result', () => {
    const message = buildGameErrorMessage('hauptstaedte', new TypeError('x is undefined'));
    expect(message).toEqual({ gameError: { game: 'hauptstaedte', message: 'TypeError: x is undefined', contractVersion: 1 } });
    expect(isGameErrorMessage(message)).toBe(true);
    expect(parseGameResultMessage(message).ok).toBe(false);
    expect(isGameErrorMessage(won)).toBe(false);
  });
});
