import { describe, expect, it } from 'vitest';
import { AppError, BUILT_IN_GAMES, DEFAULT_GAME_SETTINGS, type GameRoundResult } from '../../contract/index.ts';
import type { CustomGameRow } from '../../db/queries/custom-games.ts';
import { buildGameContent as build, implausibility, type CustomGameRef, type RegistryGameRef } from './game-content.ts';

/** A built-in game as the registry (migration 00012) has it. */
const registryGame = (key: string): RegistryGameRef | null => {
  const game = (BUILT_IN_GAMES as Record<string, { title: string; quizId: string; gameType: string }>)[key];
  return game ? { key, title: game.title, game_type: game.gameType, quiz_id: game.quizId, in_lessons: true } : null;
};
const buildGameContent = (input: Record<string, unknown>, custom: CustomGameRef | null = null) =>
  build(input, custom, typeof input.gameId === 'string' ? registryGame(input.gameId) : null);

const TEACHER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const customGame = (over: Partial<CustomGameRow>): CustomGameRow => ({
  id: '00000000-0000-4000-8000-00000000aaaa', teacher_id: TEACHER, template_id: 'matching', name: 'Städte & Flüsse', description: 'Paare',
  is_public: false, game_data: {}, created_at: new Date(), updated_at: new Date(), ...over,
});

/** How long the round had been running when its result arrived (longer than every round below). */
const ROUND_RUNNING_SECONDS = 100;

const won: GameRoundResult = {
  quizId: 'EU_FLAGGEN', values: { Punkte: 5, Zeit: '01:23', Richtig: 5, Falsch: 2 },
  score: { raw: 5, max: 5 }, success: true, durationSeconds: 83,
};

describe('game block content', () => {
  it('names a built-in game with its German title and quiz id, settings default to the spec (0, retry, score)', () => {
    // The target score defaults to 30, at most what the game has: EU-Flaggen has 27 flags.
    expect(buildGameContent({ gameId: 'eu-flaggen' })).toEqual({
      gameType: 'guessing', gameId: 'eu-flaggen', gameName: 'EU-Flaggen', gameDescription: null, quizId: 'EU_FLAGGEN',
      settings: { ...DEFAULT_GAME_SETTINGS, target: 27 },
    });
    expect(buildGameContent({ gameId: 'bundesrat', settings: { timeLimit: 120, allowRetry: false, showScore: false } })).toMatchObject({
      gameType: 'federalCouncil', quizId: 'BUNDESRAT_GAME', settings: { timeLimit: 120, allowRetry: false, showScore: false },
    });
  });

  it('names a teacher\'s game (looked up by the service) with its name and the quiz id of its title', () => {
    const own = customGame({});
    expect(buildGameContent({ gameId: own.id }, own)).toMatchObject({
      gameType: 'matching', gameId: own.id, gameName: 'Städte & Flüsse', quizId: 'MATCHING_STAEDTE_FLUESSE',
    });
    const shared = customGame({ teacher_id: OTHER, is_public: true, template_id: 'multipleChoice', name: 'Brüche' });
    expect(buildGameContent({ gameId: shared.id }, shared)).toMatchObject({ gameType: 'multipleChoice', quizId: 'MULTIPLE_CHOICE_BRUECHE' });
  });

  it('names a game added on the admin screen with its quiz id; refuses one the lesson picker does not offer', () => {
    const added: RegistryGameRef = { key: 'hauptstaedte', title: 'Hauptstädte Europas', game_type: 'custom', quiz_id: 'HAUPTSTAEDTE', in_lessons: true };
    expect(build({ gameId: 'hauptstaedte' }, null, added)).toMatchObject({ gameType: 'custom', gameName: 'Hauptstädte Europas', quizId: 'HAUPTSTAEDTE' });
    expect(() => build({ gameId: 'matching' }, null, { ...added, key: 'matching', quiz_id: null, in_lessons: false }))
      .toThrow(expect.objectContaining({ code: 'GAME_NOT_FOUND' }) as AppError);
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
    expect(implausibility(content, won, ROUND_RUNNING_SECONDS)).toBeNull();
    expect(implausibility(content, { ...won, success: false, score: { raw: 3, max: 5 } }, ROUND_RUNNING_SECONDS)).toBeNull();
    const council = buildGameContent({ gameId: 'bundesrat' });
    expect(implausibility(council, {
      quizId: 'BUNDESRAT_GAME', values: { 'Phasen abgeschlossen': '3/3', Zeit: '00:50', 'Fehlerhafte Versuche': 2 },
      score: { raw: 3, max: 3 }, success: true, durationSeconds: 50,
    }, ROUND_RUNNING_SECONDS)).toBeNull();
  });

  it('refuses another game, a won round without full score, a clock that disagrees, more time than the limit', () => {
    expect(implausibility(content, { ...won, quizId: 'SCHWEIZ_WAPPEN' }, ROUND_RUNNING_SECONDS)).toMatch(/quizId/);
    expect(implausibility(content, { ...won, score: { raw: 4, max: 5 } }, ROUND_RUNNING_SECONDS)).toMatch(/full score/);
    expect(implausibility(content, { ...won, values: { ...won.values, Zeit: '9:99' } }, ROUND_RUNNING_SECONDS)).toMatch(/mm:ss/);
    expect(implausibility(content, { ...won, values: { ...won.values, Zeit: '00:10' } }, ROUND_RUNNING_SECONDS)).toMatch(/disagree/);
    expect(implausibility(content, { ...won, values: { ...won.values, Richtig: 'viele' } }, ROUND_RUNNING_SECONDS)).toMatch(/number/);
    expect(implausibility(limited, won, ROUND_RUNNING_SECONDS)).toMatch(/time limit/);
    expect(implausibility(limited, { ...won, durationSeconds: 61, values: { Zeit: '01:01' } }, ROUND_RUNNING_SECONDS)).toBeNull();
    // A game names the result keys it reports (the registry): others are refused.
    expect(implausibility(content, won, ROUND_RUNNING_SECONDS, ['Punkte', 'Zeit'])).toMatch(/Richtig is not a result key/);
  });
});
