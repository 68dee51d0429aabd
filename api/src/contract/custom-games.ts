/**
 * Custom games (spec 3 'custom_games', 'Pair', 'Question', 'Game settings'; spec 5 'Custom game saving';
 * spec 9 'Games'): the one zod schema the API validates with and the teacher's form checks against.
 *
 * Imported by front-ends as `api/custom-games` (plain zod, no OpenAPI or server code). It is a subpath
 * of its own, not part of `api/client`, so only the screens that edit games load zod.
 */
import './zod-jitless.ts';
import { z } from 'zod';
import { GAME_LIMITS, CUSTOM_GAME_TYPES, type CustomGameType } from './custom-game-rules.ts';
import { ACTIONS } from './abilities.ts';

export * from './custom-game-rules.ts';

const text = z.string().trim().min(1).max(GAME_LIMITS.textMax);
const entryId = z.string().trim().min(1).max(100);

/** Spec 3 'Pair': a sentence start and its end; may carry a name and a description. */
export const PairSchema = z.object({
  id: entryId,
  start: text,
  end: text,
  name: z.string().max(GAME_LIMITS.textMax).optional(),
  description: z.string().max(GAME_LIMITS.textMax).optional(),
});
export type Pair = z.infer<typeof PairSchema>;

/** Spec 3 'Question': answers as texts, correctAnswers as indexes into them (at least one). */
export const QuestionSchema = z
  .object({
    id: entryId,
    question: text,
    answers: z.array(text).min(GAME_LIMITS.answersMin).max(GAME_LIMITS.answersMax),
    correctAnswers: z.array(z.number().int().min(0)).min(1),
  })
  .refine((q) => q.correctAnswers.every((i) => i < q.answers.length), { message: 'correctAnswers must point to answers', path: ['correctAnswers'] });
export type Question = z.infer<typeof QuestionSchema>;

/** Spec 3 'Game settings' with its defaults (shuffleColumns true, timer true, timeLimit 300 s; 0 = no limit). */
export const CustomGameSettingsSchema = z.object({
  shuffleColumns: z.boolean().default(true),
  timer: z.boolean().default(true),
  timeLimit: z.number().int().min(0).max(GAME_LIMITS.timeLimitMax).default(GAME_LIMITS.defaultTimeLimit),
});
export type CustomGameSettings = z.infer<typeof CustomGameSettingsSchema>;
export const DEFAULT_CUSTOM_GAME_SETTINGS: CustomGameSettings = { shuffleColumns: true, timer: true, timeLimit: GAME_LIMITS.defaultTimeLimit };

// ── Dropping what is not filled in (spec 5: 'invalid entries are dropped on save') ──

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Pairs with both start and end filled; the rest is dropped. */
export function keepFilledPairs(pairs: unknown): unknown {
  if (!Array.isArray(pairs)) return pairs;
  return pairs.filter((p) => p && typeof p === 'object' && filled((p as Pair).start) && filled((p as Pair).end));
}

/**
 * Questions without text are dropped; in the others, empty answers are dropped and the correct
 * answers re-indexed to the answers that remain.
 */
export function keepFilledQuestions(questions: unknown): unknown {
  if (!Array.isArray(questions)) return questions;
  return questions
    .filter((q) => q && typeof q === 'object' && filled((q as Question).question))
    .map((q: Question) => {
      if (!Array.isArray(q.answers)) return q;
      const kept = q.answers.map((a, i) => [a, i] as const).filter(([a]) => filled(a));
      const correct = Array.isArray(q.correctAnswers) ? q.correctAnswers : [];
      return {
        ...q,
        answers: kept.map(([a]) => a),
        correctAnswers: kept.flatMap(([, i], newIndex) => (correct.includes(i) ? [newIndex] : [])),
      };
    });
}

const base = {
  name: z.string().trim().min(1, 'Name is required').max(GAME_LIMITS.nameMax),
  description: z.string().trim().max(GAME_LIMITS.descriptionMax).nullish().transform((v) => v || null),
  settings: CustomGameSettingsSchema.prefault({}),
};

