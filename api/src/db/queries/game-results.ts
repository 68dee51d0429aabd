import { ADVISORY_LOCKS } from '../advisory-locks.ts';
import type { Sql } from '../client.ts';

/** SQL of game results (game blocks played in a class). */

export interface GameResultRow {
  id: string;
  block_id: string;
  class_id: string;
  student_id: string;
  quiz_id: string;
  result_values: Record<string, number | string>;
  score: number;
  max_score: number;
  success: boolean;
  duration_seconds: number;
  created_at: Date;
  verified: boolean;
  target: number | null;
}
const RESULT_COLUMNS = 'id, block_id, class_id, student_id, quiz_id, result_values, score, max_score, success, duration_seconds, created_at, verified, target';

// ── Rounds ───────────────────────────────────────────────────────────────────

type RoundKey = { blockId: string; classId: string; studentId: string };

/** Serialises the round starts of one student on one block in one class (until the transaction ends). */
export async function lockRounds(tx: Sql, { blockId, classId, studentId }: RoundKey): Promise<void> {
  await tx`select pg_advisory_xact_lock(${ADVISORY_LOCKS.gameRounds}, hashtext(${studentId} || ${blockId} || ${classId}))`;
}

/** Tries (started rounds; a drawn round whose first question never showed is none) per student of a block in a class; of one student when given. */
export async function countAttempts(
  sql: Sql, { blockId, classId, studentId }: { blockId: string; classId: string; studentId?: string },
): Promise<Map<string, number>> {
  const rows = await sql<{ student_id: string; n: number }[]>`
    select student_id, count(*)::int as n from game_rounds
    where block_id = ${blockId} and class_id = ${classId} and started_at is not null ${studentId ? sql`and student_id = ${studentId}` : sql``}
    group by student_id`;
  return new Map(rows.map((r) => [r.student_id, r.n]));
}

/** A round as the service reads it: its seed (null for rounds from before seeds were issued) and when it started (null: drawn only). */
export interface RoundRow { id: string; seed: number | null; started_at: Date | null; game_version_id: string | null }
/** bigint as a JS number (seeds are below 2^32). */
const ROUND_COLUMNS = 'id, seed::float8 as seed, started_at, game_version_id';

/** Draws a round: the seed its game plays, not yet a try (started_at null until its first question shows). */
export async function insertRound(
  sql: Sql, { blockId, classId, studentId, seed, gameVersionId }: RoundKey & { seed: number; gameVersionId: string | null },
): Promise<RoundRow> {
  const [row] = await sql<RoundRow[]>`
    insert into game_rounds (block_id, class_id, student_id, seed, started_at, game_version_id)
    values (${blockId}, ${classId}, ${studentId}, ${seed}, null, ${gameVersionId})
    returning ${sql.unsafe(ROUND_COLUMNS)}`;
  return row!;
}

/** Starts a drawn round (the try counts from now); null when it is not a drawn, unstarted round of this student, block and class. */
export async function startRound(sql: Sql, { id, ...key }: RoundKey & { id: string }): Promise<RoundRow | null> {
  const rows = await sql<RoundRow[]>`
    update game_rounds set started_at = now()
    where id = ${id} and block_id = ${key.blockId} and class_id = ${key.classId} and student_id = ${key.studentId} and started_at is null
    returning ${sql.unsafe(ROUND_COLUMNS)}`;
  return rows[0] ?? null;
}

/**
 * The student's round on this block and class, with its seed and the time since it started (database clock; whole
 * seconds and ms, null while it is only drawn); null when there is none.
 */
export async function getRound(
  sql: Sql, { id, ...key }: RoundKey & { id: string },
): Promise<(RoundRow & { elapsed_seconds: number | null; elapsed_ms: number | null }) | null> {
  const rows = await sql<(RoundRow & { elapsed_seconds: number | null; elapsed_ms: number | null })[]>`
    select ${sql.unsafe(ROUND_COLUMNS)}, floor(extract(epoch from now() - started_at))::int as elapsed_seconds,
      floor(extract(epoch from now() - started_at) * 1000)::int as elapsed_ms from game_rounds
    where id = ${id} and block_id = ${key.blockId} and class_id = ${key.classId} and student_id = ${key.studentId}`;
  return rows[0] ?? null;
}

/**
 * Rounds a student started (`started`) or drew in the last `seconds` (a browser cannot start real rounds, or open
 * real games, more often).
 */
export async function countRecentRounds(
  sql: Sql, { studentId, seconds, started = true }: { studentId: string; seconds: number; started?: boolean },
): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from game_rounds
    where student_id = ${studentId} and ${started ? sql`started_at` : sql`created_at`} > now() - make_interval(secs => ${seconds})`;
  return row!.n;
}

// ── Results ──────────────────────────────────────────────────────────────────

/** The name of the constraint that keeps a round to one result. */
export const ROUND_ONCE = 'game_results_round_once';

export async function insertGameResult(
  sql: Sql,
  r: {
    roundId: string; blockId: string; classId: string; studentId: string; quizId: string; values: Record<string, number | string>;
    score: number; maxScore: number; success: boolean; durationSeconds: number; verified: boolean; target: number | null;
    gameVersionId: string | null;
  },
): Promise<GameResultRow> {
  const [row] = await sql<GameResultRow[]>`
    insert into game_results (round_id, block_id, class_id, student_id, quiz_id, result_values, score, max_score, success, duration_seconds, verified, target, game_version_id)
    values (${r.roundId}, ${r.blockId}, ${r.classId}, ${r.studentId}, ${r.quizId}, ${sql.json(r.values)}, ${r.score}, ${r.maxScore}, ${r.success}, ${r.durationSeconds}, ${r.verified}, ${r.target}, ${r.gameVersionId})
    returning ${sql.unsafe(RESULT_COLUMNS)}`;
  return row!;
}

/** Results of one block in one class, newest first; of one student when given. */
export async function listGameResults(
  sql: Sql, { blockId, classId, studentId }: { blockId: string; classId: string; studentId?: string },
): Promise<GameResultRow[]> {
  return sql<GameResultRow[]>`
    select ${sql.unsafe(RESULT_COLUMNS)} from game_results
    where block_id = ${blockId} and class_id = ${classId} ${studentId ? sql`and student_id = ${studentId}` : sql``}
    order by created_at desc, id`;
}

// ── Granted tries ────────────────────────────────────────────────────────────

/** Tries granted per student of a block in a class (beyond the one of a block without retries); of one student when given. */
export async function countGrants(
  sql: Sql, { blockId, classId, studentId }: { blockId: string; classId: string; studentId?: string },
): Promise<Map<string, number>> {
  const rows = await sql<{ student_id: string; n: number }[]>`
    select student_id, count(*)::int as n from game_try_grants
    where block_id = ${blockId} and class_id = ${classId} ${studentId ? sql`and student_id = ${studentId}` : sql``}
    group by student_id`;
  return new Map(rows.map((r) => [r.student_id, r.n]));
}

export async function insertGrant(sql: Sql, { blockId, classId, studentId, teacherId }: RoundKey & { teacherId: string }): Promise<void> {
  await sql`insert into game_try_grants (block_id, class_id, student_id, granted_by) values (${blockId}, ${classId}, ${studentId}, ${teacherId})`;
}
