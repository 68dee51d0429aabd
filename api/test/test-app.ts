import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { hc } from 'hono/client';
import type { ExtractSchema } from 'hono/types';
import { createApiApp, createApiDeps, createSql, loadEnv, migrate, type AppDeps, type AppType, type StorageDriver } from '../src/index.ts';
import { createLogger } from '../src/logger.ts';

/** The app's routes as Hono's type knows them ('/api/teacher/classes/:id', …). */
type Routes = ExtractSchema<AppType>;
type RoutePattern = keyof Routes & string;
/** A route pattern with each `:param` as any text: '/api/teacher/classes/:id' → `/api/teacher/classes/${string}`. */
type Concrete<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Concrete<Rest>}`
  : P extends `${infer Head}:${string}` ? `${Head}${string}` : P;
/**
 * A path the app has a route for, with or without a query string: renaming or removing a
 * route makes every test that calls it fail to compile.
 */
export type ApiPath = Concrete<RoutePattern> | `${Concrete<RoutePattern>}?${string}` | '/api/openapi.json';
/** A path no route answers, for tests of the 404 itself. */
export const unrouted = (path: `/${string}`) => path as ApiPath;

/**
 * A fresh database (one per test file) on the suite's embedded PostgreSQL,
 * migrated, with an API app around it. Never touches the user's data.
 * Files go to the temp DATA_DIR (local driver), to S3 when `envOverrides` has
 * S3_* variables, or to `opts.storage` when given.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  opts: { storage?: StorageDriver; /** Rewrites the API pool's database URL (e.g. through test/pg-proxy.ts); migrations connect directly. */ connectThrough?: (url: string) => string } = {},
) {
  const adminUrl = inject('pgAdminUrl');
  const dbName = `t_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl, { max: 1 });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${dbName}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-apitest-'));
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_IP_PER_MIN: '1000', RATE_LIMIT_UPLOADS_PER_MIN: '1000', ...envOverrides });
  const direct = createSql(url, { max: 2 }); // migrate() reserves one connection for its lock
  await migrate(direct);
  await direct.end();
  const sql = createSql(opts.connectThrough ? opts.connectThrough(url) : url, { max: 5 });
  const deps: AppDeps = createApiDeps(env, url, { sql, log: createLogger('silent'), storage: opts.storage });
  const app = createApiApp(deps);

  /** JSON request against the app (no network), with an optional bearer token. */
  async function call(method: string, p: ApiPath, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    const res = await app.request(p, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let json: any = null;
    try { json = text ? JSON.parse(text) : null; } catch { json = text; }
    return { status: res.status, body: json, headers: res.headers };
  }

  /**
   * The typed client over this app (Hono RPC, no network), as the front-ends use it: paths, inputs
   * and answers are typed from the routes. `await t.client(token).api.profiles.me.$get()`.
   */
  const client = (token?: string) => hc<AppType>('http://localhost', {
    fetch: async (input: Request | string | URL, init?: RequestInit) => app.request(input, init),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

  /** The refresh token an answer set as the `lp_refresh` cookie ('' when it cleared it, undefined when untouched). */
  function refreshCookie(res: { headers: Headers }): string | undefined {
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lp_refresh='));
    return cookie === undefined ? undefined : decodeURIComponent(cookie.slice('lp_refresh='.length).split(';')[0]!);
  }

  let counter = 0;
  /** Signs up a user and returns the session (confirmation off). */
  async function signUp(role: 'teacher' | 'student', first = 'Anna', last = 'Muster') {
    const email = `${role}${++counter}-${randomBytes(3).toString('hex')}@schule.ch`;
    const res = await call('POST', '/api/auth/signup', {
      body: { email, password: 'geheim123', data: { role, first_name: first, last_name: last } },
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    // The refresh token comes as a cookie only; tests hand it on in the body (or as a cookie).
    const session = { ...res.body.session, refresh_token: refreshCookie(res)! };
    return { email, password: 'geheim123', session, user: res.body.user };
  }

  return {
    app, sql, env, dataDir, deps, call, client, signUp, refreshCookie, databaseUrl: url,
    async close() {
      await deps.realtime.close();
      if (!opts.storage) deps.storage.driver.close();
      await sql.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
