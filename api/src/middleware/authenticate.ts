import { createMiddleware } from 'hono/factory';
import { AppError, ErrorCode, type Role } from '../contract/index.ts';
import type { Caller } from '../caller.ts';
import type { AppEnv } from '../context.ts';
import { getLiveSessionWithProfile } from '../db/queries/sessions.ts';

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

/** 401 unless a valid session is present. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.caller) c.set('caller', await resolveCaller(c.req.header('authorization'), c.var.deps));
  if (!c.var.caller) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
  await next();
});

/** 401 without a session, 403 when the profile's role is not one of `roles`. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.caller) c.set('caller', await resolveCaller(c.req.header('authorization'), c.var.deps));
    const caller = c.var.caller;
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
