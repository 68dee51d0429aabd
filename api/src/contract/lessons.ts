import { z } from '@hono/zod-openapi';
import { FileContentInputSchema, FileContentSchema } from './file-block.ts';
import { LIMITS } from './limits.ts';
import { ACTIONS } from './abilities.ts';
import { GameContentInputSchema, GameContentSchema } from './game-block.ts';
import { RICH_TEXT_HTML_MAX } from './rich-text.ts';
import { ReactionContentInputSchema, ReactionContentSchema } from './reactions.ts';

/** Lessons, blocks, lessons in classes and the lesson view (spec 3, 4, 5, 7). */

const name = z.string().trim().max(LIMITS.lessonNameMax);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

export const LessonInputSchema = z
  .object({
    /** Required: MISSING_LESSON_NAME when empty (the editor sends 'Unbenannte Lektion' instead of an empty name). */
    name: name.min(1, 'Lesson name is required'),
    description: optionalText(LIMITS.lessonDescriptionMax),
    picture_url: optionalText(LIMITS.urlMax),
  })
  .openapi('LessonInput');

/** The overview's switches (not the lesson's content: that is saved as a whole with PUT). */
export const LessonUpdateSchema = z
  .object({ is_public: z.boolean().optional(), is_visible_to_students: z.boolean().optional() })
  .openapi('LessonUpdate');

export const LessonSchema = z
  .object({
    id: z.uuid(),
    teacher_id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    picture_url: z.string().nullable(),
    is_public: z.boolean(),
    is_visible_to_students: z.boolean(),
    /** Raised by every save of the lesson's content; a save names the version it started from (409 LESSON_CHANGED when older). */
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Lesson');

export const LessonSummarySchema = LessonSchema.extend({
  block_count: z.number().int(),
  class_count: z.number().int(),
}).openapi('LessonSummary');


const title = optionalText(LIMITS.lessonNameMax);
const description = optionalText(LIMITS.textMax);

export const TextContentInputSchema = z.object({ html: z.string().max(RICH_TEXT_HTML_MAX) });
export const VideoContentInputSchema = z.object({ url: z.string().trim().min(1).max(LIMITS.urlMax), title, description });
export const ImageContentInputSchema = z.object({ url: z.string().trim().min(1).max(LIMITS.urlMax), title, description });

/** A block written by a lesson save: `id` names an existing block of the lesson (same type), none adds a new one. */
const blockMeta = { id: z.uuid().optional(), name: optionalText(LIMITS.lessonNameMax), description: optionalText(LIMITS.textMax) };
export const BlockInputSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('text'), content: TextContentInputSchema, ...blockMeta }),
    z.object({ type: z.literal('video'), content: VideoContentInputSchema, ...blockMeta }),
    z.object({ type: z.literal('image'), content: ImageContentInputSchema, ...blockMeta }),
    z.object({ type: z.literal('game'), content: GameContentInputSchema, ...blockMeta }),
    z.object({ type: z.literal('reaction'), content: ReactionContentInputSchema, ...blockMeta }),
    z.object({ type: z.literal('file_upload'), content: FileContentInputSchema, ...blockMeta }),
  ])
  .openapi('BlockInput');


export const TextContentSchema = z.object({ html: z.string(), text: z.string(), characterCount: z.number().int() }).openapi('TextContent');
export const VideoContentSchema = z
  .object({ url: z.string(), videoId: z.string(), embedUrl: z.string(), title: z.string().nullable(), description: z.string().nullable() })
  .openapi('VideoContent');
export const ImageContentSchema = z
  .object({ url: z.string(), title: z.string().nullable(), description: z.string().nullable() })
  .openapi('ImageContent');

const BlockBase = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const BlockSchema = z
  .discriminatedUnion('type', [
    BlockBase.extend({ type: z.literal('text'), content: TextContentSchema }),
    BlockBase.extend({ type: z.literal('video'), content: VideoContentSchema }),
    BlockBase.extend({ type: z.literal('image'), content: ImageContentSchema }),
    BlockBase.extend({ type: z.literal('game'), content: GameContentSchema }),
    BlockBase.extend({ type: z.literal('reaction'), content: ReactionContentSchema }),
    BlockBase.extend({ type: z.literal('file_upload'), content: FileContentSchema }),
  ])
  .openapi('Block');

export const LessonBlockSchema = z
  .object({ id: z.uuid(), lesson_id: z.uuid(), block_id: z.uuid(), order_position: z.number().int(), block: BlockSchema })
  .openapi('LessonBlock');

