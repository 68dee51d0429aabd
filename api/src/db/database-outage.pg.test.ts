import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApiApp, createApiDeps, createSql } from '../index.ts';
import { startHttpServer } from '../http-server.ts';
import { createLogger } from '../logger.ts';
import { answerOf, createTestApp, type ApiPath, type Method, type SuccessBody } from '../../test/test-app.ts';
import { startPgProxy } from '../../test/pg-proxy.ts';
import { openSse, pollChange } from '../../test/sse-client.ts';
import { appendBlock } from '../../test/lesson-blocks.ts';

/**
 * The database goes away under load and comes back: instance A reaches PostgreSQL through a
 * proxy the test cuts (every connection reset, new ones refused: what a kill -9 looks like from
 * the API), instance B stays connected (another instance behind the load balancer). A must
 * answer 503 DATABASE_UNAVAILABLE meanwhile (never crash, never 500), serve again within
 * seconds, and its open live-poll pages must not miss the votes cast on B during the outage.
 */
let proxy: Awaited<ReturnType<typeof startPgProxy>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof startHttpServer>>;
let b: Awaited<ReturnType<typeof startHttpServer>>;
let bDeps: ReturnType<typeof createApiDeps>;
const urlOf = (s: { port: number }) => `http://127.0.0.1:${s.port}`;

beforeAll(async () => {
  const pgPort = Number(/@127\.0\.0\.1:(\d+)\//.exec(inject('pgAdminUrl'))![1]);
  proxy = await startPgProxy(pgPort);
  t = await createTestApp({}, { connectThrough: (url) => proxy.url(url) });
  a = await startHttpServer(t.app.fetch, { port: 0, hostname: '127.0.0.1' });
  bDeps = createApiDeps(t.env, t.databaseUrl, { sql: createSql(t.databaseUrl, { max: 3 }), log: createLogger('silent') });
  b = await startHttpServer(createApiApp(bDeps).fetch, { port: 0, hostname: '127.0.0.1' });
});
afterAll(async () => {
  await proxy?.restore();
  await t?.deps.realtime.close();
  await bDeps?.realtime.close();
  await a?.close();
  await b?.close();
  await bDeps?.sql.end();
  await t?.close();
  await proxy?.close();
});

async function call<M extends Method, P extends ApiPath>(base: string, method: M, path: P, token: string, body?: unknown) {
  const res = await fetch(base + path, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(15_000),
  });
  return { ...(await answerOf<SuccessBody<M, P>>(res)), type: res.headers.get('content-type') ?? '' };
}

describe('database outage', () => {
  it('under 30 concurrent clients: 503 DATABASE_UNAVAILABLE during the outage, no crash, serving again within seconds; open live pages resynchronise', async () => {
    const teacher = await t.signUp('teacher', 'Olga', 'Owner');
    const student = await t.signUp('student', 'Emil', 'Eins');
    const T = teacher.session.access_token;
    const S = student.session.access_token;
    const A = urlOf(a);
    const B = urlOf(b);
    const cls = (await call(A, 'POST', '/api/teacher/classes', T, { name: 'Klasse 1' })).body;
    await call(A, 'POST', '/api/student/classes/join', S, { code: cls.invitation_code });
    const lesson = (await call(A, 'POST', '/api/teacher/lessons', T, { name: 'Umfrage' })).body;
    const poll = (await appendBlock((m, p, token: string, body) => call(A, m, p, token, body), T, lesson.id, { type: 'reaction', content: { prompt: 'Wie?', options: ['👍', '👎'] } })).body;
    await call(A, 'POST', `/api/teacher/classes/${cls.id}/lessons`, T, { lesson_ids: [lesson.id] });
    await call(A, 'PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, T, { is_visible: true });
    const votePath = `/api/blocks/${poll.block_id}/classes/${cls.id}/reactions` as const;

    // The teacher's open page on A.
    const live = await openSse(`${A}/api/classes/${cls.id}/lessons/${lesson.id}/events`, T);
    expect(live.status).toBe(200);
    await live.waitFor((e) => e.event === 'ready');

    // 30 clients keep reading from A throughout.
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let running = true;
    const clients = Array.from({ length: 30 }, async () => {
      while (running) {
        const r = await call(A, 'GET', '/api/profiles/me', T).catch((err: Error) => {
          failures.push(String(err.cause ?? err));
          return { status: 0, error: undefined, type: '' };
        });
        const key = r.status === 503 ? `503 ${r.error?.code}` : String(r.status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (r.status === 503) {
          expect(r.type).toContain('application/json');
          await new Promise((res) => setTimeout(res, 50));
        }
      }
    });
    try {
      await new Promise((r) => setTimeout(r, 300));
      await proxy.cut();
      // During the outage: the API answers, with 503 and the stable code.
      const during = await call(A, 'GET', '/api/profiles/me', T);
      expect(during.status).toBe(503);
      expect(during.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) } });
      // A vote on B (still connected) while A is cut off: A's LISTEN does not hear it.
      expect((await call(B, 'PUT', votePath, S, { session_id: 's', reaction: '👎' })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1500));

      await proxy.restore();
      const back = Date.now();
      for (;;) {
        const r = await call(A, 'GET', '/api/profiles/me', T);
        if (r.status === 200) break;
        expect(r.status).toBe(503);
        expect(Date.now() - back).toBeLessThan(5000);
        await new Promise((res) => setTimeout(res, 100));
      }
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect(statuses.get('200')).toBeGreaterThan(0);
    expect(statuses.get('503 DATABASE_UNAVAILABLE')).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual(['200', '503 DATABASE_UNAVAILABLE']);

    // The open page is told to resynchronise (and its stream ends, so the client reconnects and reloads).
    await live.waitFor((e) => e.event === 'resync', 12_000);
    await live.ended;
    const again = await openSse(`${A}/api/classes/${cls.id}/lessons/${lesson.id}/events`, T);
    await again.waitFor((e) => e.event === 'ready');
    // The reload shows the vote of the outage; and A's LISTEN hears new votes again.
    const counts = await call(A, 'GET', votePath, T);
    expect(counts.body.results!.counts).toEqual([{ reaction: '👍', count: 0, percent: 0 }, { reaction: '👎', count: 1, percent: 100 }]);
    expect((await call(B, 'PUT', votePath, S, { session_id: 's', reaction: '👍' })).status).toBe(200);
    const next = await again.waitFor((e) => e.event === 'poll', 5000);
    expect(pollChange(next)?.results?.counts[0]).toEqual({ reaction: '👍', count: 1, percent: 100 });
    again.close();
  }, 60_000);
});

