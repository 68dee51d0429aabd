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
