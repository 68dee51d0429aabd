import { describe, expect, it } from 'vitest';
import { acceptSandboxedResult } from './sandboxed-game';

const meta = { quizId: 'HAUPTSTAEDTE', resultKeys: ['Punkte', 'Richtig'] };
const result = { score: { raw: 1, min: 0, max: 1, scaled: 1 }, success: true, completion: true, duration: 'PT3S' };

describe('a sandboxed game\'s posted result', () => {
  it('is taken with the registry\'s quiz id and only the game\'s result keys', () => {
    const message = { quizId: 'HAUPTSTAEDTE', Punkte: 1, Richtig: 1, result };
    expect(acceptSandboxedResult(message, meta)).toEqual(message);
  });
  it('is dropped with another quiz id, a key the game does not report, or no xAPI result', () => {
    expect(acceptSandboxedResult({ quizId: 'EU_FLAGGEN', Punkte: 1, result }, meta)).toBeNull();
    expect(acceptSandboxedResult({ quizId: 'HAUPTSTAEDTE', Fehler: 0, result }, meta)).toBeNull();
    expect(acceptSandboxedResult({ quizId: 'HAUPTSTAEDTE', Punkte: 1 }, meta)).toBeNull();
    expect(acceptSandboxedResult('HAUPTSTAEDTE', meta)).toBeNull();
    expect(acceptSandboxedResult({ quizId: 'HAUPTSTAEDTE', result: { ...result, success: 'ja' } }, meta)).toBeNull();
  });
});
