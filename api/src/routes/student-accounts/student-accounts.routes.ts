import { createRoute } from '@hono/zod-openapi';
import { PasswordResetResultSchema, ResetRequestResultSchema, StudentAccountsInputSchema, StudentAccountsResultSchema } from '../../contract/index.ts';
import { callerOf, requireRole } from '../../middleware/authenticate.ts';
import { studentAccountsRateLimited } from '../../middleware/rate-limit.ts';
import { bearer, body, createRouter, errors, IdParams, json, uuidParams } from '../openapi-helpers.ts';

/**
 * Students without e-mail (issue 22): the class's teacher creates their accounts; the teacher who created an
 * account (or an admin) resets its password, another teacher of the pupil asks for that (security finding 10).
 */
const teacherOnly = requireRole('teacher');
const teacherOrAdmin = requireRole('teacher', 'admin');

const createAccounts = createRoute({
  method: 'post', path: '/teacher/classes/{id}/student-accounts', tags: ['classes'], security: bearer,
  middleware: [teacherOnly, studentAccountsRateLimited] as const,
  summary: "'Lernende erfassen': one account per name (max 60), enrolled in the own class, all or nothing; passwords shown once",
  request: { params: IdParams, ...body(StudentAccountsInputSchema) },
  responses: { 201: json(StudentAccountsResultSchema, 'The new accounts with their passwords'), ...errors(400, 401, 403, 404, 429) },
});

const resetPassword = createRoute({
  method: 'post', path: '/teacher/classes/{id}/students/{studentId}/password', tags: ['classes'], security: bearer,
  middleware: [teacherOrAdmin, studentAccountsRateLimited] as const,
  summary: "'Passwort zurücksetzen' for a username student of the class, by the account's creator or an admin: a new password (shown once), every session ends",
  request: { params: uuidParams('id', 'studentId') },
  responses: { 200: json(PasswordResetResultSchema, 'The new password'), ...errors(401, 403, 404, 409, 429) },
});

const requestReset = createRoute({
  method: 'post', path: '/teacher/classes/{id}/students/{studentId}/password-reset-request', tags: ['classes'], security: bearer,
  middleware: [teacherOnly, studentAccountsRateLimited] as const,
  summary: "'Zurücksetzen anfragen': the class's teacher asks the creator of a username student's account for a new password",
  request: { params: uuidParams('id', 'studentId') },
  responses: { 201: json(ResetRequestResultSchema, 'The open request'), ...errors(401, 403, 404, 409, 429) },
});

export const studentAccountRoutes = createRouter()
  .openapi(createAccounts, async (c) =>
    c.json(await c.var.deps.studentAccounts.createInClass(callerOf(c), c.req.valid('param').id, c.req.valid('json').students), 201))
  .openapi(resetPassword, async (c) => {
    const { id, studentId } = c.req.valid('param');
    return c.json(await c.var.deps.studentAccounts.resetPassword(callerOf(c), id, studentId), 200);
  })
  .openapi(requestReset, async (c) => {
    const { id, studentId } = c.req.valid('param');
    return c.json(await c.var.deps.studentAccounts.requestReset(callerOf(c), id, studentId), 201);
  });
