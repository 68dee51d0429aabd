import type { Sql } from '../client.ts';
import type { BlockRow } from './lessons.ts';

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
}
const RESULT_COLUMNS = 'id, block_id, class_id, student_id, quiz_id, result_values, score, max_score, success, duration_seconds, created_at';

/**
 * The block, when it is part of a lesson of the class (for students: a lesson visible there).
 * Null when the block is not in that class, so no one learns about blocks elsewhere.
 */
export async function blockInClass(
  sql: Sql, { blockId, classId, onlyVisible }: { blockId: string; classId: string; onlyVisible: boolean },
): Promise<BlockRow | null> {
  const rows = await sql<BlockRow[]>`
    select b.id, b.teacher_id, b.type, b.content, b.name, b.description, b.created_at, b.updated_at
    from blocks b
    where b.id = ${blockId} and exists (
      select 1 from lesson_blocks lb join class_lessons cl on cl.lesson_id = lb.lesson_id
      where lb.block_id = b.id and cl.class_id = ${classId} ${onlyVisible ? sql`and cl.is_visible` : sql``}
    )`;
  return rows[0] ?? null;
}

export async function insertGameResult(
  sql: Sql,
  r: {
    blockId: string; classId: string; studentId: string; quizId: string; values: Record<string, number | string>;
    score: number; maxScore: number; success: boolean; durationSeconds: number;
  },
): Promise<GameResultRow> {
  const [row] = await sql<GameResultRow[]>`
    insert into game_results (block_id, class_id, student_id, quiz_id, result_values, score, max_score, success, duration_seconds)
    values (${r.blockId}, ${r.classId}, ${r.studentId}, ${r.quizId}, ${sql.json(r.values)}, ${r.score}, ${r.maxScore}, ${r.success}, ${r.durationSeconds})
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

/** Finished rounds of a student in the last minute (a browser cannot finish a real round more often). */
export async function countRecentResults(sql: Sql, { studentId, seconds }: { studentId: string; seconds: number }): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from game_results
    where student_id = ${studentId} and created_at > now() - make_interval(secs => ${seconds})`;
  return row!.n;
}
