import { createRoute } from '@hono/zod-openapi';
import { AppError, ErrorCode, ProfileSchema } from '../../contract/index.ts';
import { callerOf, requireAuth, servesLti } from '../../middleware/authenticate.ts';
import { presentProfile } from '../../presenters.ts';
import { bearer, createRouter, errors, json } from '../openapi-helpers.ts';

const me = createRoute({
  method: 'get', path: '/profiles/me', tags: ['profiles'], security: bearer,
  summary: "The caller's own profile",
  // servesLti: the user's own profile, also in a session an LMS launch opened.
  middleware: [servesLti, requireAuth],
  responses: { 200: json(ProfileSchema, 'The profile'), ...errors(401, 404) },
});

export const profileRoutes = createRouter().openapi(me, (c) => {
  const { profile } = callerOf(c);
  if (!profile) throw new AppError(ErrorCode.NOT_FOUND, 404, 'No user profile found');
  return c.json(presentProfile(profile), 200);
});
