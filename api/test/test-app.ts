import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { hc } from 'hono/client';
import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { createApiApp, createApiDeps, createSql, loadEnv, migrate, type AppDeps, type AppType, type StorageDriver } from '../src/index.ts';
import type { ErrorBody } from '../src/contract/index.ts';
import { createLogger } from '../src/logger.ts';

/** The app's routes as Hono's type knows them ('/api/teacher/classes/:id', …). */
type Routes = ExtractSchema<AppType>;
type RoutePattern = keyof Routes & string;
/** A route pattern with each `:param` standing for some text: '/api/teacher/classes/:id' → `/api/teacher/classes/${string}`. */
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

/** The methods `call()` sends. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A path in one spelling for patterns and concrete paths: every `:param` and every `${string}` segment becomes ':'
 * ('/api/classes/:id/lessons' and `/api/classes/${string}/lessons` → '/api/classes/:/lessons').
 */
type Canon<S extends string> = S extends `${infer Head}/${infer Rest}` ? `${CanonSegment<Head>}/${Canon<Rest>}` : CanonSegment<S>;
type CanonSegment<S extends string> = string extends S ? ':' : S extends `:${string}` ? ':' : S;
/** Every route pattern by its canonical spelling, computed once: the lookup for a path built with `${id}` is one index. */
type PatternByCanon = { [P in RoutePattern as Canon<P>]: P };
/** '/api/classes/:id' → ['', 'api', 'classes', ':id']; a concrete path's `${string}` id stays one segment. */
type Segments<S extends string> = S extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [S];
type PatternSegments = { [P in RoutePattern]: Segments<P> };
type Matches<C extends string[], P extends string[]> = P extends [infer PH extends string, ...infer PR extends string[]]
  ? PH extends `:${string}{.+}` ? true // '/api/files/:area/:path{.+}': the rest of the path
    : C extends [infer CH extends string, ...infer CR extends string[]]
      ? PH extends `:${string}` ? Matches<CR, PR> : [CH] extends [PH] ? Matches<CR, PR> : false
      : false
  : C extends [] ? true : false;
/** Slow path, for literal ids ('/api/student/classes/join', '/api/files/…'): the patterns whose segments match one by one. */
type ScanPatterns<C extends string[]> = { [P in RoutePattern]: Matches<C, PatternSegments[P]> extends true ? P : never }[RoutePattern];
/**
 * The route pattern(s) a concrete path (with or without query string) is answered by. Segment-wise, so
 * `/api/classes/${string}/lessons` never matches '/api/classes/:id' (a `${string}` could hold a '/').
 */
type PatternOf<Path extends string, Base extends string = Path extends `${infer B}?${string}` ? B : Path> =
  Canon<Base> extends infer C ? C extends keyof PatternByCanon ? PatternByCanon[C] : ScanPatterns<Segments<Base>> : never;
/** What one endpoint entry of Hono's schema answers on success: its JSON, null for 204, unknown for files and CSV. */
type SuccessOutput<E> = E extends { output: infer O; status: infer S }
  ? O extends Response ? unknown : S extends 204 ? null : S extends SuccessStatusCode ? O : never
  : never;
type Endpoint<M extends Method, P extends RoutePattern> = P extends RoutePattern ? `$${Lowercase<M>}` extends keyof Routes[P] ? Routes[P][`$${Lowercase<M>}`] : never : never;
type Success<M extends Method, P extends RoutePattern> = [P] extends [never] ? unknown
  : SuccessOutput<Endpoint<M, P>> extends infer O ? ([O] extends [never] ? unknown : O) : never;
/**
 * The body of a successful answer to `method path`, from the route's declared output (Hono's schema): renaming a field
 * in a schema breaks the tests that read it. A path or method known only as a union of many (route tables) gives unknown.
 */
export type SuccessBody<M extends Method, Path extends ApiPath> = [Method] extends [M] ? unknown
  : '/api/openapi.json' extends Path ? unknown // the document itself, or a path typed only as ApiPath
    : M extends Method ? Path extends string ? Success<M, PatternOf<Path>> : never : never;
/**
 * An answer of `call()`: `body` typed as the route's success output (on an error the JSON is the error body, read it
 * through `error`), `error` the `{ code, message }` of an error answer (undefined on success).
 */
export interface ApiAnswer<B = unknown> {
  status: number;
  body: B;
  error: ErrorBody['error'] | undefined;
  headers: Headers;
}

/** The `{ code, message }` of an error body (`{ error: { code, message } }`), undefined for any other JSON. */
export function errorOf(json: unknown): ErrorBody['error'] | undefined {
  const error = (json as { error?: unknown } | null)?.error as ErrorBody['error'] | undefined;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' ? error : undefined;
}

/**
 * Reads an answer of the app: JSON parsed (text when it is none, null when empty), an error body's `{ code, message }`
 * as `error`. `B` is what the caller knows the success body to be (`SuccessBody<M, P>`); for helpers that send what
 * `call()` does not (multipart, real HTTP).
 */
export async function answerOf<B>(res: Response): Promise<ApiAnswer<B>> {
  const text = await res.text();
  let json: unknown = null;
  try { json = text ? JSON.parse(text) : null; } catch { json = text; }
  return { status: res.status, body: json as B, error: errorOf(json), headers: res.headers };
}

/**
 * A fresh database (one per test file) on the suite's embedded PostgreSQL,
 * migrated, with an API app around it. Never touches the user's data.
 * Files go to the temp DATA_DIR (local driver), to S3 when `envOverrides` has
 * S3_* variables, or to `opts.storage` when given.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  opts: {
    storage?: StorageDriver;
    /** Where built-in games' builds are read (default: the suite's rules built from the games' sources). */
    builtInBuildDir?: (key: string) => string;
    /** Rewrites the API pool's database URL (e.g. through test/pg-proxy.ts); migrations connect directly. */ connectThrough?: (url: string) => string } = {},
) {
  const adminUrl = inject('pgAdminUrl');
  const dbName = `t_${randomBytes(6).toString('hex')}`;
  const admin = createSql(adminUrl, { max: 1 });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${dbName}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-apitest-'));
  // Fake LMSs and game CDNs of the tests listen on loopback: the outbound client may call them (not the app itself).
  const env = loadEnv({
    DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_IP_PER_MIN: '1000', RATE_LIMIT_UPLOADS_PER_MIN: '1000',
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1,localhost', OUTBOUND_TIMEOUT_MS: '3000', ...envOverrides,
  });
  const direct = createSql(url, { max: 2 }); // migrate() reserves one connection for its lock
  await migrate(direct);
  await direct.end();
  const sql = createSql(opts.connectThrough ? opts.connectThrough(url) : url, { max: 5 });
  const rulesDir = inject('builtInRulesDir');
  const deps: AppDeps = createApiDeps(env, url, {
    sql, log: createLogger('silent'), storage: opts.storage, builtInBuildDir: opts.builtInBuildDir ?? ((key) => path.join(rulesDir, key)),
  });
  const app = createApiApp(deps);

  /**
   * A request against the app (no network), with an optional bearer token: `body` goes as JSON, or as multipart when it
   * is FormData. The answer's body is typed as the route's success output (`SuccessBody`).
   */
  async function call<M extends Method, P extends ApiPath>(method: M, p: P, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    const body = opts.body instanceof FormData || opts.body === undefined ? opts.body : JSON.stringify(opts.body);
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    return answerOf<SuccessBody<M, P>>(await app.request(p, { method, headers, body }));
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
    if (res.status !== 201 || !res.body.session) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
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