export const OrderSchema = z.object({ ids: z.array(z.uuid()).max(1000) }).openapi('Order');
export const AddLessonsSchema = z.object({ lesson_ids: z.array(z.uuid()).min(1).max(100) }).openapi('AddLessons');
export const ClassLessonVisibilitySchema = z.object({ is_visible: z.boolean() }).openapi('ClassLessonVisibility');

export const ClassLessonSchema = z
  .object({
    id: z.uuid(),
    class_id: z.uuid(),
    lesson_id: z.uuid(),
    order_position: z.number().int(),
    is_visible: z.boolean(),
    added_at: z.string(),
    lesson: z.object({
      id: z.uuid(), name: z.string(), description: z.string().nullable(), picture_url: z.string().nullable(),
      block_count: z.number().int(), created_at: z.string(), updated_at: z.string(),
    }),
  })
  .openapi('ClassLesson');

export const LessonViewSchema = z
  .object({
    lesson: LessonSchema,
    blocks: z.array(LessonBlockSchema),
    /** The class the lesson is shown in, or null for a teacher's own lesson outside a class ('Eigene Lektion'). */
    class: z.object({ id: z.uuid(), name: z.string(), class_code: z.string().nullable() }).nullable(),
    /** Where the lesson stands among the class's lessons (visible ones for students). */
    navigation: z
      .object({ position: z.number().int(), total: z.number().int(), previous_lesson_id: z.uuid().nullable(), next_lesson_id: z.uuid().nullable() })
      .nullable(),
    /** What the caller may do with the lesson (`manage`: 'Bearbeiten'), decided by the policy. */
    abilities: z.array(z.enum(ACTIONS.lesson)),
  })
  .openapi('LessonView');

/**
 * One block of a saved lesson document, in the lesson's order: `{ id }` alone keeps a block as it is;
 * with `type` and `content` it is written (a new block without `id`, an existing one of the same type with it).
 * Blocks of the lesson that the document leaves out are removed.
 */
export const LessonDocumentBlockSchema = z
  .union([
    z.object({ id: z.uuid() }).strict(),
    BlockInputSchema,
  ])
  .openapi('LessonDocumentBlock');

const documentBlocks = z.array(LessonDocumentBlockSchema).max(LIMITS.lessonBlocksMax);

/** PUT /api/teacher/lessons/{id}: the whole lesson as the editor shows it, saved in one transaction (all or nothing). */
export const LessonDocumentSchema = LessonInputSchema.extend({
  /** The version the editor loaded; an older one than stored answers 409 LESSON_CHANGED and changes nothing. */
  version: z.number().int().min(1),
  blocks: documentBlocks,
}).openapi('LessonDocument');

/** POST /api/teacher/lessons: a new lesson, optionally with its blocks and straight into an own class. */
export const NewLessonSchema = LessonInputSchema.extend({
  blocks: documentBlocks.optional(),
  /** Put the new lesson at the end of this own class. */
  class_id: z.uuid().optional(),
  /** With class_id: visible for the class's students at once (default hidden). */
  visible: z.boolean().optional(),
}).openapi('NewLesson');

/** The answer of a save: the lesson (with its new version) and its blocks in order. */
export const SavedLessonSchema = LessonSchema.extend({ blocks: z.array(LessonBlockSchema) }).openapi('SavedLesson');

export type LessonInput = z.infer<typeof LessonInputSchema>;
export type LessonUpdate = z.infer<typeof LessonUpdateSchema>;
export type Lesson = z.infer<typeof LessonSchema>;
export type LessonSummary = z.infer<typeof LessonSummarySchema>;
export type BlockInput = z.infer<typeof BlockInputSchema>;
export type Block = z.infer<typeof BlockSchema>;
export type LessonBlock = z.infer<typeof LessonBlockSchema>;
export type ClassLesson = z.infer<typeof ClassLessonSchema>;
export type LessonView = z.infer<typeof LessonViewSchema>;
export type LessonDocument = z.infer<typeof LessonDocumentSchema>;
export type LessonDocumentBlock = z.infer<typeof LessonDocumentBlockSchema>;
export type NewLesson = z.infer<typeof NewLessonSchema>;
export type SavedLesson = z.infer<typeof SavedLessonSchema>;
export type TextContent = z.infer<typeof TextContentSchema>;
export type VideoContent = z.infer<typeof VideoContentSchema>;
export type ImageContent = z.infer<typeof ImageContentSchema>;

/** What a client sends (before the server's defaults and trimming): the request bodies' input types. */
export type LessonBody = z.input<typeof LessonInputSchema>;
export type LessonPatchBody = z.input<typeof LessonUpdateSchema>;
export type BlockBody = z.input<typeof BlockInputSchema>;
export type LessonDocumentBody = z.input<typeof LessonDocumentSchema>;
export type NewLessonBody = z.input<typeof NewLessonSchema>;
