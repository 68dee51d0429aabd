import type { Sql } from '../client.ts';

/** SQL of file-block hand-ins (student_file_submissions). */

export interface SubmissionRow {
  id: string;
  block_id: string;
  class_id: string;
  student_id: string;
  file_url: string;
  storage_path: string | null;
  file_name: string;
  file_size: string | number;
  uploaded_at: Date;
}

export async function insertSubmission(
  sql: Sql,
  s: { blockId: string; classId: string; studentId: string; fileUrl: string; storagePath: string; fileName: string; fileSize: number },
): Promise<SubmissionRow> {
  const [row] = await sql<SubmissionRow[]>`
    insert into student_file_submissions (block_id, student_id, class_id, file_url, storage_path, file_name, file_size)
    values (${s.blockId}, ${s.studentId}, ${s.classId}, ${s.fileUrl}, ${s.storagePath}, ${s.fileName}, ${s.fileSize})
    returning *`;
  return row!;
}

/** Spec 7: the student's newest hand-in for the block in the class. */
export async function getLatestOwnSubmission(
  sql: Sql, { blockId, classId, studentId }: { blockId: string; classId: string; studentId: string },
): Promise<SubmissionRow | null> {
  const rows = await sql<SubmissionRow[]>`
    select * from student_file_submissions
    where block_id = ${blockId} and student_id = ${studentId} and class_id = ${classId}
    order by uploaded_at desc, id desc
    limit 1`;
  return rows[0] ?? null;
}

export interface SubmissionListRow extends SubmissionRow {
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  is_latest: boolean;
}

/** Every hand-in for the block in the class (earlier ones included), by student name, newest first per student. */
export async function listSubmissions(sql: Sql, { blockId, classId }: { blockId: string; classId: string }): Promise<SubmissionListRow[]> {
  return sql<SubmissionListRow[]>`
    select s.*, p.first_name, p.last_name, p.display_name,
      row_number() over (partition by s.student_id order by s.uploaded_at desc, s.id desc) = 1 as is_latest
    from student_file_submissions s
    join user_profiles p on p.id = s.student_id
    where s.block_id = ${blockId} and s.class_id = ${classId}
    order by lower(coalesce(p.last_name, '')), lower(coalesce(p.first_name, '')), s.student_id, s.uploaded_at desc, s.id desc`;
}

export async function getSubmission(sql: Sql, { id, blockId, classId }: { id: string; blockId: string; classId: string }): Promise<SubmissionRow | null> {
  const rows = await sql<SubmissionRow[]>`
    select * from student_file_submissions where id = ${id} and block_id = ${blockId} and class_id = ${classId}`;
  return rows[0] ?? null;
}

/** Storage paths of the hand-ins to these blocks (read before the blocks go: their rows cascade away). */
export async function submissionPathsOfBlocks(sql: Sql, { blockIds }: { blockIds: string[] }): Promise<{ block_id: string; storage_path: string }[]> {
  if (blockIds.length === 0) return [];
  return sql<{ block_id: string; storage_path: string }[]>`
    select block_id, storage_path from student_file_submissions
    where block_id = any(${blockIds}::uuid[]) and storage_path is not null`;
}

/** Of these block ids, the ones that still exist. */
export async function existingBlockIds(sql: Sql, { blockIds }: { blockIds: string[] }): Promise<Set<string>> {
  if (blockIds.length === 0) return new Set();
  const rows = await sql<{ id: string }[]>`select id from blocks where id = any(${blockIds}::uuid[])`;
  return new Set(rows.map((r) => r.id));
}
