import type { Sql } from '../client.ts';

export interface TeacherClassRow {
  id: string;
  name: string;
  description: string | null;
  class_code: string | null;
  invitation_code: string;
  picture_url: string | null;
  created_at: Date;
  is_active: boolean;
  lesson_count: number;
  student_count: number;
}

/** A teacher's classes, newest first, with lesson and active-student counts. */
export async function listTeacherClasses(sql: Sql, { teacherId }: { teacherId: string }): Promise<TeacherClassRow[]> {
  return sql<TeacherClassRow[]>`
    select c.id, c.name, c.description, c.class_code, c.invitation_code, c.picture_url, c.created_at, c.is_active,
      (select count(*)::int from class_lessons cl where cl.class_id = c.id) as lesson_count,
      (select count(*)::int from class_enrollments e where e.class_id = c.id and e.status = 'active') as student_count
    from classes c
    where c.teacher_id = ${teacherId}
    order by c.created_at desc`;
}

export interface StudentClassRow {
  enrollment_id: string;
  joined_at: Date;
  class_id: string;
  name: string;
  class_code: string | null;
  picture_url: string | null;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  teacher_display_name: string | null;
}

/** A student's active enrollments, newest joined first, with the class and its teacher's name. */
export async function listStudentClasses(sql: Sql, { studentId }: { studentId: string }): Promise<StudentClassRow[]> {
  return sql<StudentClassRow[]>`
    select e.id as enrollment_id, e.joined_at, c.id as class_id, c.name, c.class_code, c.picture_url,
      t.first_name as teacher_first_name, t.last_name as teacher_last_name, t.display_name as teacher_display_name
    from class_enrollments e
    join classes c on c.id = e.class_id
    left join user_profiles t on t.id = c.teacher_id
    where e.student_id = ${studentId} and e.status = 'active'
    order by e.joined_at desc`;
}

export interface ClassRow {
  id: string;
  teacher_id: string;
  name: string;
  description: string | null;
  class_code: string | null;
  invitation_code: string;
  picture_url: string | null;
  created_at: Date;
  is_active: boolean;
}

export async function insertClass(
  sql: Sql,
  c: { teacherId: string; name: string; description: string | null; classCode: string | null; pictureUrl: string | null; invitationCode: string },
): Promise<ClassRow> {
  const [row] = await sql<ClassRow[]>`
    insert into classes (teacher_id, name, description, class_code, picture_url, invitation_code)
    values (${c.teacherId}, ${c.name}, ${c.description}, ${c.classCode}, ${c.pictureUrl}, ${c.invitationCode})
    returning *`;
  return row!;
}

export async function getClass(sql: Sql, { id }: { id: string }): Promise<ClassRow | null> {
  const rows = await sql<ClassRow[]>`select * from classes where id = ${id}`;
  return rows[0] ?? null;
}

/** The owner and picture of a class, row-locked until the transaction ends (delete serializes with concurrent edits). */
export async function lockClass(sql: Sql, { id }: { id: string }) {
  const rows = await sql<{ teacher_id: string; picture_url: string | null }[]>`
    select teacher_id, picture_url from classes where id = ${id} for update`;
  return rows[0] ?? null;
}

/** Replaces the invitation code (the old one stops working); false when another class holds that code. */
export async function setInvitationCode(sql: Sql, { id, code }: { id: string; code: string }): Promise<boolean> {
  const rows = await sql`
    update classes set invitation_code = ${code}
    where id = ${id} and not exists (select 1 from classes other where other.invitation_code = ${code})
    returning id`;
  return rows.length > 0;
}

export async function updateClass(
  sql: Sql,
  { id, patch }: { id: string; patch: Partial<{ name: string; description: string | null; class_code: string | null; picture_url: string | null }> },
): Promise<ClassRow | null> {
  const cols = Object.keys(patch) as (keyof typeof patch)[];
  if (cols.length === 0) return getClass(sql, { id });
  const rows = await sql<ClassRow[]>`update classes set ${sql(patch, cols)} where id = ${id} returning *`;
  return rows[0] ?? null;
}

