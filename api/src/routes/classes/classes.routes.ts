import { createRoute, z } from '@hono/zod-openapi';
import { ClassSummarySchema, StudentClassSummarySchema } from '../../contract/index.ts';
import { listStudentClasses, listTeacherClasses } from '../../db/queries/classes.ts';
import { callerOf, requireRole } from '../../middleware/authenticate.ts';
import { iso } from '../../presenters.ts';
import { teacherName } from '../../services/names.ts';
import { bearer, createRouter, errors, json } from '../openapi-helpers.ts';

const teacherClasses = createRoute({
  method: 'get', path: '/teacher/classes', tags: ['classes'], security: bearer,
  summary: "The teacher's own classes, newest first",
  middleware: [requireRole('teacher')] as const,
  responses: { 200: json(z.object({ classes: z.array(ClassSummarySchema) }), 'Classes'), ...errors(401, 403) },
});

const studentClasses = createRoute({
  method: 'get', path: '/student/classes', tags: ['classes'], security: bearer,
  summary: "The student's active classes, newest joined first",
  middleware: [requireRole('student')] as const,
  responses: { 200: json(z.object({ classes: z.array(StudentClassSummarySchema) }), 'Enrollments'), ...errors(401, 403) },
});

export const classRoutes = createRouter()
  .openapi(teacherClasses, async (c) => {
    const rows = await listTeacherClasses(c.var.deps.sql, { teacherId: callerOf(c).userId });
    return c.json({ classes: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })) }, 200);
  })
  .openapi(studentClasses, async (c) => {
    const rows = await listStudentClasses(c.var.deps.sql, { studentId: callerOf(c).userId });
    return c.json({
      classes: rows.map((r) => ({
        enrollment_id: r.enrollment_id,
        joined_at: iso(r.joined_at),
        class: {
          id: r.class_id, name: r.name, class_code: r.class_code, picture_url: r.picture_url,
          teacher_name: teacherName({ first_name: r.teacher_first_name, last_name: r.teacher_last_name, display_name: r.teacher_display_name }),
        },
      })),
    }, 200);
  });
