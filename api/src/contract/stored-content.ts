import { z } from '@hono/zod-openapi';
import { FILE_BLOCK_MODES, studentUploadLimit } from './file-block-rules.ts';
import type { FileContent } from './file-block.ts';
import type { GameContent } from './game-block.ts';
import { DEFAULT_GAME_SETTINGS, GAME_TYPES, REGION_GAMES, targetRange } from './games.ts';
import type { ImageContent, TextContent, VideoContent } from './lessons.ts';
import type { BlockType } from './limits.ts';
import type { ReactionContent } from './reactions.ts';

/**
 * The one reader of a block's stored content (`blocks.content`, JSON): the shapes of the contract,
 * read leniently, because rows written by older versions may miss a field the shape has now; each
 * missing or malformed field takes the spec's default. Unknown keys stay in the database and never
 * reach a client (zod drops them). Used by the presenters, the game results, the file hand-ins and the polls.
 */

const str = z.string().catch('');
const strOrNull = z.string().nullable().catch(null);
const strings = z.array(z.unknown()).catch([]).transform((list) => list.filter((x): x is string => typeof x === 'string'));
/** Only an explicit false is false. */
const notFalse = z.boolean().catch(true);

const StoredText = z.object({ html: str, text: str, characterCount: z.number().int().catch(0) });
const StoredVideo = z.object({ url: str, videoId: str, embedUrl: str, title: strOrNull, description: strOrNull });
const StoredImage = z.object({ url: str, title: strOrNull, description: strOrNull });
const StoredGame = z.object({
  /** Older content without a type counts as a custom (matching) game (spec 3). */
  gameType: z.enum(GAME_TYPES).catch('custom'),
  gameId: str,
  gameName: str,
  gameDescription: strOrNull,
  quizId: str,
  settings: z
    .object({
      timeLimit: z.number().int().min(0).catch(DEFAULT_GAME_SETTINGS.timeLimit),
      allowRetry: z.boolean().catch(DEFAULT_GAME_SETTINGS.allowRetry),
      showScore: z.boolean().catch(DEFAULT_GAME_SETTINGS.showScore),
      target: z.number().int().min(1).optional().catch(undefined),
      region: z.string().optional().catch(undefined),
    })
    .catch({ ...DEFAULT_GAME_SETTINGS }),
}).transform((g) => {
  const { target, region, ...settings } = g.settings;
  return { ...g, settings: { ...settings, ...gameChoices(g.gameId, { target, region }) } };
});

/**
 * The teacher's target score or part of the map (issue 22): blocks saved before these choices
 * existed take the game's default; a target is never above what the game has.
 */
function gameChoices(gameId: string, stored: { target?: number; region?: string }): Pick<GameContent['settings'], 'target' | 'region'> {
  const range = targetRange(gameId);
  if (range) return { target: stored.target === undefined ? range.default : Math.min(stored.target, range.max) };
  const regions = REGION_GAMES[gameId];
  if (regions) return { region: (regions.find((r) => r === stored.region) ?? regions[0]) as GameContent['settings']['region'] };
  return {};
}
/** Polls are saved with showResults and anonymous true (spec 5): only an explicit false turns them off. */
const StoredReaction = z.object({ prompt: str, options: strings, showResults: notFalse, anonymous: notFalse });
const StoredFile = z.object({
  mode: z.enum(FILE_BLOCK_MODES).catch('upload'),
  teacherFile: z
    .object({ url: z.string(), name: str, size: z.number().int().catch(0), type: str })
    .nullable()
    .catch(null),
  instructions: strOrNull,
  allowedFormats: strings,
  /** Never above the 3 MB student limit, whatever was stored. */
  maxFileSize: z.number().nullable().catch(null).transform((v) => studentUploadLimit(v)),
  submissionDeadline: strOrNull,
});

const STORED = { text: StoredText, video: StoredVideo, image: StoredImage, game: StoredGame, reaction: StoredReaction, file_upload: StoredFile };

/** Each block type's content as the contract shapes it. */
export interface StoredContentOf {
  text: TextContent;
  video: VideoContent;
  image: ImageContent;
  game: GameContent;
  reaction: ReactionContent;
  file_upload: FileContent;
}

/** A block's stored content, parsed with its type's schema (never throws: a malformed field takes its default). */
export function parseStoredContent<T extends BlockType>(type: T, content: unknown): StoredContentOf[T] {
  const raw = typeof content === 'object' && content !== null ? content : {};
  return STORED[type].parse(raw) as StoredContentOf[T];
}
