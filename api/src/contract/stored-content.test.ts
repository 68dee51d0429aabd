import { describe, expect, it } from 'vitest';
import { parseStoredContent } from './stored-content.ts';

describe('parseStoredContent: the one reader of a block\'s stored content', () => {
  it('gives older content the spec\'s defaults and drops keys the shape does not have', () => {
    expect(parseStoredContent('game', { gameId: 'eu-flaggen', settings: { timeLimit: 'x' }, secret: 1 })).toEqual({
      gameType: 'custom', gameId: 'eu-flaggen', gameName: '', gameDescription: null, quizId: '', settings: { timeLimit: 0, allowRetry: true, showScore: true },
    });
    expect(parseStoredContent('reaction', { prompt: 'Wie?', options: ['👍', 3, '👎'], showResults: false })).toEqual({
      prompt: 'Wie?', options: ['👍', '👎'], showResults: false, anonymous: true,
    });
    expect(parseStoredContent('file_upload', { mode: 'weird', maxFileSize: 10 * 1024 * 1024, teacherFile: { name: 'x' } })).toEqual({
      mode: 'upload', teacherFile: null, instructions: null, allowedFormats: [], maxFileSize: 3_145_728, submissionDeadline: null,
    });
    expect(parseStoredContent('text', null)).toEqual({ html: '', text: '', characterCount: 0 });
  });
});
