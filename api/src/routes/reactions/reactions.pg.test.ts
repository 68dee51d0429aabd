import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classWorld } from '../../../test/class-world.ts';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import { appendBlock, editBlock } from '../../../test/lesson-blocks.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tok = (u: User) => u.session.access_token;
const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: unknown) =>
  t.call(method, path, { token: who ? tok(who) : undefined, body });

async function newLesson(owner: User, name: string) {
  const res = await call('POST', '/api/teacher/lessons', owner, { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function addPoll(owner: User, lessonId: string, content: unknown = { prompt: 'Wie war die Lektion?', options: ['👍', '👎', '😊', '🤔'] }) {
  return appendBlock(call, owner, lessonId, { type: 'reaction', content });
}

/** The matrix's callers around one class (api/test/class-world.ts), with a poll in the visible and in the hidden lesson. */
async function world() {
  const w = await classWorld(t);
  const poll = (await addPoll(w.owner, w.visible.id)).body;
  const hiddenPoll = (await addPoll(w.owner, w.hidden.id)).body;
  // Rita voted while enrolled; then she is removed from the class.
  expect((await call('PUT', `/api/blocks/${poll.block_id}/classes/${w.cls.id}/reactions`, w.removed, { session_id: 's-rita', reaction: '👎' })).status).toBe(200);
  await w.removeStudent();
  return { ...w, poll, hiddenPoll };
}

describe('poll block content (spec 5)', () => {
  it('needs a prompt and 2 to 8 non-empty options, drops empty ones and saves showResults and anonymous as true', async () => {
    const owner = await t.signUp('teacher');
    const lesson = await newLesson(owner, 'Umfragen');
    expect((await addPoll(owner, lesson.id, { prompt: '  ', options: ['👍', '👎'] })).status).toBe(400);
    expect((await addPoll(owner, lesson.id, { prompt: 'Frage', options: ['👍', ' ', ''] })).status).toBe(400);
    expect((await addPoll(owner, lesson.id, { prompt: 'Frage', options: Array.from({ length: 9 }, (_, i) => String(i)) })).status).toBe(400);
    const ok = await addPoll(owner, lesson.id, { prompt: ' Wie geht es dir? ', options: ['😀', '', ' 😐 ', '😀', '😢'], showResults: false, anonymous: false });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.block).toMatchObject({ type: 'reaction', content: { prompt: 'Wie geht es dir?', options: ['😀', '😐', '😢'], showResults: true, anonymous: true } });
    const edited = await editBlock(call, owner, lesson.id, ok.body.block_id, { prompt: 'Neu?', options: ['✅', '❌', ''] });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toEqual({ prompt: 'Neu?', options: ['✅', '❌'], showResults: true, anonymous: true });
    const view = await call('GET', `/api/lessons/${lesson.id}`, owner);
    expect(view.body.blocks[0]!.block.content).toMatchObject({ options: ['✅', '❌'] });
  });
});

describe('voting, own pick, counts and reset', () => {
  it('keeps one current pick per student, counts with rounded percentages, shows nobody who voted what, and resets', async () => {
    const w = await world();
    const path = `/api/blocks/${w.poll.block_id}/classes/${w.cls.id}/reactions` as const;
    const before = await call('GET', path, w.owner); // Rita's vote from before her removal stays until a reset
    expect(before.body).toMatchObject({ own_reaction: null, abilities: ['view', 'reset'], results: { total: 1 } });
    expect(before.body.results!.counts.map((c) => c.reaction)).toEqual(['👍', '👎', '😊', '🤔']);

    expect((await call('PUT', path, w.enrolled, { session_id: 'a', reaction: '👍' })).status).toBe(200);
    // Changing the pick (also from a second device with another session id) replaces it.
    const changed = await call('PUT', path, w.enrolled, { session_id: 'b', reaction: '😊' });
    expect(changed.body.own_reaction).toBe('😊');
    await call('PUT', path, w.second, { session_id: 'a', reaction: '👍' }); // same stored session id on a shared computer
    expect((await call('PUT', path, w.second, { session_id: 'a', reaction: '🙈' })).status).toBe(400); // not an option

    const student = await call('GET', path, w.enrolled);
    expect(student.body).toMatchObject({ own_reaction: '😊', abilities: ['view', 'vote'] });
    const teacher = await call('GET', path, w.owner);
    expect(teacher.body.own_reaction).toBeNull();
    const counts = Object.fromEntries(teacher.body.results!.counts.map((c) => [c.reaction, [c.count, c.percent]]));
    expect(teacher.body.results!.total).toBe(3);
    expect(counts).toEqual({ '👍': [1, 33], '👎': [1, 33], '😊': [1, 33], '🤔': [0, 0] });
    for (const body of [student.body, teacher.body]) {
      const text = JSON.stringify(body);
      for (const u of [w.enrolled, w.second, w.removed]) expect(text).not.toContain(u.user.id);
    }

    // Reset: only the class's teacher; everything of this poll in this class goes.
    expect((await call('DELETE', path, w.enrolled)).status).toBe(403);
    expect((await call('DELETE', path, w.owner)).status).toBe(204);
    expect((await call('GET', path, w.owner)).body.results!.total).toBe(0);
    expect((await call('GET', path, w.enrolled)).body.own_reaction).toBeNull();
  });
});

describe('permission matrix: every poll route × caller', () => {
  it('answers each caller as the rules say', async () => {
    const w = await world();
    const callers = { owner: w.owner, otherTeacher: w.otherTeacher, enrolled: w.enrolled, otherStudent: w.otherStudent, removed: w.removed, admin: w.admin, anonymous: null } as const;
    const order = Object.keys(callers) as (keyof typeof callers)[];
    const poll = `/api/blocks/${w.poll.block_id}/classes/${w.cls.id}/reactions` as const;
    const hiddenPoll = `/api/blocks/${w.hiddenPoll.block_id}/classes/${w.cls.id}/reactions` as const;
    const foreignClassPoll = `/api/blocks/${w.poll.block_id}/classes/${w.otherCls.id}/reactions` as const;
    const vote = { session_id: 's', reaction: '🤔' };
    const routes: [Method, ApiPath, unknown, number[]][] = [
      ['GET', poll, undefined, [200, 403, 200, 403, 403, 403, 401]],
      ['PUT', poll, vote, [403, 403, 200, 403, 403, 403, 401]],
      ['GET', hiddenPoll, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['PUT', hiddenPoll, vote, [403, 403, 403, 403, 403, 403, 401]],
      // The poll is not in a lesson of the other teacher's class.
      ['GET', foreignClassPoll, undefined, [403, 404, 403, 403, 403, 403, 401]],
      ['PUT', foreignClassPoll, vote, [403, 403, 403, 403, 403, 403, 401]],
      ['GET', `/api/classes/${w.cls.id}/lessons/${w.visible.id}/events`, undefined, [200, 403, 200, 403, 403, 403, 401]],
      ['GET', `/api/classes/${w.cls.id}/lessons/${w.hidden.id}/events`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['GET', `/api/classes/${w.otherCls.id}/lessons/${w.visible.id}/events`, undefined, [403, 404, 403, 403, 403, 403, 401]],
      ['DELETE', foreignClassPoll, undefined, [403, 404, 403, 403, 403, 403, 401]],
      ['DELETE', hiddenPoll, undefined, [204, 403, 403, 403, 403, 403, 401]],
      ['DELETE', poll, undefined, [204, 403, 403, 403, 403, 403, 401]],
    ];
    const failures: string[] = [];
    for (const [method, path, body, expected] of routes) {
      for (const [i, who] of order.entries()) {
        const headers: Record<string, string> = {};
        const token = callers[who] ? tok(callers[who]!) : null;
        if (token) headers.authorization = `Bearer ${token}`;
        if (body) headers['content-type'] = 'application/json';
        const res = await t.app.request(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
        if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
        else await res.text();
        if (res.status !== expected[i]) failures.push(`${method} ${path} as ${who}: ${res.status}, expected ${expected[i]}`);
      }
    }
    expect(failures).toEqual([]);
    expect(t.deps.realtime.size).toBe(0); // cancelled streams leave no subscriber behind
  });

  it('a missing poll or class is a 404, a block that is not a poll too', async () => {
    const w = await world();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/blocks/${missing}/classes/${w.cls.id}/reactions`, w.owner)).status).toBe(404);
    expect((await call('GET', `/api/blocks/${w.poll.block_id}/classes/${missing}/reactions`, w.owner)).status).toBe(404);
    const text = await appendBlock(call, w.owner, w.visible.id, { type: 'text', content: { html: '<p>x</p>' } });
    expect((await call('GET', `/api/blocks/${text.body.block_id}/classes/${w.cls.id}/reactions`, w.owner)).status).toBe(404);
  });
});
