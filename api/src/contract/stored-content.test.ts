import { describe, expect, it } from 'vitest';
import { parseStoredContent } from './stored-content.ts';

describe('parseStoredContent: the one reader of a block\'s stored content', () => {
  it('gives older content the spec\'s defaults and drops keys the shape does not have', () => {
    expect(parseStoredContent('game', { gameId: 'eu-flaggen', settings: { timeLimit: 'x' }, secret: 1 })).toEqual({
      gameType: 'custom', gameId: 'eu-flaggen', gameName: '', gameDescription: null, quizId: '', settings: { timeLimit: 0, allowRetry: true, showScore: true, target: 27 },
    });
    // The teacher's choices (issue 22): a stored target above what the game has is capped; a region of another part of the world map is 'welt'.
    expect(parseStoredContent('game', { gameType: 'guessing', gameId: 'eu-flaggen', settings: { target: 40 } }).settings.target).toBe(27);
    expect(parseStoredContent('game', { gameType: 'map', gameId: 'weltkarte', settings: { region: 'mars' } }).settings.region).toBe('welt');
    expect(parseStoredContent('game', { gameType: 'map', gameId: 'weltkarte', settings: { region: 'afrika' } }).settings.region).toBe('afrika');
    expect(parseStoredContent('reaction', { prompt: 'Wie?', options: ['👍', 3, '👎'], showResults: false })).toEqual({
      prompt: 'Wie?', options: ['👍', '👎'], showResults: false, anonymous: true,
    });
    expect(parseStoredContent('file_upload', { mode: 'weird', maxFileSize: 10 * 1024 * 1024, teacherFile: { name: 'x' } })).toEqual({
      mode: 'upload', teacherFile: null, instructions: null, allowedFormats: [], maxFileSize: 3_145_728, submissionDeadline: null,
    });
    expect(parseStoredContent('text', null)).toEqual({ html: '', text: '', characterCount: 0 });
  });
});
