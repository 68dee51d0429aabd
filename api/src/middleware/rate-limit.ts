import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/**
 * The caller's IP: the socket address, or the first X-Forwarded-For hop behind a trusted proxy.
 * Behind a school's NAT every pupil has the same one, so limits per IP are ceilings for a
 * whole school; what stops guessing counts per account, session or user (services/rate-limiter.ts).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Uploads: per signed-in user (after authentication ran), so one account cannot fill the store. */
export const uploadRateLimited = createMiddleware<AppEnv>(async (c, next) => {
  await c.var.deps.limiter.upload(c.var.caller?.userId ?? `ip:${clientIp(c)}`);
  await next();
});

/** 'Lernende erfassen' and 'Passwort zurücksetzen': per signed-in teacher (after authentication ran). */
export const studentAccountsRateLimited = createMiddleware<AppEnv>(async (c, next) => {
  await c.var.deps.limiter.studentAccounts(c.var.caller?.userId ?? `ip:${clientIp(c)}`);
  await next();
});
