import type { Sql } from '../client.ts';

/**
 * Username accounts ('Lernende erfassen') and who may manage them (security finding 10): the account's creator,
 * the reset requests of other teachers, the pupil's classes elsewhere.
 */

/** A person's name parts, as the presenters turn them into a display name. */
interface NameColumns { first_name: string | null; last_name: string | null; display_name: string | null }

/** An account as far as 'Passwort zurücksetzen' goes. */
export interface StudentLoginRow {
  id: string;
  email: string | null;
  username: string | null;
  created_by: string | null;
  user_metadata: { first_name?: string; last_name?: string; display_name?: string };
}

export async function getStudentLogin(sql: Sql, { id }: { id: string }): Promise<StudentLoginRow | null> {
  const rows = await sql<StudentLoginRow[]>`select id, email, username, created_by, user_metadata from auth_users where id = ${id}`;
  return rows[0] ?? null;
}

/** A username student of the class with the account's creator (name parts of the creator's profile). */
export interface ClassLoginRow extends NameColumns { student_id: string; created_by: string | null }

export async function listClassLogins(sql: Sql, { classId }: { classId: string }): Promise<ClassLoginRow[]> {
  return sql<ClassLoginRow[]>`
    select u.id as student_id, u.created_by, c.first_name, c.last_name, c.display_name
    from class_enrollments e
    join auth_users u on u.id = e.student_id
    left join user_profiles c on c.id = u.created_by
    where e.class_id = ${classId} and e.status = 'active' and u.username is not null and u.email is null`;
}

export interface ResetRequestRow extends NameColumns { student_id: string; requested_by: string; requested_at: Date }

/**
 * Open reset requests for these students, each by a teacher who still has the student in one of their classes
 * (a request of a teacher whose class the pupil left is no longer shown).
 */
export async function listResetRequests(sql: Sql, { studentIds }: { studentIds: string[] }): Promise<ResetRequestRow[]> {
  if (studentIds.length === 0) return [];
  return sql<ResetRequestRow[]>`
    select r.student_id, r.requested_by, r.requested_at, p.first_name, p.last_name, p.display_name
    from student_reset_requests r
    join user_profiles p on p.id = r.requested_by
    where r.student_id in ${sql(studentIds)}
      and exists (
        select 1 from class_enrollments e join classes k on k.id = e.class_id
        where e.student_id = r.student_id and e.status = 'active' and k.teacher_id = r.requested_by)
    order by r.requested_at asc`;
}

/** A class of another teacher a student is actively enrolled in: its name and teacher, nothing of its content. */
export interface OtherClassRow { student_id: string; class_name: string; teacher_first_name: string | null; teacher_last_name: string | null; teacher_display_name: string | null }

export async function listOtherTeachersClasses(sql: Sql, { studentIds, teacherId }: { studentIds: string[]; teacherId: string }): Promise<OtherClassRow[]> {
  if (studentIds.length === 0) return [];
  return sql<OtherClassRow[]>`
    select e.student_id, k.name as class_name,
      t.first_name as teacher_first_name, t.last_name as teacher_last_name, t.display_name as teacher_display_name
    from class_enrollments e
    join classes k on k.id = e.class_id
    left join user_profiles t on t.id = k.teacher_id
    where e.student_id in ${sql(studentIds)} and e.status = 'active' and k.teacher_id <> ${teacherId}
    order by k.name asc`;
}

/** Asks for a reset; asking again keeps the one request (and its time). */
export async function insertResetRequest(sql: Sql, { studentId, requestedBy }: { studentId: string; requestedBy: string }): Promise<{ requested_at: Date }> {
  const [row] = await sql<{ requested_at: Date }[]>`
    insert into student_reset_requests (student_id, requested_by) values (${studentId}, ${requestedBy})
    on conflict (student_id, requested_by) do update set student_id = excluded.student_id
    returning requested_at`;
  return row!;
}

/** A reset answers every open request for the student. */
export async function deleteResetRequests(sql: Sql, { studentId }: { studentId: string }): Promise<void> {
  await sql`delete from student_reset_requests where student_id = ${studentId}`;
}