/**
 * A game as the teacher saves it (create and update): matching with 3–10 filled pairs, or
 * multiple choice with 1–20 questions of 2–5 answers and at least one correct one.
 * Unfilled entries are dropped before the counts are checked.
 */
export const CustomGameInputSchema = z.discriminatedUnion('gameType', [
  z.object({
    gameType: z.literal('matching'),
    ...base,
    pairs: z.preprocess(keepFilledPairs, z.array(PairSchema).min(GAME_LIMITS.pairsMin).max(GAME_LIMITS.pairsMax)),
  }),
  z.object({
    gameType: z.literal('multipleChoice'),
    ...base,
    questions: z.preprocess(keepFilledQuestions, z.array(QuestionSchema).min(GAME_LIMITS.questionsMin).max(GAME_LIMITS.questionsMax)),
  }),
]);
export type CustomGameInput = z.infer<typeof CustomGameInputSchema>;
/** What a client sends (before defaults and dropping). */
export type CustomGameBody = z.input<typeof CustomGameInputSchema>;

/** The content a player needs (spec 3 'Custom game block content'): type, entries, settings and title. */
export const CustomGameContentSchema = z.object({
  gameType: z.enum(CUSTOM_GAME_TYPES),
  title: z.string(),
  pairs: z.array(PairSchema),
  questions: z.array(QuestionSchema),
  settings: CustomGameSettingsSchema,
});
export type CustomGameContent = z.infer<typeof CustomGameContentSchema>;

/** One custom game as read by its players and its owner. */
export const CustomGameSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  game_type: z.enum(CUSTOM_GAME_TYPES),
  is_public: z.boolean(),
  /** What the caller may do with it (`manage`: edit and delete it), decided by the policy. */
  abilities: z.array(z.enum(ACTIONS['custom-game'])),
  content: CustomGameContentSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomGame = z.infer<typeof CustomGameSchema>;

/**
 * One entry of GET /api/teacher/custom-games (the teacher's own games, newest first), also what a
 * lesson's game picker lists. `lesson_count`: lessons that hold a game block pointing to it; deleting
 * the game removes it from them (the confirmation says so).
 */
export const CustomGameSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  game_type: z.enum(CUSTOM_GAME_TYPES),
  is_public: z.boolean(),
  lesson_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomGameSummary = z.infer<typeof CustomGameSummarySchema>;

/**
 * Stored game_data as the players read it. Older content with only `pairs` and no `gameType`
 * counts as matching (spec 3); missing settings take the defaults.
 */
export function normalizeCustomGameContent(raw: unknown, title: string): CustomGameContent {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const gameType: CustomGameType = data.gameType === 'multipleChoice' ? 'multipleChoice' : 'matching';
  const settings = CustomGameSettingsSchema.safeParse(data.settings ?? {});
  const pairs = z.array(PairSchema).safeParse(keepFilledPairs(data.pairs ?? []));
  const questions = z.array(QuestionSchema).safeParse(keepFilledQuestions(data.questions ?? []));
  return {
    gameType,
    title: typeof data.title === 'string' && data.title ? data.title : title,
    pairs: gameType === 'matching' && pairs.success ? pairs.data : [],
    questions: gameType === 'multipleChoice' && questions.success ? questions.data : [],
    settings: settings.success ? settings.data : DEFAULT_CUSTOM_GAME_SETTINGS,
  };
}

/** Import and export formats: Moodle XML (question bank) and the simple CSV (api/src/services/custom-game-interchange/csv.ts). */
export const INTERCHANGE_FORMATS = ['moodle-xml', 'csv'] as const;
export type InterchangeFormat = (typeof INTERCHANGE_FORMATS)[number];

/** A file to import (its text; JSON bodies are limited to 1 MB). */
export const ImportRequestSchema = z.object({ format: z.enum(INTERCHANGE_FORMATS), text: z.string().max(900_000) });

/** What an import found: pairs and questions for the form, what was left out and a German summary. */
export const ImportResultSchema = z.object({
  pairs: z.array(PairSchema),
  questions: z.array(QuestionSchema),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  summary: z.string(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
