import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, createApiDeps, createSql } from '../index.ts';
import { createLogger } from '../logger.ts';
import { answerOf, createTestApp, type ApiPath, type Method, type SuccessBody } from '../../test/test-app.ts';
import { openSse, pollChange, type SseConnection } from '../../test/sse-client.ts';

/**
 * Two API instances (A and B) on one database, each behind a real HTTP server, as behind a load
 * balancer: a vote posted to A reaches B's subscribers through PostgreSQL LISTEN/NOTIFY.
 */
type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
let b: { deps: ReturnType<typeof createApiDeps> };
let servers: ServerType[] = [];
let urlA = '';
let urlB = '';

const listen = (app: { fetch: (req: Request) => Response | Promise<Response> }) =>
  new Promise<{ server: ServerType; url: string }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });

beforeAll(async () => {
  t = await createTestApp();
  const deps = createApiDeps(t.env, t.databaseUrl, { sql: createSql(t.databaseUrl, { max: 5 }), log: createLogger('silent') });
  b = { deps };
  const a = await listen(t.app);
  const bb = await listen(createApiApp(deps));
  servers = [a.server, bb.server];
  urlA = a.url;
  urlB = bb.url;
});
afterAll(async () => {
  await t.deps.realtime.close();
  await b.deps.realtime.close();
  for (const s of servers) { s.close(); (s as unknown as { closeAllConnections(): void }).closeAllConnections(); }
  await b.deps.sql.end();
  await t.close();
});

