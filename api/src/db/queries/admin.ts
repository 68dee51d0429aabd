import type { Sql } from '../client.ts';
import type { ProfileRow } from './users.ts';

export type AdminUserRow = Pick<ProfileRow, 'id' | 'role' | 'first_name' | 'last_name' | 'display_name' | 'bio' | 'avatar_url' | 'email' | 'username' | 'created_at'>;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** One page of users, newest first, optionally filtered by a substring of names or email (trigram-indexed). */
export async function listUsers(sql: Sql, { q, limit, offset }: { q?: string; limit: number; offset: number }) {
  const filter = q ? sql`where user_profile_search_text(first_name, last_name, display_name, email, username) like ${likePattern(q)}` : sql``;
  const [users, [total]] = await Promise.all([
    sql<AdminUserRow[]>`
      select id, role, first_name, last_name, display_name, bio, avatar_url, email, username, created_at
      from user_profiles ${filter}
      order by created_at desc, id desc
      limit ${limit} offset ${offset}`,
    sql<{ n: number }[]>`select count(*)::int as n from user_profiles ${filter}`,
  ]);
  return { users, total: total!.n };
}

export async function countUsersByRole(sql: Sql) {
  const [row] = await sql<{ total: number; teachers: number; students: number; admins: number }[]>`
    select count(*)::int as total,
           count(*) filter (where role = 'teacher')::int as teachers,
           count(*) filter (where role = 'student')::int as students,
           count(*) filter (where role = 'admin')::int as admins
    from user_profiles`;
  return row!;
}

export async function getAdminUser(sql: Sql, { id }: { id: string }): Promise<AdminUserRow | null> {
  const rows = await sql<AdminUserRow[]>`
    select id, role, first_name, last_name, display_name, bio, avatar_url, email, username, created_at
    from user_profiles where id = ${id}`;
  return rows[0] ?? null;
}

/** Updates names and bio; the display name is recomputed from first and last name. */
export async function updateUserProfile(
  sql: Sql,
  { id, patch }: { id: string; patch: { first_name?: string | null; last_name?: string | null; bio?: string | null } },
): Promise<AdminUserRow | null> {
  const cols = (Object.keys(patch) as (keyof typeof patch)[]).filter((k) => patch[k] !== undefined);
  if (cols.length) await sql`update user_profiles set ${sql(patch, cols)} where id = ${id}`;
  const [row] = await sql<AdminUserRow[]>`
    update user_profiles
    set display_name = nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), updated_at = now()
    where id = ${id}
    returning id, role, first_name, last_name, display_name, bio, avatar_url, email, username, created_at`;
  return row ?? null;
}

export async function setUserRole(sql: Sql, { id, role }: { id: string; role: string }): Promise<AdminUserRow | null> {
  const rows = await sql<AdminUserRow[]>`
    update user_profiles set role = ${role}, updated_at = now() where id = ${id}
    returning id, role, first_name, last_name, display_name, bio, avatar_url, email, username, created_at`;
  return rows[0] ?? null;
}

export interface TeacherLessonRow { id: string; name: string; description: string | null; created_at: Date }

export async function listTeacherLessons(sql: Sql, { teacherId }: { teacherId: string }): Promise<TeacherLessonRow[]> {
  return sql<TeacherLessonRow[]>`
    select id, name, description, created_at from lessons where teacher_id = ${teacherId} order by created_at desc`;
}

export interface StudentEnrollmentRow {
  id: string; class_id: string; class_name: string; status: 'active' | 'removed'; joined_at: Date; removed_at: Date | null;
  teacher_first_name: string | null; teacher_last_name: string | null; teacher_display_name: string | null;
}

export async function listStudentEnrollments(sql: Sql, { studentId }: { studentId: string }): Promise<StudentEnrollmentRow[]> {
  return sql<StudentEnrollmentRow[]>`
    select e.id, e.class_id, c.name as class_name, e.status, e.joined_at, e.removed_at,
           t.first_name as teacher_first_name, t.last_name as teacher_last_name, t.display_name as teacher_display_name
    from class_enrollments e join classes c on c.id = e.class_id left join user_profiles t on t.id = c.teacher_id
    where e.student_id = ${studentId}
    order by e.joined_at desc`;
}

/** Every stored file that belongs to a user (their own uploads and everything in their classes). */
export async function storedFilesOfUser(sql: Sql, { userId }: { userId: string }) {
  const submissions = await sql<{ storage_path: string }[]>`
    select storage_path from student_file_submissions
    where storage_path is not null
      and (student_id = ${userId} or class_id in (select id from classes where teacher_id = ${userId}))`;
  const media = await sql<{ storage_path: string }[]>`
    select storage_path from media_files where user_id = ${userId} and storage_path is not null`;
  const classes = await sql<{ id: string }[]>`select id from classes where teacher_id = ${userId}`;
  return {
    submissionPaths: submissions.map((r) => r.storage_path),
    contentPaths: media.map((r) => r.storage_path),
    classIds: classes.map((r) => r.id),
  };
}

export async function countAdmins(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from user_profiles where role = 'admin'`;
  return row!.n;
}

/** Deletes the account; the foreign keys cascade to the profile, sessions and everything the user owns. */
export async function deleteAuthUser(sql: Sql, { id }: { id: string }): Promise<string | null> {
  const rows = await sql<{ email: string }[]>`delete from auth_users where id = ${id} returning email`;
  return rows[0]?.email ?? null;
}
