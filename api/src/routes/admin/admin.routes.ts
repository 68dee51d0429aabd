import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminEnrollmentSchema, AdminRoleChangeSchema, AdminTeacherClassSchema, AdminTeacherLessonSchema,
  AdminUserListQuerySchema, AdminUserListSchema, AdminUserSchema, AdminUserUpdateSchema,
} from '../../contract/index.ts';
import { callerOf, requireRole } from '../../middleware/authenticate.ts';
import { bearer, body, createRouter, errors, IdParams, json } from '../openapi-helpers.ts';

const adminOnly = requireRole('admin');

const listUsers = createRoute({
  method: 'get', path: '/admin/users', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: 'Users newest first, paged, searchable by name or email; counters by role',
  request: { query: AdminUserListQuerySchema },
  responses: { 200: json(AdminUserListSchema, 'One page of users'), ...errors(400, 401, 403) },
});
const updateUser = createRoute({
  method: 'patch', path: '/admin/users/{id}', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: 'Edit first name, last name and bio (display name is recomputed)',
  request: { params: IdParams, ...body(AdminUserUpdateSchema) },
  responses: { 200: json(AdminUserSchema, 'The updated user'), ...errors(400, 401, 403, 404) },
});
const changeRole = createRoute({
  method: 'put', path: '/admin/users/{id}/role', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: "Change a user's role; never one's own, never the last admin",
  request: { params: IdParams, ...body(AdminRoleChangeSchema) },
  responses: { 200: json(AdminUserSchema, 'The updated user'), ...errors(400, 401, 403, 404, 409) },
});
const deleteUser = createRoute({
  method: 'delete', path: '/admin/users/{id}', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: 'Delete a user with all their data and files; never oneself, never the last admin',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404, 409) },
});
const userClasses = createRoute({
  method: 'get', path: '/admin/users/{id}/classes', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: "A teacher's classes", request: { params: IdParams },
  responses: { 200: json(z.object({ classes: z.array(AdminTeacherClassSchema) }), 'Classes'), ...errors(401, 403) },
});
const userLessons = createRoute({
  method: 'get', path: '/admin/users/{id}/lessons', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: "A teacher's lessons", request: { params: IdParams },
  responses: { 200: json(z.object({ lessons: z.array(AdminTeacherLessonSchema) }), 'Lessons'), ...errors(401, 403) },
});
const userEnrollments = createRoute({
  method: 'get', path: '/admin/users/{id}/enrollments', tags: ['admin'], security: bearer, middleware: adminOnly,
  summary: "A student's enrollments, newest first", request: { params: IdParams },
  responses: { 200: json(z.object({ enrollments: z.array(AdminEnrollmentSchema) }), 'Enrollments'), ...errors(401, 403) },
});

export const adminRoutes = createRouter()
  .openapi(listUsers, async (c) => c.json(await c.var.deps.admin.list(callerOf(c), c.req.valid('query')), 200))
  .openapi(updateUser, async (c) => c.json(await c.var.deps.admin.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(changeRole, async (c) =>
    c.json(await c.var.deps.admin.changeRole(callerOf(c), c.req.valid('param').id, c.req.valid('json').role), 200))
  .openapi(deleteUser, async (c) => {
    await c.var.deps.admin.deleteUser(callerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(userClasses, async (c) => c.json({ classes: await c.var.deps.admin.teacherClasses(callerOf(c), c.req.valid('param').id) }, 200))
  .openapi(userLessons, async (c) => c.json({ lessons: await c.var.deps.admin.teacherLessons(callerOf(c), c.req.valid('param').id) }, 200))
  .openapi(userEnrollments, async (c) => c.json({ enrollments: await c.var.deps.admin.studentEnrollments(callerOf(c), c.req.valid('param').id) }, 200));
