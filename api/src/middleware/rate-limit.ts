import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { clientAddress, socketAddressOf } from '../proxy-trust.ts';

/**
 * The caller's IP: the socket address or, behind trusted proxies (TRUST_PROXY), the right-most
 * X-Forwarded-For entry that no trusted proxy wrote (proxy-addr); what the client wrote left of it
 * is ignored. 'unknown' without a socket (app.request() in tests).
 * Behind a school's NAT every pupil has the same one, so limits per IP are ceilings for a
 * whole school; what stops guessing counts per account, session or user (services/rate-limiter.ts).
 */
export function clientIp(c: Context<AppEnv>): string {
  return clientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'), c.var.deps.trustProxy)?.slice(0, 100) ?? 'unknown';
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
