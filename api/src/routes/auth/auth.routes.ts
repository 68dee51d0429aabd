import { createRoute, z } from '@hono/zod-openapi';
import {
  AppError, ErrorCode, LogoutBodySchema, SessionSchema, SignUpBodySchema, SignUpResultSchema,
  TokenBodySchema, UserSchema, ValidateSessionSchema,
} from '../../contract/index.ts';
import type { AppEnv } from '../../context.ts';
import { authenticate, callerOf, requireAuth, servesLti } from '../../middleware/authenticate.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { bearer, body, createRouter, errors, fieldErrorCodes, json, optionalBearer, publicRoute } from '../openapi-helpers.ts';
import type { Context } from 'hono';
import { clearRefreshCookie, refreshCookieOf, requireCsrfProof, requireOwnOrigin, setRefreshCookie } from './refresh-cookie.ts';

const clientInfo = (c: Context<AppEnv>) => ({
  userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  ip: clientIp(c),
});

const signUp = createRoute({
  method: 'post', path: '/signup', tags: ['auth'], security: publicRoute,
  summary: 'Create an account (role teacher or student)',
  request: body(SignUpBodySchema),
  responses: { 201: json(SignUpResultSchema, 'Created; session is null while email confirmation is pending'), ...errors(400, 403, 409, 429) },
});

const token = createRoute({
  method: 'post', path: '/token', tags: ['auth'], security: publicRoute,
  // servesLti: an LMS-launched session is refreshed like any other (it keeps its scope).
  middleware: servesLti,
  summary: 'Sign in (grant_type=password) or rotate the refresh token (grant_type=refresh_token)',
  description: 'The refresh token is set as the HttpOnly cookie `lp_refresh` (path /api/auth), never in the body. '
    + 'grant_type=refresh_token reads it from that cookie and then requires the header `X-Lernplattform-CSRF` '
    + '(and an own Origin); a client without a cookie jar may send the cookie value as `refresh_token` instead.',
  request: body(TokenBodySchema),
  responses: { 200: json(SessionSchema, 'A new session'), ...errors(400, 401, 403, 429) },
});

const getUser = createRoute({
  method: 'get', path: '/user', tags: ['auth'], security: bearer,
  summary: 'The signed-in user',
  // servesLti: the user's own account, also in a session an LMS launch opened (as /session answers it).
  middleware: [servesLti, requireAuth],
  responses: { 200: json(z.object({ user: UserSchema }), 'The user'), ...errors(401) },
});

const logout = createRoute({
  method: 'post', path: '/logout', tags: ['auth'], security: optionalBearer,
  // servesLti: an LMS-launched session signs out like any other.
  middleware: servesLti,
  summary: 'End this session (scope local) or every session of the user (scope global); clears the refresh cookie',
  description: 'The session is the Bearer token\'s, or the refresh cookie\'s (then with the header `X-Lernplattform-CSRF`).',
  request: { body: { content: { 'application/json': { schema: LogoutBodySchema } }, required: false } },
  responses: { 204: { description: 'Signed out' }, ...errors(401, 403) },
});

const validateSession = createRoute({
  method: 'get', path: '/session', tags: ['auth'], security: optionalBearer,
  // servesLti: the shell validates an LMS-launched session like any other.
  middleware: servesLti,
  summary: 'Validate the session: {isValid, user, profile}',
  responses: { 200: json(ValidateSessionSchema, 'Validation result') },
});

const confirm = createRoute({
  method: 'get', path: '/confirm', tags: ['auth'], security: publicRoute,
  summary: 'Confirm an email address from the link in the confirmation mail',
  request: { query: z.object({ token: z.string().min(10).max(200) }) },
  responses: { 302: { description: 'Redirect to the login page' } },
});

/** A new sign-in in this browser: the session of the cookie it replaces ends (one cookie, one session). */
async function replaceRefreshCookie(c: Context<AppEnv>, refresh: { token: string; expiresAt: Date }) {
  const previous = refreshCookieOf(c);
  if (previous) await c.var.deps.auth.logoutByRefreshToken(previous, 'local');
  setRefreshCookie(c, refresh);
}

/** Sign-up errors get their specific codes (the UI shows different German texts). */
const signUpHook = fieldErrorCodes({
  email: { code: ErrorCode.INVALID_EMAIL, message: 'Invalid email' },
  password: { code: ErrorCode.WEAK_PASSWORD, message: 'Password should be at least 6 characters' },
});

export const authRoutes = createRouter()
  .openapi(signUp, async (c) => {
    requireOwnOrigin(c);
    const { user, session } = await c.var.deps.auth.signUp(c.req.valid('json'), clientInfo(c));
    if (session) await replaceRefreshCookie(c, session.refresh);
    return c.json({ user, session: session?.body ?? null }, 201);
  }, signUpHook)
  .openapi(token, async (c) => {
    const body = c.req.valid('json');
    requireOwnOrigin(c);
    if (body.grant_type === 'password') {
      const session = await c.var.deps.auth.passwordGrant(body.email, body.password, clientInfo(c));
      await replaceRefreshCookie(c, session.refresh);
      return c.json(session.body, 200);
    }
    let refreshToken = body.refresh_token;
    if (!refreshToken) {
      requireCsrfProof(c);
      refreshToken = refreshCookieOf(c);
      if (!refreshToken) throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID, 401, 'No refresh token');
    }
    try {
      const session = await c.var.deps.auth.refreshGrant(refreshToken, clientInfo(c));
      setRefreshCookie(c, session.refresh);
      return c.json(session.body, 200);
    } catch (err) {
      // A dead session's cookie is of no use to anyone: the browser forgets it.
      if (!body.refresh_token && err instanceof AppError && err.status === 401) clearRefreshCookie(c);
      throw err;
    }
  })
  .openapi(getUser, async (c) => c.json({ user: await c.var.deps.auth.currentUser(callerOf(c)) }, 200))
  .openapi(logout, async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const { scope } = LogoutBodySchema.parse(body ?? {});
    const cookie = refreshCookieOf(c);
    if (cookie) requireCsrfProof(c);
    const caller = await authenticate(c);
    // A session an LMS launch opened ends only itself: the launch may not sign the account out everywhere.
    const effective = caller?.ltiScope ? 'local' : scope;
    let signedOut = false;
    if (caller) {
      await c.var.deps.auth.logout(caller.userId, caller.sessionId, effective);
      signedOut = true;
    }
    if (cookie) {
      // The cookie's session too: the access token may be expired, or of another session.
      signedOut = (await c.var.deps.auth.logoutByRefreshToken(cookie, effective)) || signedOut;
      clearRefreshCookie(c);
    }
    if (!signedOut) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
    return c.body(null, 204);
  })
  .openapi(validateSession, async (c) =>
    c.json(await c.var.deps.auth.validateSession(await authenticate(c)), 200))
  .openapi(confirm, async (c) => {
    try {
      await c.var.deps.auth.confirmEmail(c.req.valid('query').token);
      return c.redirect('/login?message=email-confirmed', 302);
    } catch (err) {
      if (err instanceof AppError) return c.redirect('/login?message=email-confirmation-invalid', 302);
      throw err;
    }
  });
