import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overHttp } from '../../../test/over-http.ts';
import { answerOf, createTestApp, type ApiPath, type Method, type SuccessBody } from '../../../test/test-app.ts';

/**
 * A school behind one address (issue 20): every pupil of a Swiss school reaches the platform through the
 * same NAT address. Over real HTTP from 127.0.0.1 with TRUST_PROXY off, so every request has the same
 * source, and with the default limits (the test app's generous overrides are unset here).
 */

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
let server: ServerType;
let base = '';
beforeAll(async () => {
  // '' = unset: the defaults of env.ts apply, as in a real start.
  t = await createTestApp({ RATE_LIMIT_AUTH_IP_PER_MIN: '', RATE_LIMIT_UPLOADS_PER_MIN: '', TRUST_PROXY: 'false' });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

async function http<M extends Method, P extends ApiPath>(method: M, path: P, opts: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  // The refresh token travels only in the HttpOnly cookie; a client without a cookie jar sends its value back in the body.
  const refreshToken = res.headers.getSetCookie().map((c) => /^lp_refresh=([^;]+)/.exec(c)?.[1]).find(Boolean);
  return { ...(await answerOf<SuccessBody<M, P>>(res)), refreshToken };
}

const signUp = (email: string, role: 'teacher' | 'student', first: string) =>
  http('POST', '/api/auth/signup', { body: { email, password: 'geheim123', data: { role, first_name: first, last_name: 'Muster' } } });
const signIn = (email: string, password = 'geheim123') => http('POST', '/api/auth/token', { body: { grant_type: 'password', email, password } });
const refresh = (token: string) => http('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: token } });

describe('a class of 35 behind one address', () => {
  it('signs up, signs in, refreshes in every tab and joins within two minutes: not one refusal', async () => {
    const started = Date.now();
    const teacher = await signUp('lehrerin@school.ch', 'teacher', 'Lea');
    expect(teacher.status).toBe(201);
    const cls = await http('POST', '/api/teacher/classes', { token: teacher.body.session!.access_token, body: { name: 'Klasse 6c' } });
    expect(cls.status).toBe(201);
    const pupils = Array.from({ length: 35 }, (_, i) => `kind${i + 1}@school.ch`);
    const statuses: number[] = [];
    const note = <R extends { status: number }>(res: R): R => { statuses.push(res.status); return res; };

    // Everybody at once, as when the teacher says "meldet euch an": sign-up, a wrong password now and then, sign-in,
    // three tabs refreshing twice each, then the join (one typo first for every fifth pupil).
    await Promise.all(pupils.map(async (email, i) => {
      note(await signUp(email, 'student', `Kind${i + 1}`));
      if (i % 4 === 0) expect((await signIn(email, 'falsch')).status).toBe(400);
      const signedIn = note(await signIn(email));
      const session = signedIn.body;
      let token = signedIn.refreshToken as string;
      for (let tab = 0; tab < 6; tab++) {
        const next = note(await refresh(token));
        token = next.refreshToken as string;
      }
      if (i % 5 === 0) expect((await http('POST', '/api/student/classes/join', { token: session.access_token, body: { code: 'FALSCH1' } })).status).toBe(404);
      note(await http('POST', '/api/student/classes/join', { token: session.access_token, body: { code: cls.body.invitation_code } }));
      note(await http('GET', '/api/student/classes', { token: session.access_token }));
    }));

    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses).toHaveLength(35 * 10);
    const detail = await http('GET', `/api/teacher/classes/${cls.body.id}`, { token: teacher.body.session!.access_token });
    expect(detail.body.student_count).toBe(35);
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 180_000);

  it('guessing stays slow: per account and source; the real owner signs in from another source meanwhile', async () => {
    // The same app, its limits per account and source; X-Forwarded-For counts only from a trusted proxy: here the
    // test, on 127.0.0.1, as a proxy that appends the address it saw to whatever the client sent (a fresh forgery each time).
    const c = await createTestApp({ TRUST_PROXY: 'loopback', RATE_LIMIT_AUTH_IP_PER_MIN: '', RATE_LIMIT_UPLOADS_PER_MIN: '' });
    const proxy = await overHttp(c.app);
    try {
      const owner = await c.signUp('student');
      const from = (ip: string, password: string) => proxy.call('POST', '/api/auth/token', {
        body: { grant_type: 'password', email: owner.email, password },
        headers: { 'x-forwarded-for': `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}, ${ip}` },
      });
      const attacker = [];
      for (let i = 0; i < 11; i++) attacker.push((await from('198.51.100.7', `rate${i}`)).status);
      expect(attacker.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(attacker[10]).toBe(429);
      expect((await from('198.51.100.7', owner.password)).status).toBe(429);
      expect((await from('203.0.113.20', owner.password)).status).toBe(200);
    } finally {
      await proxy.close();
      await c.close();
    }
  }, 60_000);
});

describe('joining by code', () => {
  it('wrong codes are limited per user (10 a minute); another pupil behind the same address still joins', async () => {
    const teacher = await t.signUp('teacher');
    const cls = (await t.call('POST', '/api/teacher/classes', { token: teacher.session.access_token, body: { name: 'Codes' } })).body;
    const guesser = await t.signUp('student');
    const other = await t.signUp('student');
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await http('POST', '/api/student/classes/join', { token: guesser.session.access_token, body: { code: `XX${i}Y` } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    // Even the right code waits for the minute: guessing must not pay off by luck.
    expect((await http('POST', '/api/student/classes/join', { token: guesser.session.access_token, body: { code: cls.invitation_code } })).status).toBe(429);
    expect((await http('POST', '/api/student/classes/join', { token: other.session.access_token, body: { code: cls.invitation_code } })).status).toBe(201);
  });

  it('parallel wrong codes cannot slip past the limit', async () => {
    const guesser = await t.signUp('student');
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      http('POST', '/api/student/classes/join', { token: guesser.session.access_token, body: { code: `PAR${i}` } })));
    expect(results.filter((r) => r.status === 404)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
  });

  it('wrong codes per source: many accounts from one address stop at the ceiling', async () => {
    const c = await createTestApp({ RATE_LIMIT_JOIN_FAILURES_IP_PER_MIN: '5' });
    try {
      const students = [await c.signUp('student'), await c.signUp('student'), await c.signUp('student')];
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const s = students[i % 3]!;
        statuses.push((await c.call('POST', '/api/student/classes/join', { token: s.session.access_token, body: { code: `SRC${i}` } })).status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    } finally {
      await c.close();
    }
  });
});

describe('a new invitation code', () => {
  const tok = (u: { session: { access_token: string } }) => u.session.access_token;

  it('the owner issues one; the old code stops working, the new one works', async () => {
    const owner = await t.signUp('teacher');
    const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name: 'Neu' } })).body;
    const renewed = await t.call('POST', `/api/teacher/classes/${cls.id}/invitation-code`, { token: tok(owner) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.invitation_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(renewed.body.invitation_code).not.toBe(cls.invitation_code);
    const student = await t.signUp('student');
    expect((await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.invitation_code } })).status).toBe(404);
    expect((await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: renewed.body.invitation_code } })).status).toBe(201);
  });

  it('only the owning teacher may (403 for others, 401 anonymous, 404 for an unknown class)', async () => {
    const owner = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const student = await t.signUp('student');
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name: 'Matrix' } })).body;
    await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.invitation_code } });
    const url = `/api/teacher/classes/${cls.id}/invitation-code` as const;
    expect((await t.call('POST', url, { token: tok(other) })).error?.code).toBe('NOT_CLASS_OWNER');
    expect((await t.call('POST', url, { token: tok(student) })).status).toBe(403);
    expect((await t.call('POST', url, { token: tok(admin) })).status).toBe(403);
    expect((await t.call('POST', url)).status).toBe(401);
    expect((await t.call('POST', '/api/teacher/classes/00000000-0000-4000-8000-000000000000/invitation-code', { token: tok(owner) })).status).toBe(404);
    const [row] = await t.sql<{ invitation_code: string }[]>`select invitation_code from classes where id = ${cls.id}`;
    expect(row!.invitation_code).toBe(cls.invitation_code);
  });

  it('a removed student cannot come back with the old code once the removal issued a new one', async () => {
    const owner = await t.signUp('teacher');
    const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name: 'Entfernt' } })).body;
    const pupil = await t.signUp('student');
    const stays = await t.signUp('student');
    for (const s of [pupil, stays]) await t.call('POST', '/api/student/classes/join', { token: tok(s), body: { code: cls.invitation_code } });
    // Without a new code the old one still lets them back in (the teacher chose so).
    expect((await t.call('DELETE', `/api/teacher/classes/${cls.id}/students/${pupil.user.id}`, { token: tok(owner) })).status).toBe(204);
    expect((await t.call('POST', '/api/student/classes/join', { token: tok(pupil), body: { code: cls.invitation_code } })).status).toBe(201);
    // With new_code=true: removed, and the old code is dead.
    expect((await t.call('DELETE', `/api/teacher/classes/${cls.id}/students/${pupil.user.id}?new_code=true`, { token: tok(owner) })).status).toBe(204);
    const back = await t.call('POST', '/api/student/classes/join', { token: tok(pupil), body: { code: cls.invitation_code } });
    expect([back.status, back.error?.code]).toEqual([404, 'CLASS_NOT_FOUND']);
    const detail = await t.call('GET', `/api/teacher/classes/${cls.id}`, { token: tok(owner) });
    expect(detail.body.invitation_code).not.toBe(cls.invitation_code);
    expect(detail.body.students.map((s: { student_id: string }) => s.student_id)).toEqual([stays.user.id]);
    // A removal that fails (not enrolled) issues no code.
    const before = detail.body.invitation_code;
    expect((await t.call('DELETE', `/api/teacher/classes/${cls.id}/students/${pupil.user.id}?new_code=true`, { token: tok(owner) })).status).toBe(404);
    expect((await t.call('GET', `/api/teacher/classes/${cls.id}`, { token: tok(owner) })).body.invitation_code).toBe(before);
  });
});
