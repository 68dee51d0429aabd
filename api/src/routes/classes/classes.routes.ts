import { createRoute, z } from '@hono/zod-openapi';
import {
  ErrorCode,
  ClassDetailSchema, ClassInputSchema, ClassSummarySchema, ClassUpdateSchema, EnrollmentSchema,
  JoinClassSchema, StudentClassSummarySchema,
} from '../../contract/index.ts';
import { callerOf, requireRole } from '../../middleware/authenticate.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { bearer, body, createRouter, errors, fieldErrorCodes, IdParams, json, uuidParams } from '../openapi-helpers.ts';

/** A bad class code has its own code: the UI shows the spec's sentence for it. */
const classCodeHook = fieldErrorCodes({ class_code: ErrorCode.CLASS_CODE_INVALID });

const StudentParams = uuidParams('id', 'studentId');
const teacherOnly = requireRole('teacher');
const studentOnly = requireRole('student');

const teacherClasses = createRoute({
  method: 'get', path: '/teacher/classes', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: "The teacher's own classes, newest first, with lesson and active-student counts",
  responses: { 200: json(z.object({ classes: z.array(ClassSummarySchema) }), 'Classes'), ...errors(401, 403) },
});
const createClass = createRoute({
  method: 'post', path: '/teacher/classes', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: 'Create a class; the server generates the invitation code',
  request: body(ClassInputSchema),
  responses: { 201: json(ClassDetailSchema, 'The new class'), ...errors(400, 401, 403) },
});
const getTeacherClass = createRoute({
  method: 'get', path: '/teacher/classes/{id}', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: 'One own class with its active students',
  request: { params: IdParams },
  responses: { 200: json(ClassDetailSchema, 'The class'), ...errors(401, 403, 404) },
});
const updateClass = createRoute({
  method: 'patch', path: '/teacher/classes/{id}', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: 'Update name, description, class code or picture of an own class',
  request: { params: IdParams, ...body(ClassUpdateSchema) },
  responses: { 200: json(ClassDetailSchema, 'The updated class'), ...errors(400, 401, 403, 404) },
});
const deleteClass = createRoute({
  method: 'delete', path: '/teacher/classes/{id}', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: 'Delete an own class with every dependent, all or nothing',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
});
const removeStudent = createRoute({
  method: 'delete', path: '/teacher/classes/{id}/students/{studentId}', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: 'Remove a student from an own class (enrollment becomes removed); new_code=true also issues a new invitation code',
  request: {
    params: StudentParams,
    query: z.object({
      new_code: z.enum(['true', 'false']).optional()
        .openapi({ param: { name: 'new_code', in: 'query' }, description: 'true: the class gets a new invitation code, the old one stops working' }),
    }),
  },
  responses: { 204: { description: 'Removed' }, ...errors(400, 401, 403, 404) },
});
const renewCode = createRoute({
  method: 'post', path: '/teacher/classes/{id}/invitation-code', tags: ['classes'], security: bearer, middleware: teacherOnly,
  summary: 'Issue a new invitation code for an own class; the old one stops working',
  request: { params: IdParams },
  responses: { 200: json(ClassDetailSchema, 'The class with its new code'), ...errors(401, 403, 404) },
});
const studentClasses = createRoute({
  method: 'get', path: '/student/classes', tags: ['classes'], security: bearer, middleware: studentOnly,
  summary: "The student's active classes, newest joined first",
  responses: { 200: json(z.object({ classes: z.array(StudentClassSummarySchema) }), 'Enrollments'), ...errors(401, 403) },
});
const joinClass = createRoute({
  method: 'post', path: '/student/classes/join', tags: ['classes'], security: bearer, middleware: studentOnly,
  summary: 'Join a class by its invitation code (trimmed, uppercased); wrong codes are limited per user and source (429)',
  request: body(JoinClassSchema),
  responses: { 201: json(EnrollmentSchema, 'Joined'), ...errors(400, 401, 403, 404, 409, 429) },
});
const getStudentClass = createRoute({
  method: 'get', path: '/student/classes/{id}', tags: ['classes'], security: bearer, middleware: studentOnly,
  summary: 'A class the student is actively enrolled in',
  request: { params: IdParams },
  responses: { 200: json(ClassDetailSchema, 'The class'), ...errors(401, 403, 404) },
});

export const classRoutes = createRouter()
  .openapi(teacherClasses, async (c) => c.json({ classes: await c.var.deps.classes.listOwn(callerOf(c)) }, 200))
  .openapi(createClass, async (c) => c.json(await c.var.deps.classes.create(callerOf(c), c.req.valid('json')), 201), classCodeHook)
  .openapi(getTeacherClass, async (c) => c.json(await c.var.deps.classes.detail(callerOf(c), c.req.valid('param').id), 200))
  .openapi(updateClass, async (c) =>
    c.json(await c.var.deps.classes.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200), classCodeHook)
  .openapi(deleteClass, async (c) => {
    await c.var.deps.classes.delete(callerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(removeStudent, async (c) => {
    const { id, studentId } = c.req.valid('param');
    await c.var.deps.classes.removeStudent(callerOf(c), id, studentId, { renewCode: c.req.valid('query').new_code === 'true' });
    return c.body(null, 204);
  })
  .openapi(renewCode, async (c) => c.json(await c.var.deps.classes.renewInvitationCode(callerOf(c), c.req.valid('param').id), 200))
  .openapi(studentClasses, async (c) => c.json({ classes: await c.var.deps.classes.listEnrolled(callerOf(c)) }, 200))
  .openapi(joinClass, async (c) => c.json(await c.var.deps.classes.join(callerOf(c), c.req.valid('json').code, clientIp(c)), 201))
  .openapi(getStudentClass, async (c) => c.json(await c.var.deps.classes.detail(callerOf(c), c.req.valid('param').id), 200));
