import type { Block, BlockType, LessonBlock, LessonDocumentBody, WorldRegion } from 'api/client';
import { DEFAULT_GAME_SETTINGS, REGION_GAMES, parseYouTubeUrl, targetRange } from 'api/client';
import { emptyReactionDraft, reactionContentOf, reactionDraftOf, reactionProblem, type ReactionDraft } from '../blocks/reaction/reaction-form';
import { emptyFileDraft, fileContentOf, fileDraftOf, fileDraftProblem, type FileDraft } from '../blocks/file/file-block-model';

/**
 * The lesson editor's block list as pure data (spec 4 'Block in editor'): a new
 * block starts in edit mode with a temp- id; saved blocks have their server id and
 * show read-only until 'Bearbeiten'.
 */

export type TextDraft = { type: 'text'; html: string };
export type VideoDraft = { type: 'video'; url: string; title: string; description: string };
export type ImageDraft = { type: 'image'; url: string; title: string; description: string };
/** timeLimit as typed (a text field), checked by draftProblem. */
export type GameDraft = {
  type: 'game'; gameId: string; timeLimit: string; allowRetry: boolean; showScore: boolean;
  /** The teacher's choices of what the start overlay offers (issue 22; game-choices-fields.tsx): absent = the game's default. */
  target?: number; region?: string;
};
export type Draft = TextDraft | VideoDraft | ImageDraft | GameDraft | ReactionDraft | FileDraft;
export type DraftType = Draft['type'];

export interface EditorBlock {
  /** temp-… until saved, then the block's id. */
  key: string;
  blockId: string | null;
  type: BlockType;
  mode: 'edit' | 'view';
  /** The last saved state (null for a new block). */
  saved: Block | null;
  /** What the form shows while editing. */
  draft: Draft | null;
  /** Edited since the last save. */
  dirty: boolean;
}

export const EDITABLE_TYPES: readonly DraftType[] = ['text', 'video', 'image', 'game', 'reaction', 'file_upload'];
export const isEditableType = (type: BlockType): type is DraftType => (EDITABLE_TYPES as readonly string[]).includes(type);

