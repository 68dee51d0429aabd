import { describe, expect, it } from 'vitest';
import { AppError, DEFAULT_GAME_SETTINGS, type GameResultInput } from '../../contract/index.ts';
import { buildGameContent, implausibility } from './game-content.ts';

const won: GameResultInput = {
  quizId: 'EU_FLAGGEN', values: { Punkte: 5, Zeit: '01:23', Richtig: 5, Falsch: 2 },
  score: { raw: 5, max: 5 }, success: true, durationSeconds: 83,
};

describe('game block content', () => {
  it('names a built-in game with its German title and quiz id, settings default to the spec (0, retry, score)', () => {
    expect(buildGameContent({ gameId: 'eu-flaggen' })).toEqual({
      gameType: 'guessing', gameId: 'eu-flaggen', gameName: 'EU-Flaggen', gameDescription: null, quizId: 'EU_FLAGGEN',
      settings: DEFAULT_GAME_SETTINGS,
    });
    expect(buildGameContent({ gameId: 'bundesrat', settings: { timeLimit: 120, allowRetry: false, showScore: false } })).toMatchObject({
      gameType: 'federalCouncil', quizId: 'BUNDESRAT_GAME', settings: { timeLimit: 120, allowRetry: false, showScore: false },
    });
  });

  it('refuses an unknown game and a negative time limit', () => {
    expect(() => buildGameContent({ gameId: 'tetris' })).toThrow(expect.objectContaining({ code: 'GAME_NOT_FOUND' }) as AppError);
    expect(() => buildGameContent({ gameId: 'eu-flaggen', settings: { timeLimit: -1 } })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }) as AppError,
    );
  });
});

describe('plausibility of a reported result', () => {
  const content = buildGameContent({ gameId: 'eu-flaggen' });
  const limited = buildGameContent({ gameId: 'eu-flaggen', settings: { timeLimit: 60 } });

  it('accepts a real round, won or lost', () => {
    expect(implausibility(content, won)).toBeNull();
    expect(implausibility(content, { ...won, success: false, score: { raw: 3, max: 5 } })).toBeNull();
    const council = buildGameContent({ gameId: 'bundesrat' });
    expect(implausibility(council, {
      quizId: 'BUNDESRAT_GAME', values: { 'Phasen abgeschlossen': '3/3', Zeit: '00:50', 'Fehlerhafte Versuche': 2 },
      score: { raw: 3, max: 3 }, success: true, durationSeconds: 50,
    })).toBeNull();
  });

  it('refuses another game, a won round without full score, a clock that disagrees, more time than the limit', () => {
    expect(implausibility(content, { ...won, quizId: 'SCHWEIZ_WAPPEN' })).toMatch(/quizId/);
    expect(implausibility(content, { ...won, score: { raw: 4, max: 5 } })).toMatch(/full score/);
    expect(implausibility(content, { ...won, values: { ...won.values, Zeit: '9:99' } })).toMatch(/mm:ss/);
    expect(implausibility(content, { ...won, values: { ...won.values, Zeit: '00:10' } })).toMatch(/disagree/);
    expect(implausibility(content, { ...won, values: { ...won.values, Richtig: 'viele' } })).toMatch(/number/);
    expect(implausibility(limited, won)).toMatch(/time limit/);
    expect(implausibility(limited, { ...won, durationSeconds: 61, values: { Zeit: '01:01' } })).toBeNull();
  });
});
