import { z } from '@hono/zod-openapi';
import { DEFAULT_GAME_SETTINGS, GAME_RESULT_KEYS, GAME_TYPES, TARGET_MAX, WORLD_REGIONS } from './games.ts';
import { LIMITS } from './limits.ts';

/**
 * The game block (spec 3 'Game', 5 'Game block') and the results students report from it.
 * Built-in games are addressed by their manifest key; teachers' own games (issue 12) by their id.
 */

export const GameSettingsSchema = z
  .object({
    /** Seconds; 0 = no limit (spec 5: numeric, minimum 0). */
    timeLimit: z.number().int().min(0).max(LIMITS.gameTimeLimitMax).default(DEFAULT_GAME_SETTINGS.timeLimit),
    allowRetry: z.boolean().default(DEFAULT_GAME_SETTINGS.allowRetry),
    showScore: z.boolean().default(DEFAULT_GAME_SETTINGS.showScore),
    /** Guessing games: the 'Zielpunktzahl' students play for (1 up to the game's items; game-content.ts checks the game). */
    target: z.number().int().min(1).max(TARGET_MAX).optional(),
    /** Weltkarte: the part of the world students play. */
    region: z.enum(WORLD_REGIONS).optional(),
  })
  .openapi('GameSettings');
export type GameSettings = z.infer<typeof GameSettingsSchema>;

/** What the editor sends: which game (a built-in key or an own game's id) and its settings. */
export const GameContentInputSchema = z.object({
  gameId: z.string().trim().min(1).max(100),
  settings: GameSettingsSchema.default(DEFAULT_GAME_SETTINGS),
});

/** What a game block holds (spec 3): the game, its German name, and the settings. */
export const GameContentSchema = z
  .object({
    gameType: z.enum(GAME_TYPES),
    gameId: z.string(),
    gameName: z.string(),
    gameDescription: z.string().nullable(),
    /** The quiz id the game reports; results with another one are refused. */
    quizId: z.string(),
    settings: GameSettingsSchema,
  })
  .openapi('GameContent');
export type GameContent = z.infer<typeof GameContentSchema>;

/** The game kit's result message (games/kit README), as a student's browser reports it. */
export const GameResultInputSchema = z
  .object({
    /** The round this result ends, as POST …/game-rounds answered when it started. */
    roundId: z.uuid(),
    quizId: z.string().min(1).max(120),
    values: z.partialRecord(z.enum(GAME_RESULT_KEYS), z.union([z.number().int().min(0).max(LIMITS.gameResultValueMax), z.string().max(20)])),
    score: z
      .object({ raw: z.number().int().min(0).max(LIMITS.gameResultValueMax), max: z.number().int().min(1).max(LIMITS.gameResultValueMax) })
      .refine((s) => s.raw <= s.max, { message: 'score.raw must not exceed score.max' }),
    success: z.boolean(),
    /** Seconds the round took. */
    durationSeconds: z.number().int().min(0).max(LIMITS.gameDurationMax),
    /** The seed the game was created with (games/kit README 'Verified results'). */
    seed: z.number().int().min(-0x80000000).max(0xffffffff).optional(),
    /** Every action of the game's reducer: [ms since the game mounted, action]. The server replays it. */
    log: z.array(z.tuple([z.number().min(0).max(LIMITS.gameDurationMax * 1000), z.unknown()])).max(LIMITS.gameLogMax).optional(),
  })
  .openapi('GameResultInput');
export type GameResultInput = z.infer<typeof GameResultInputSchema>;
/** A round's result as a game reports it; the round's id is added when it is stored. */
export type GameRoundResult = Omit<GameResultInput, 'roundId'>;

/**
 * A round of a game block: drawn when the game shows (`started_at` null, not yet a try), started when its first
 * question shows. The game plays `seed` (the server's randomness); its result is reported with `round_id` and must
 * be played on that seed.
 */
export const GameRoundSchema = z
  .object({ round_id: z.uuid(), seed: z.number().int().min(0).max(0xffffffff), started_at: z.string().nullable() })
  .openapi('GameRound');
export type GameRound = z.infer<typeof GameRoundSchema>;

export const GameResultSchema = z
  .object({
    id: z.uuid(),
    quiz_id: z.string(),
    values: z.record(z.string(), z.union([z.number(), z.string()])),
    score: z.number().int(),
    max_score: z.number().int(),
    success: z.boolean(),
    duration_seconds: z.number().int(),
    created_at: z.string(),
    /** The server replayed the round's log and computed this result itself. */
    verified: z.boolean(),
    /** The target score the round was played for (guessing games), null for other games. */
    target: z.number().int().nullable(),
  })
  .openapi('GameResult');
export type GameResult = z.infer<typeof GameResultSchema>;

/** A student's own results on a game block in a class. */
export const OwnGameResultsSchema = z
  .object({
    attempts: z.number().int(),
    /** Tries the student may start in all (null: no limit, the block allows retries); more when the teacher granted one. */
    allowed_attempts: z.number().int().nullable(),
    best: GameResultSchema.nullable(),
    last: GameResultSchema.nullable(),
  })
  .openapi('OwnGameResults');

/** Another try granted: the tries the student may now start in all, and those used. */
export const GameTryGrantSchema = z.object({ allowed_attempts: z.number().int(), attempts: z.number().int() }).openapi('GameTryGrant');

/** The teacher's table: every enrolled student, with or without a try. */
export const ClassGameResultsSchema = z
  .object({
    game_name: z.string(),
    students: z.array(
      z.object({
        student_id: z.uuid(),
        name: z.string(),
        /** 1 for the best result (points reached, then completion, then time); null without a result. Equal results share a rank. */
        rank: z.number().int().nullable(),
        attempts: z.number().int(),
        /** Tries the student may start in all (null: no limit, the block allows retries). */
        allowed_attempts: z.number().int().nullable(),
        best: GameResultSchema.nullable(),
        last: GameResultSchema.nullable(),
      }),
    ),
  })
  .openapi('ClassGameResults');
export type ClassGameResults = z.infer<typeof ClassGameResultsSchema>;
