import { describe, expect, it } from 'vitest';
import { CustomGameInputSchema, gameTypeLabel, keepFilledQuestions, normalizeCustomGameContent } from './custom-games.ts';

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
      .toEqual(['Zuordnen', 'Multiple Choice', 'Multiple Choice', 'Kartenquiz', 'Bundesrat', 'Eigenes Spiel', 'Spiel']);
  });
});
