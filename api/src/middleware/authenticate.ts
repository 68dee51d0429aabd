import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { AppError, ErrorCode, type Role } from '../contract/index.ts';
import type { Caller } from '../caller.ts';
import type { AppEnv } from '../context.ts';
import { getLiveSessionWithProfile } from '../db/queries/sessions.ts';
import { authorizeRoute } from '../services/authorization.ts';

/**
 * Resolves the Bearer token to a caller: a valid JWT AND a live (not revoked)
 * session, so logout and user deletion take effect at once; null otherwise.
 */
export async function resolveCaller(header: string | undefined, deps: AppEnv['Variables']['deps']): Promise<Caller | null> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) return null;
  const claims = deps.tokens.verify(match[1]!);
  if (!claims) return null;
  const live = await getLiveSessionWithProfile(deps.sql, { sessionId: claims.sid, userId: claims.sub });
  if (!live) return null;
  return { userId: claims.sub, sessionId: claims.sid, email: claims.email, profile: live.profile, ltiScope: live.ltiScope };
}

/**
 * Declares that a route serves sessions opened by an LTI launch (`caller.ltiScope`): put it among the route's
 * handlers (`middleware: [servesLti, requireAuth]` in a createRoute, `.post(path, servesLti, requireAuth, …)` on a
 * plain route). Deny by default: every route without it refuses such a session with 403 LTI_SCOPE_DENIED before any
 * of its handlers runs (`ltiScopeGate`, the policy's `authorizeRoute`); on a route with it the policy still decides
 * per record. Only the routes the LTI flows need carry it (lti-scope.pg.test.ts lists them).
 */
export const servesLti = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

/**
 * Whether a handler in the route table is the `servesLti` declaration, also where Hono wrapped it when an app with
 * its own error handler was mounted into another (the platform server mounts the API so).
 */
export function declaresLti(handler: unknown): boolean {
  let h = handler as { [COMPOSED_HANDLER]?: unknown } | undefined;
  for (let depth = 0; h && depth < 10; depth++) {
    if (h === servesLti) return true;
    h = h[COMPOSED_HANDLER] as typeof h;
  }
  return false;
}

/** Whether the route this request matched declares `servesLti` (read from the route table, in any handler order). */
const routeServesLti = (c: Context<AppEnv>): boolean => matchedRoutes(c).some((r) => declaresLti(r.handler));

/**
 * The request's caller (resolved once per request, null without a valid session), refused with 403
 * LTI_SCOPE_DENIED when its session was opened by an LTI launch and the route does not serve LTI.
 */
export async function authenticate(c: Context<AppEnv>): Promise<Caller | null> {
  if (!c.var.caller) c.set('caller', await resolveCaller(c.req.header('authorization'), c.var.deps));
  const caller = c.var.caller;
  authorizeRoute(caller, { servesLti: routeServesLti(c) });
  return caller;
}

/**
 * Before every route of the API (and /lti): a request that carries a token is authenticated first, so an
 * LTI-launched session never reaches a route that does not serve LTI, whether or not the route asks for a
 * caller itself (public routes, routes that read an optional token). Requests without a token pass.
 */
export const ltiScopeGate = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('authorization') !== undefined) await authenticate(c);
  await next();
});

/** 401 unless a valid session is present. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await authenticate(c))) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
  await next();
});

/** 401 without a session, 403 when the profile's role is not one of `roles`. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = await authenticate(c);
    if (!caller) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
    if (!caller.profile || !roles.includes(caller.profile.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, 403, `Access denied. Required role: ${roles.join(' or ')}`);
    }
    await next();
  });
}

/** The caller after requireAuth/requireRole ran (throws if misused). */
export function callerOf(c: { var: { caller: Caller | null } }): Caller {
  if (!c.var.caller) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
  return c.var.caller;
}