export interface ClassCounts { student_count: number; lesson_count: number; teacher_first_name: string | null; teacher_last_name: string | null; teacher_display_name: string | null }

export async function getClassCounts(sql: Sql, { id }: { id: string }): Promise<ClassCounts> {
  const [row] = await sql<ClassCounts[]>`
    select
      (select count(*)::int from class_enrollments e where e.class_id = c.id and e.status = 'active') as student_count,
      (select count(*)::int from class_lessons cl where cl.class_id = c.id) as lesson_count,
      t.first_name as teacher_first_name, t.last_name as teacher_last_name, t.display_name as teacher_display_name
    from classes c left join user_profiles t on t.id = c.teacher_id
    where c.id = ${id}`;
  return row!;
}

export interface EnrolledStudentRow {
  enrollment_id: string;
  student_id: string;
  joined_at: Date;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  username: string | null;
}

export async function listActiveStudents(sql: Sql, { classId }: { classId: string }): Promise<EnrolledStudentRow[]> {
  return sql<EnrolledStudentRow[]>`
    select e.id as enrollment_id, e.student_id, e.joined_at, p.first_name, p.last_name, p.display_name, u.username
    from class_enrollments e join user_profiles p on p.id = e.student_id join auth_users u on u.id = e.student_id
    where e.class_id = ${classId} and e.status = 'active'
    order by e.joined_at asc`;
}

export async function getActiveEnrollment(sql: Sql, { classId, studentId }: { classId: string; studentId: string }) {
  const rows = await sql<{ id: string; joined_at: Date }[]>`
    select id, joined_at from class_enrollments
    where class_id = ${classId} and student_id = ${studentId} and status = 'active'`;
  return rows[0] ?? null;
}

export async function findClassByInvitationCode(sql: Sql, { code }: { code: string }) {
  const rows = await sql<{ id: string; name: string }[]>`select id, name from classes where invitation_code = ${code}`;
  return rows[0] ?? null;
}

/** Inserts an active enrollment; null when one exists already (the partial unique index decides, race-free). */
export async function insertActiveEnrollment(sql: Sql, { classId, studentId }: { classId: string; studentId: string }) {
  const rows = await sql<{ id: string; joined_at: Date; status: 'active' }[]>`
    insert into class_enrollments (class_id, student_id, status) values (${classId}, ${studentId}, 'active')
    on conflict (student_id, class_id) where status = 'active' do nothing
    returning id, joined_at, status`;
  return rows[0] ?? null;
}

export async function markEnrollmentRemoved(sql: Sql, { classId, studentId }: { classId: string; studentId: string }): Promise<boolean> {
  const rows = await sql`
    update class_enrollments set status = 'removed', removed_at = now()
    where class_id = ${classId} and student_id = ${studentId} and status = 'active'
    returning id`;
  return rows.length > 0;
}

/**
 * Deletes a class and every dependent, in the spec's order, inside the caller's
 * transaction. Returns the storage paths of the deleted files so they can be
 * removed after the commit.
 */
export async function deleteClassCascade(tx: Sql, { id }: { id: string }): Promise<string[]> {
  await tx`delete from activity_tracking where class_id = ${id}`;
  await tx`delete from block_interactions where class_id = ${id}`;
  const files = await tx<{ storage_path: string | null }[]>`
    delete from student_file_submissions where class_id = ${id} returning storage_path`;
  await tx`delete from student_submissions where class_id = ${id}`;
  await tx`delete from class_enrollments where class_id = ${id}`;
  await tx`delete from class_lessons where class_id = ${id}`;
  await tx`delete from user_presence where class_id = ${id}`;
  await tx`delete from classes where id = ${id}`;
  return files.map((f) => f.storage_path).filter((p): p is string => !!p);
}
