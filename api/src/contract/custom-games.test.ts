import { describe, expect, it } from 'vitest';
import { CustomGameInputSchema, customQuizId, gameTypeLabel, keepFilledQuestions, normalizeCustomGameContent } from './custom-games.ts';

describe('customQuizId (spec 7: title uppercased, spaces to underscores)', () => {
  it('uppercases and turns spaces into underscores', () => {
    expect(customQuizId('matching', 'Hauptstädte Europas')).toBe('MATCHING_HAUPTSTAEDTE_EUROPAS');
    expect(customQuizId('multipleChoice', 'Rechnen bis 100')).toBe('MULTIPLE_CHOICE_RECHNEN_BIS_100');
  });
  it('spells out umlauts and ß, drops accents and other characters, collapses underscores', () => {
    expect(customQuizId('matching', 'Städte & Flüsse 1')).toBe('MATCHING_STAEDTE_FLUESSE_1');
    expect(customQuizId('matching', '  Straße – Café?  ')).toBe('MATCHING_STRASSE_CAFE');
    expect(customQuizId('matching', '???')).toBe('MATCHING');
  });
});

describe('the shared input schema', () => {
  it('drops unfilled pairs and answers before counting, re-indexing correct answers', () => {
    const parsed = CustomGameInputSchema.parse({
      gameType: 'matching', name: ' Paare ',
      pairs: [{ id: 'a', start: 'x', end: 'y' }, { id: 'b', start: 'x', end: '' }, { id: 'c', start: 'u', end: 'v' }, { id: 'd', start: 'p', end: 'q' }],
    });
    expect(parsed).toMatchObject({ name: 'Paare', settings: { shuffleColumns: true, timer: true, timeLimit: 300 } });
    expect(parsed.gameType === 'matching' && parsed.pairs.map((p) => p.id)).toEqual(['a', 'c', 'd']);
    expect(keepFilledQuestions([{ id: 'q', question: 'F', answers: ['', 'a', ' ', 'b'], correctAnswers: [0, 3] }]))
      .toEqual([{ id: 'q', question: 'F', answers: ['a', 'b'], correctAnswers: [1] }]);
  });
  it('refuses a question whose only correct answer was empty', () => {
    const res = CustomGameInputSchema.safeParse({ gameType: 'multipleChoice', name: 'MC', questions: [{ id: 'q', question: 'F', answers: ['', 'a', 'b'], correctAnswers: [0] }] });
    expect(res.success).toBe(false);
  });
});

describe('stored content', () => {
  it('older content with only pairs counts as matching with default settings', () => {
    const content = normalizeCustomGameContent({ pairs: [{ id: '1', start: 'a', end: 'b' }] }, 'Alt');
    expect(content).toEqual({ gameType: 'matching', title: 'Alt', pairs: [{ id: '1', start: 'a', end: 'b' }], questions: [], settings: { shuffleColumns: true, timer: true, timeLimit: 300 } });
  });
  it('type labels of spec 2', () => {
    expect(['matching', 'multipleChoice', 'guessing', 'map', 'federalCouncil', 'custom', 'x'].map(gameTypeLabel))
      .toEqual(['Zuordnen', 'Multiple Choice', 'Multiple Choice', 'Karten Spiel', 'Bundesrat', 'Eigenes Spiel', 'Spiel']);
  });
});