let counter = 0;
export const tempId = () => `temp-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function emptyDraft(type: DraftType): Draft {
  if (type === 'text') return { type, html: '' };
  if (type === 'game') return { type, gameId: '', timeLimit: String(DEFAULT_GAME_SETTINGS.timeLimit), allowRetry: DEFAULT_GAME_SETTINGS.allowRetry, showScore: DEFAULT_GAME_SETTINGS.showScore };
  if (type === 'reaction') return emptyReactionDraft();
  if (type === 'file_upload') return emptyFileDraft();
  return { type, url: '', title: '', description: '' };
}

/** A saved block as a form draft (to edit it again). */
export function draftOf(block: Block): Draft | null {
  switch (block.type) {
    case 'text':
      return { type: 'text', html: block.content.html };
    case 'video':
      return { type: 'video', url: block.content.url, title: block.content.title ?? '', description: block.content.description ?? '' };
    case 'image':
      return { type: 'image', url: block.content.url, title: block.content.title ?? '', description: block.content.description ?? '' };
    case 'game': {
      const { gameId, settings } = block.content;
      return {
        type: 'game', gameId, timeLimit: String(settings.timeLimit), allowRetry: settings.allowRetry, showScore: settings.showScore,
        ...(settings.target !== undefined ? { target: settings.target } : {}), ...(settings.region !== undefined ? { region: settings.region } : {}),
      };
    }
    case 'reaction':
      return reactionDraftOf(block.content);
    case 'file_upload':
      return fileDraftOf(block.content);
    default:
      return null;
  }
}

/** A new block in edit mode; types this version cannot edit yet get no draft (they only show the 'future version' note). */
export function newBlock(type: BlockType): EditorBlock {
  return { key: tempId(), blockId: null, type, mode: 'edit', saved: null, draft: isEditableType(type) ? emptyDraft(type) : null, dirty: false };
}

export function fromLessonBlock(lb: LessonBlock): EditorBlock {
  return { key: lb.block_id, blockId: lb.block_id, type: lb.block.type, mode: 'view', saved: lb.block, draft: null, dirty: false };
}

/** A game's time limit as typed: whole seconds from 0 (0 = none). */
export const isValidTimeLimit = (typed: string) => /^\d{1,4}$/.test(typed.trim());

/** Why a draft cannot be saved yet, or null. */
export function draftProblem(draft: Draft): 'videoUrl' | 'image' | 'game' | 'timeLimit' | 'prompt' | 'options' | ReturnType<typeof fileDraftProblem> {
  if (draft.type === 'file_upload') return fileDraftProblem(draft);
  if (draft.type === 'reaction') return reactionProblem(draft);
  if (draft.type === 'game') {
    if (!draft.gameId) return 'game';
    return isValidTimeLimit(draft.timeLimit) ? null : 'timeLimit';
  }
  if (draft.type === 'video') return parseYouTubeUrl(draft.url).ok ? null : 'videoUrl';
  if (draft.type === 'image') return draft.url ? null : 'image';
  return null;
}

/** The teacher's target / region, only for a game that has them (a changed game drops the other's). */
export function gameChoicesOf(draft: Pick<GameDraft, 'gameId' | 'target' | 'region'>): { target?: number; region?: WorldRegion } {
  const range = targetRange(draft.gameId);
  if (range) return draft.target !== undefined ? { target: Math.min(range.max, Math.max(1, Math.round(draft.target))) } : {};
  const regions = REGION_GAMES[draft.gameId];
  return regions && draft.region && regions.includes(draft.region) ? { region: draft.region as WorldRegion } : {};
}

/** The body the API takes for a draft. */
export function contentOf(draft: Draft) {
  if (draft.type === 'text') return { html: draft.html };
  if (draft.type === 'game') {
    return {
      gameId: draft.gameId,
      settings: { timeLimit: Number(draft.timeLimit.trim()), allowRetry: draft.allowRetry, showScore: draft.showScore, ...gameChoicesOf(draft) },
    };
  }
  if (draft.type === 'reaction') return reactionContentOf(draft);
  if (draft.type === 'file_upload') return fileContentOf(draft);
  return { url: draft.url.trim(), title: draft.title.trim() || null, description: draft.description.trim() || null };
}

/** The list with the block at `index` moved by `delta` (−1 up, +1 down); unchanged at the ends. */
export function moveBlock<T>(list: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** The list with the item at `from` moved to `to` (drag and drop). */
export function moveTo<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A form's change: the next draft, or a function of the current one (an upload that ends after more typing). */
export type DraftUpdate<D extends Draft = Draft> = D | ((current: D) => D);
export const applyDraftUpdate = <D extends Draft>(current: D, update: DraftUpdate<D>): D => (typeof update === 'function' ? update(current) : update);

/** Changed since loaded or saved: a new block, or an open edit with changes. */
export const isUnsaved = (b: EditorBlock) => (!b.blockId && b.draft !== null) || (b.mode === 'edit' && b.dirty);

/**
 * The block list as the one save sends it (PUT/POST /api/teacher/lessons): `{ id }` keeps a block
 * unchanged, `{ id, type, content }` writes a changed one, `{ type, content }` adds a new one; blocks
 * missing from the list are removed. The list order is the new order.
 */
export function documentBlocks(blocks: EditorBlock[]): LessonDocumentBody['blocks'] {
  return blocks.flatMap((b): LessonDocumentBody['blocks'] => {
    if (b.blockId && !(b.mode === 'edit' && b.dirty && b.draft)) return [{ id: b.blockId }];
    if (!b.draft) return [];
    const written = { type: b.draft.type, content: contentOf(b.draft) } as LessonDocumentBody['blocks'][number];
    return [b.blockId ? { ...written, id: b.blockId } : written];
  });
}

/** The blocks the next save writes (new or changed), each with why it cannot be saved yet, if so. */
export const blockProblems = (blocks: EditorBlock[]) =>
  blocks.flatMap((b) => (isUnsaved(b) && b.draft && draftProblem(b.draft) ? [{ key: b.key, problem: draftProblem(b.draft)! }] : []));

/**
 * What the teacher typed in blocks that are not saved, as plain text to copy (shown when the save
 * is refused because the lesson changed meanwhile, so nothing typed is lost).
 */
export function unsavedText(blocks: EditorBlock[], label: (b: EditorBlock, index: number) => string, htmlToText: (html: string) => string): string {
  return blocks
    .flatMap((b, i) => {
      if (!isUnsaved(b) || !b.draft) return [];
      const d = b.draft;
      const lines =
        d.type === 'text' ? [htmlToText(d.html)]
          : d.type === 'reaction' ? [d.prompt, ...d.options.filter((o) => o.trim())]
            : d.type === 'file_upload' ? [d.instructions]
              : d.type === 'game' ? [d.gameId]
                : [d.url, d.title, d.description];
      const text = lines.map((l) => l.trim()).filter(Boolean).join('\n');
      return text ? [`${label(b, i)}:\n${text}`] : [];
    })
    .join('\n\n');
}

/** Unsaved work in the block list: new blocks, or open edits with changes. */
export const hasUnsavedBlocks = (blocks: EditorBlock[]) => blocks.some(isUnsaved);
