import { AppError, ErrorCode, parseYouTubeUrl, VIDEO_MESSAGES, type BlockType } from '../../contract/index.ts';
import { buildGameContent, type CustomGameRef, type RegistryGameRef } from '../game-results/game-content.ts';
import type { Caller } from '../../caller.ts';
import { authorize } from '../authorization.ts';
import { buildFileBlockContent } from './file-block-content.ts';
import { sanitizeRichText } from './rich-text.ts';
import { reactionBlockContent } from '../reactions/reaction-content.ts';

/**
 * Turns a block's content as the editor sends it into what is stored: rich text
 * sanitised with text and count recomputed, a video reduced to its id and a
 * privacy-friendly embed address, an image only from the teacher's own uploads.
 */
export function buildBlockContent(
  caller: Caller, type: BlockType, input: Record<string, unknown>,
  /** Looked up beforehand by the service: the teacher's own or a public custom game a game block names. */
  resolved: { customGame?: CustomGameRef | null; registryGame?: RegistryGameRef | null } = {},
): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { ...sanitizeRichText(String(input.html ?? '')) };
    case 'video': {
      const parsed = parseYouTubeUrl(String(input.url ?? ''));
      if (!parsed.ok) {
        throw new AppError(parsed.reason === 'invalidUrl' ? ErrorCode.INVALID_VIDEO_URL : ErrorCode.VIDEO_ID_MISSING, 400, VIDEO_MESSAGES[parsed.reason]);
      }
      return { url: parsed.watchUrl, videoId: parsed.videoId, embedUrl: parsed.embedUrl, title: input.title ?? null, description: input.description ?? null };
    }
    case 'image': {
      const url = String(input.url ?? '');
      authorize(caller, 'attach', { type: 'content-file', url, kind: 'lessons' });
      return { url, title: input.title ?? null, description: input.description ?? null };
    }
    case 'game':
      return buildGameContent(input, resolved.customGame ?? null, resolved.registryGame ?? null);
    case 'reaction':
      return reactionBlockContent(input);
    case 'file_upload':
      return buildFileBlockContent(caller, input);
    default:
      throw new AppError(ErrorCode.VALIDATION_FAILED, 400, `Block type ${type} cannot be edited in this version`);
  }
}

/** The stored files a block's content points to (image blocks, a file block's teacher file). */
export function contentUrls(content: Record<string, unknown>): string[] {
  const teacherFileUrl = (content.teacherFile as { url?: unknown } | null | undefined)?.url;
  return [content.url, teacherFileUrl].filter((u): u is string => typeof u === 'string' && u.startsWith('/api/files/'));
}
