import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { png } from '../../test/file-fixtures.ts';

/** Personal JSON is never kept by a browser or proxy cache (issue 20); files keep their own policy. */

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('Cache-Control of personal answers', () => {
  it('profile, class with students, admin lists and the sign-in answer are no-store', async () => {
    const teacher = await t.signUp('teacher');
    const student = await t.signUp('student');
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const cls = (await t.call('POST', '/api/teacher/classes', { token: teacher.session.access_token, body: { name: 'Privat' } })).body;
    await t.call('POST', '/api/student/classes/join', { token: student.session.access_token, body: { code: cls.invitation_code } });
    const signIn = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: student.email, password: student.password } });
    const answers = [
      signIn,
      await t.call('GET', '/api/profiles/me', { token: student.session.access_token }),
      await t.call('GET', '/api/auth/session', { token: student.session.access_token }),
      await t.call('GET', `/api/teacher/classes/${cls.id}`, { token: teacher.session.access_token }),
      await t.call('GET', '/api/teacher/classes', { token: teacher.session.access_token }),
      await t.call('GET', '/api/admin/users', { token: admin.session.access_token }),
      await t.call('GET', '/api/teacher/classes/00000000-0000-4000-8000-000000000000', { token: teacher.session.access_token }),
    ];
    for (const res of answers) expect([res.status < 500, res.headers.get('cache-control')]).toEqual([true, 'no-store']);
  });

  it('a served image keeps its private one-hour cache', async () => {
    const teacher = await t.signUp('teacher');
    const form = new FormData();
    form.append('file', new Blob([png()]), 'bild.png');
    const up = await t.app.request('/api/uploads/avatar', { method: 'POST', body: form, headers: { authorization: `Bearer ${teacher.session.access_token}` } });
    const { url } = (await up.json()) as { url: string };
    expect((await t.app.request(url)).headers.get('cache-control')).toBe('private, max-age=3600');
  });
});
