import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rateLimiter, type ClientRateLimitInfo, type Store } from 'hono-rate-limiter';
import { AppError, ErrorCode } from '../contract/index.ts';
import type { AppEnv } from '../context.ts';
import type { Sql } from '../db/client.ts';

/**
 * hono-rate-limiter store backed by PostgreSQL (fixed windows), so every API
 * instance behind a load balancer shares the same counters.
 */
export class PostgresRateLimitStore implements Store<AppEnv> {
  private windowMs = 60_000;
  constructor(readonly sql: Sql, readonly prefix: string) {}

  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [row] = await this.sql<{ hits: number; reset_at: Date }[]>`
      insert into rate_limit_hits (key, hits, reset_at)
      values (${this.prefix + key}, 1, now() + make_interval(secs => ${this.windowMs / 1000}))
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
        reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
      returning hits, reset_at`;
    return { totalHits: row!.hits, resetTime: row!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${this.prefix + key}`;
  }

  async resetKey(key: string): Promise<void> {
    await this.sql`delete from rate_limit_hits where key = ${this.prefix + key}`;
  }
}

/** The caller's IP: the socket address, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const tooMany = () => {
  throw new AppError(ErrorCode.RATE_LIMITED, 429, 'Too many requests, please try again later');
};

/** Limits sign-in and sign-up per IP and per account (the email in the body). */
export function authRateLimits(sql: Sql, limits: { perIp: number; perAccount: number }) {
  const perIp = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: limits.perIp,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => clientIp(c),
    store: new PostgresRateLimitStore(sql, 'auth-ip:'),
    handler: tooMany,
  });
  const perAccount = rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: limits.perAccount,
    standardHeaders: false,
    keyGenerator: async (c) => {
      const body = await c.req.json().catch(() => ({}));
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      // Refresh grants carry no email: they are bound by the IP limit only.
      return email || `no-account:${clientIp(c)}`;
    },
    store: new PostgresRateLimitStore(sql, 'auth-account:'),
    handler: tooMany,
  });
  return [perIp, perAccount] as const;
}

/**
 * Limits built lazily per app (they need the app's sql and settings, known only
 * per request through c.var.deps) and kept for the app's lifetime.
 */
function perApp(build: (deps: AppEnv['Variables']['deps']) => ReturnType<typeof rateLimiter<AppEnv>>[]) {
  const cache = new WeakMap<object, ReturnType<typeof rateLimiter<AppEnv>>[]>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.var.deps;
    let chain = cache.get(deps);
    if (!chain) cache.set(deps, (chain = build(deps)));
    const run = async (i: number): Promise<void> => {
      if (i === chain!.length) return next();
      await chain![i]!(c, () => run(i + 1));
    };
    await run(0);
  });
}

/** Sign-in and sign-up: per IP and per account. */
export const authRateLimited = perApp((deps) => [...authRateLimits(deps.sql, {
  perIp: deps.rateLimits.authPerIpPerMinute,
  perAccount: deps.rateLimits.authPerAccountPerMinute,
})]);

/** Uploads: per signed-in user (after authentication ran), so one account cannot fill the store. */
export const uploadRateLimited = perApp((deps) => [rateLimiter<AppEnv>({
  windowMs: 60_000,
  limit: deps.rateLimits.uploadsPerMinute,
  standardHeaders: 'draft-6',
  keyGenerator: (c) => c.var.caller?.userId ?? `ip:${clientIp(c)}`,
  store: new PostgresRateLimitStore(deps.sql, 'upload:'),
  handler: tooMany,
})]);

/** 'Lernende erfassen' and 'Passwort zurücksetzen': per signed-in teacher (after authentication ran). */
export const studentAccountsRateLimited = perApp((deps) => [rateLimiter<AppEnv>({
  windowMs: 60_000,
  limit: deps.rateLimits.studentAccountsPerMinute,
  standardHeaders: 'draft-6',
  keyGenerator: (c) => c.var.caller?.userId ?? `ip:${clientIp(c)}`,
  store: new PostgresRateLimitStore(deps.sql, 'student-accounts:'),
  handler: tooMany,
})]);