const tok = (u: User) => u.session.access_token;
async function http<M extends Method, P extends ApiPath>(base: string, method: M, path: P, who: User, body?: unknown) {
  const res = await fetch(base + path, {
    method, headers: { authorization: `Bearer ${tok(who)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return answerOf<SuccessBody<M, P>>(res);
}

/** A teacher with two classes that both hold one visible lesson with a poll, a student in each class. */
async function world() {
  const teacher = await t.signUp('teacher', 'Olga', 'Owner');
  const inA = await t.signUp('student', 'Emil', 'Eins');
  const inB = await t.signUp('student', 'Zoe', 'Zwei');
  const stranger = await t.signUp('teacher', 'Otto', 'Other');
  const cls1 = (await http(urlA, 'POST', '/api/teacher/classes', teacher, { name: 'Klasse 1' })).body;
  const cls2 = (await http(urlA, 'POST', '/api/teacher/classes', teacher, { name: 'Klasse 2' })).body;
  await http(urlA, 'POST', '/api/student/classes/join', inA, { code: cls1.invitation_code });
  await http(urlA, 'POST', '/api/student/classes/join', inB, { code: cls2.invitation_code });
  const lesson = (await http(urlA, 'POST', '/api/teacher/lessons', teacher, { name: 'Umfrage', blocks: [{ type: 'reaction', content: { prompt: 'Wie?', options: ['👍', '👎'] } }] })).body;
  const poll = lesson.blocks[0]!;
  for (const cls of [cls1, cls2]) {
    await http(urlA, 'POST', `/api/teacher/classes/${cls.id}/lessons`, teacher, { lesson_ids: [lesson.id] });
    await http(urlA, 'PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, teacher, { is_visible: true });
  }
  const events = (base: string, clsId: string, who: User) => openSse(`${base}/api/classes/${clsId}/lessons/${lesson.id}/events`, tok(who));
  const votePath = (clsId: string) => `/api/blocks/${poll.block_id}/classes/${clsId}/reactions` as const;
  return { teacher, inA, inB, stranger, cls1, cls2, lesson, poll, events, votePath };
}

const ready = (c: SseConnection) => c.waitFor((e) => e.event === 'ready');
const waitUntil = async (check: () => boolean, timeoutMs = 3000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('realtime across two API instances', () => {
  it('a vote posted to instance A reaches subscribers on B and A, with the counts; nothing reaches other classes', async () => {
    const w = await world();
    const teacherOnB = await w.events(urlB, w.cls1.id, w.teacher);
    const studentOnA = await w.events(urlA, w.cls1.id, w.inA);
    const otherClassOnB = await w.events(urlB, w.cls2.id, w.inB); // the same poll, but in another class
    expect([teacherOnB.status, studentOnA.status, otherClassOnB.status]).toEqual([200, 200, 200]);
    await Promise.all([ready(teacherOnB), ready(studentOnA), ready(otherClassOnB)]);
    expect(b.deps.realtime.size).toBe(2);

    expect((await http(urlA, 'PUT', w.votePath(w.cls1.id), w.inA, { session_id: 'sess-1', reaction: '👍' })).status).toBe(200);
    const seen = await teacherOnB.waitFor((e) => e.event === 'poll');
    expect(seen.data).toEqual({
      kind: 'votes', block_id: w.poll.block_id, class_id: w.cls1.id,
      results: { total: 1, counts: [{ reaction: '👍', count: 1, percent: 100 }, { reaction: '👎', count: 0, percent: 0 }] },
    });
    await studentOnA.waitFor((e) => e.event === 'poll');
    // The subscriber of the other class hears nothing of it (its own class's vote arrives, proving it listens).
    await http(urlB, 'PUT', w.votePath(w.cls2.id), w.inB, { session_id: 'sess-2', reaction: '👎' });
    const own = await otherClassOnB.waitFor((e) => e.event === 'poll');
    expect(pollChange(own)?.class_id).toBe(w.cls2.id);
    expect(otherClassOnB.events.filter((e) => e.event === 'poll')).toHaveLength(1);
    expect(teacherOnB.events.filter((e) => e.event === 'poll')).toHaveLength(1);
    // Nobody learns who voted.
    for (const c of [teacherOnB, studentOnA, otherClassOnB]) expect(JSON.stringify(c.events)).not.toMatch(/sess-|Emil|Zoe|[0-9a-f-]{36}:/);

    // A reset on B reaches A's subscriber.
    expect((await http(urlB, 'DELETE', w.votePath(w.cls1.id), w.teacher)).status).toBe(204);
    const reset = await studentOnA.waitFor((e) => pollChange(e)?.kind === 'reset');
    expect(pollChange(reset)?.results?.total).toBe(0);
    for (const c of [teacherOnB, studentOnA, otherClassOnB]) c.close();
  });

  it("a try the teacher grants reaches that student's open lesson page at once; the classmate hears nothing of it", async () => {
    const w = await world();
    const mate = await t.signUp('student', 'Mia', 'Mit');
    await http(urlA, 'POST', '/api/student/classes/join', mate, { code: w.cls1.invitation_code });
    const lesson = (await http(urlA, 'POST', '/api/teacher/lessons', w.teacher, {
      name: 'Ein Versuch', blocks: [{ type: 'game', content: { gameId: 'eu-flaggen', settings: { allowRetry: false, target: 3 } } }],
    })).body;
    const game = lesson.blocks[0]!;
    await http(urlA, 'POST', `/api/teacher/classes/${w.cls1.id}/lessons`, w.teacher, { lesson_ids: [lesson.id] });
    await http(urlA, 'PATCH', `/api/teacher/classes/${w.cls1.id}/lessons/${lesson.id}`, w.teacher, { is_visible: true });
    // The student uses the one round (it counts from its start).
    const rounds = `/api/student/classes/${w.cls1.id}/blocks/${game.block_id}/game-rounds` as const;
    const drawn = (await http(urlA, 'POST', rounds, w.inA)).body;
    expect((await http(urlA, 'POST', `${rounds}/${drawn.round_id}/start` as ApiPath, w.inA)).status).toBe(200);

    const open = (who: User) => openSse(`${urlB}/api/classes/${w.cls1.id}/lessons/${lesson.id}/events`, tok(who));
    const [student, classmate, teacher] = await Promise.all([open(w.inA), open(mate), open(w.teacher)]);
    await Promise.all([ready(student), ready(classmate), ready(teacher)]);
    const granted = await http(urlA, 'POST', `/api/teacher/classes/${w.cls1.id}/blocks/${game.block_id}/students/${w.inA.user.id}/game-tries`, w.teacher);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);

    const kindOf = (e: { event: string; data: unknown }) => (e.event === 'poll' ? (e.data as { kind?: string }).kind : undefined);
    const heard = await student.waitFor((e) => kindOf(e) === 'game-try');
    expect(heard.data).toEqual({ kind: 'game-try', block_id: game.block_id, class_id: w.cls1.id });
    await teacher.waitFor((e) => kindOf(e) === 'game-results');
    // The classmate hears neither the grant nor the results; the teacher no 'game-try' (the same NOTIFY was
    // dispatched to all three streams of this instance at once: a moment for a wrongly sent event to arrive).
    await new Promise((r) => setTimeout(r, 300));
    expect(classmate.events.filter((e) => e.event === 'poll')).toEqual([]);
    expect(teacher.events.some((e) => kindOf(e) === 'game-try')).toBe(false);
    for (const c of [student, classmate, teacher]) c.close();
  });

  it('refuses foreign subscribers before streaming, and the token never goes in the URL', async () => {
    const w = await world();
    expect((await w.events(urlB, w.cls1.id, w.inB)).status).toBe(403); // a student of the other class
    expect((await w.events(urlB, w.cls1.id, w.stranger)).status).toBe(403); // another teacher
    expect((await openSse(`${urlB}/api/classes/${w.cls1.id}/lessons/${w.lesson.id}/events?access_token=${tok(w.teacher)}`, null)).status).toBe(401);
  });

  it('a subscriber whose connection dropped gets the current counts after reconnecting, and events again', async () => {
    const w = await world();
    const first = await w.events(urlB, w.cls1.id, w.teacher);
    await ready(first);
    first.close();
    await waitUntil(() => b.deps.realtime.size === 0); // the server noticed and unsubscribed
    await http(urlA, 'PUT', w.votePath(w.cls1.id), w.inA, { session_id: 's', reaction: '👎' }); // missed while away

    const again = await w.events(urlB, w.cls1.id, w.teacher);
    await ready(again);
    // The client reloads the counts after a reconnect (use-poll-events in the lessons area does this).
    const state = await http(urlB, 'GET', w.votePath(w.cls1.id), w.teacher);
    expect(state.body.results!.counts).toEqual([{ reaction: '👍', count: 0, percent: 0 }, { reaction: '👎', count: 1, percent: 100 }]);
    await http(urlA, 'PUT', w.votePath(w.cls1.id), w.inA, { session_id: 's', reaction: '👍' });
    const next = await again.waitFor((e) => e.event === 'poll');
    expect(pollChange(next)?.results?.counts[0]).toEqual({ reaction: '👍', count: 1, percent: 100 });
    again.close();
  });

  it('sends a heartbeat comment at the interval, ends streams past their age, and every stream at shutdown', async () => {
    const { RealtimeHub } = await import('./realtime-hub.ts');
    const aging = new RealtimeHub(t.sql, createLogger('silent'), { heartbeatMs: 20, maxAgeMs: 50 });
    let aged = false;
    await aging.subscribe({ classId: 'c', userId: 'u', polls: new Map([['b', true]]) }, { write: () => true, close: () => { aged = true; } });
    await waitUntil(() => aged, 1000); // the client then reconnects, and is checked again
    expect(aging.size).toBe(0);
    await aging.close();

    const hub = new RealtimeHub(t.sql, createLogger('silent'), { heartbeatMs: 20, maxAgeMs: 60_000 });
    const chunks: string[] = [];
    let closed = false;
    await hub.subscribe({ classId: 'c', userId: 'u', polls: new Map([['b', true]]) }, {
      write: (c) => { chunks.push(new TextDecoder().decode(c)); return true; },
      close: () => { closed = true; },
    });
    await waitUntil(() => chunks.length >= 2, 1000);
    expect(chunks[0]).toBe(': ping\n\n');
    await hub.close();
    expect(closed).toBe(true);
    expect(hub.size).toBe(0);
  });
});
