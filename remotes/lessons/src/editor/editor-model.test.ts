import type { LessonBlock } from 'api/client';
import { describe, expect, it } from 'vitest';
import { applyDraftUpdate, blockProblems, contentOf, documentBlocks, draftOf, draftProblem, fromLessonBlock, hasUnsavedBlocks, moveBlock, moveTo, newBlock, unsavedText } from './editor-model';

const saved = (id: string): LessonBlock => ({
  id: `lb-${id}`, lesson_id: 'l', block_id: id, order_position: 1,
  block: { id, type: 'text', content: { html: `<p>${id}</p>`, text: id, characterCount: id.length }, name: null, description: null, created_at: '', updated_at: '' },
});

describe('lesson editor blocks (spec 4)', () => {
  it('a new block starts in edit mode with a temp- id; a saved one read-only with its id', () => {
    const fresh = newBlock('video');
    expect(fresh.key).toMatch(/^temp-/);
    expect([fresh.blockId, fresh.mode]).toEqual([null, 'edit']);
    const loaded = fromLessonBlock(saved('b1'));
    expect([loaded.key, loaded.blockId, loaded.mode]).toEqual(['b1', 'b1', 'view']);
    expect(draftOf(loaded.saved!)).toEqual({ type: 'text', html: '<p>b1</p>' });
  });

  it('moves up and down within bounds and by drag', () => {
    expect(moveBlock(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveTo(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('sends the whole list in one document: kept blocks by id, changed ones with content, new ones without id', () => {
    const fresh = { ...newBlock('text'), draft: { type: 'text' as const, html: '<p>neu</p>' } };
    const changed = { ...fromLessonBlock(saved('b2')), mode: 'edit' as const, draft: { type: 'text' as const, html: '<p>zwei</p>' }, dirty: true };
    const opened = { ...fromLessonBlock(saved('b3')), mode: 'edit' as const, draft: { type: 'text' as const, html: '<p>b3</p>' }, dirty: false };
    expect(documentBlocks([fromLessonBlock(saved('b1')), fresh, changed, opened])).toEqual([
      { id: 'b1' }, { type: 'text', content: { html: '<p>neu</p>' } }, { id: 'b2', type: 'text', content: { html: '<p>zwei</p>' } }, { id: 'b3' },
    ]);
    // What cannot be saved yet is found before sending; the unsaved text is there to copy.
    const poll = newBlock('reaction');
    expect(blockProblems([fresh, poll])).toEqual([{ key: poll.key, problem: 'prompt' }]);
    expect(unsavedText([fromLessonBlock(saved('b1')), fresh, changed], (_, i) => `Block ${i + 1}`, (html) => html.replace(/<[^>]+>/g, '')))
      .toBe('Block 2:\nneu\n\nBlock 3:\nzwei');
  });

  it('an upload that ends after more typing changes only its field (functional update)', () => {
    const typed = { type: 'image' as const, url: '', title: 'Karte', description: '' };
    expect(applyDraftUpdate(typed, (d) => ({ ...d, url: '/api/files/x' }))).toEqual({ ...typed, url: '/api/files/x' });
    expect(applyDraftUpdate(typed, { ...typed, title: 'Neu' })).toEqual({ ...typed, title: 'Neu' });
  });

  it('knows about unsaved work', () => {
    const list = [fromLessonBlock(saved('b1')), newBlock('text'), fromLessonBlock(saved('b2'))];
    expect(hasUnsavedBlocks(list)).toBe(true);
    expect(hasUnsavedBlocks([list[0]!, list[2]!])).toBe(false);
    expect(hasUnsavedBlocks([{ ...list[0]!, mode: 'edit', dirty: true }])).toBe(true);
    // Every block type has a form now: a new block of any type is unsaved work.
    for (const type of ['reaction', 'game', 'file_upload'] as const) expect(hasUnsavedBlocks([newBlock(type)])).toBe(true);
  });

  it('a video needs a valid YouTube address, an image a file; text and titles are trimmed for the API', () => {
    expect(draftProblem({ type: 'video', url: 'https://vimeo.com/1', title: '', description: '' })).toBe('videoUrl');
    expect(draftProblem({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', title: '', description: '' })).toBeNull();
    expect(draftProblem({ type: 'image', url: '', title: '', description: '' })).toBe('image');
    expect(contentOf({ type: 'image', url: ' /api/files/x ', title: ' Karte ', description: ' ' })).toEqual({ url: '/api/files/x', title: 'Karte', description: null });
  });

  it('a game block needs a chosen game and a whole time limit from 0; it starts with the spec\'s defaults', () => {
    const draft = newBlock('game').draft;
    expect(draft).toEqual({ type: 'game', gameId: '', timeLimit: '0', allowRetry: true, showScore: true });
    expect(draftProblem(draft!)).toBe('game');
    expect(draftProblem({ type: 'game', gameId: 'eu-flaggen', timeLimit: '-5', allowRetry: true, showScore: true })).toBe('timeLimit');
    expect(draftProblem({ type: 'game', gameId: 'eu-flaggen', timeLimit: '1.5', allowRetry: true, showScore: true })).toBe('timeLimit');
    const chosen = { type: 'game', gameId: 'eu-flaggen', timeLimit: ' 120 ', allowRetry: false, showScore: true } as const;
    expect(draftProblem(chosen)).toBeNull();
    expect(contentOf(chosen)).toEqual({ gameId: 'eu-flaggen', settings: { timeLimit: 120, allowRetry: false, showScore: true } });
  });
});
