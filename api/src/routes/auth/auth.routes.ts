import { createRoute, z } from '@hono/zod-openapi';
import {
  AppError, ErrorCode, LogoutBodySchema, SessionSchema, SignUpBodySchema, SignUpResultSchema,
  TokenBodySchema, UserSchema, ValidateSessionSchema,
} from '../../contract/index.ts';
import type { AppEnv } from '../../context.ts';
import { callerOf, requireAuth, resolveCaller } from '../../middleware/authenticate.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { bearer, body, createRouter, errors, fieldErrorCodes, json, optionalBearer, publicRoute } from '../openapi-helpers.ts';
import type { Context } from 'hono';

const clientInfo = (c: Context<AppEnv>) => ({
  userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  ip: clientIp(c),
});

const signUp = createRoute({
  method: 'post', path: '/signup', tags: ['auth'], security: publicRoute,
  summary: 'Create an account (role teacher or student)',
  request: body(SignUpBodySchema),
  responses: { 201: json(SignUpResultSchema, 'Created; session is null while email confirmation is pending'), ...errors(400, 409, 429) },
});

const token = createRoute({
  method: 'post', path: '/token', tags: ['auth'], security: publicRoute,
  summary: 'Sign in (grant_type=password) or rotate a refresh token (grant_type=refresh_token)',
  request: body(TokenBodySchema),
  responses: { 200: json(SessionSchema, 'A new session'), ...errors(400, 401, 429) },
});

const getUser = createRoute({
  method: 'get', path: '/user', tags: ['auth'], security: bearer,
  summary: 'The signed-in user',
  middleware: requireAuth,
  responses: { 200: json(z.object({ user: UserSchema }), 'The user'), ...errors(401) },
});

const logout = createRoute({
  method: 'post', path: '/logout', tags: ['auth'], security: bearer,
  summary: 'End this session (scope local) or every session of the user (scope global)',
  middleware: requireAuth,
  request: { body: { content: { 'application/json': { schema: LogoutBodySchema } }, required: false } },
  responses: { 204: { description: 'Signed out' }, ...errors(401) },
});

const validateSession = createRoute({
  method: 'get', path: '/session', tags: ['auth'], security: optionalBearer,
  summary: 'Validate the session: {isValid, user, profile}',
  responses: { 200: json(ValidateSessionSchema, 'Validation result') },
});

const confirm = createRoute({
  method: 'get', path: '/confirm', tags: ['auth'], security: publicRoute,
  summary: 'Confirm an email address from the link in the confirmation mail',
  request: { query: z.object({ token: z.string().min(10).max(200) }) },
  responses: { 302: { description: 'Redirect to the login page' } },
});

/** Sign-up errors get their specific codes (the UI shows different German texts). */
const signUpHook = fieldErrorCodes({
  email: { code: ErrorCode.INVALID_EMAIL, message: 'Invalid email' },
  password: { code: ErrorCode.WEAK_PASSWORD, message: 'Password should be at least 6 characters' },
});

export const authRoutes = createRouter()
  .openapi(signUp, async (c) => {
    const result = await c.var.deps.auth.signUp(c.req.valid('json'), clientInfo(c));
    return c.json(result, 201);
  }, signUpHook)
  .openapi(token, async (c) => {
    const body = c.req.valid('json');
    const session = body.grant_type === 'password'
      ? await c.var.deps.auth.passwordGrant(body.email, body.password, clientInfo(c))
      : await c.var.deps.auth.refreshGrant(body.refresh_token, clientInfo(c));
    return c.json(session, 200);
  })
  .openapi(getUser, async (c) => c.json({ user: await c.var.deps.auth.currentUser(callerOf(c)) }, 200))
  .openapi(logout, async (c) => {
    const caller = callerOf(c);
    const body = await c.req.json().catch(() => ({}));
    const { scope } = LogoutBodySchema.parse(body ?? {});
    await c.var.deps.auth.logout(caller.userId, caller.sessionId, scope);
    return c.body(null, 204);
  })
  .openapi(validateSession, async (c) =>
    c.json(await c.var.deps.auth.validateSession(await resolveCaller(c.req.header('authorization'), c.var.deps)), 200))
  .openapi(confirm, async (c) => {
    try {
      await c.var.deps.auth.confirmEmail(c.req.valid('query').token);
      return c.redirect('/login?message=email-confirmed', 302);
    } catch (err) {
      if (err instanceof AppError) return c.redirect('/login?message=email-confirmation-invalid', 302);
      throw err;
    }
  });
