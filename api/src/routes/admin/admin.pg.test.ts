import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import { ensureAdminAccount, promoteToAdmin } from '../../services/admin-bootstrap.ts';
import * as fx from '../../../test/file-fixtures.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type U = Awaited<ReturnType<T['signUp']>>;
const tok = (u: U) => u.session.access_token;

async function makeAdmin(first = 'Ada') {
  const u = await t.signUp('teacher', first, 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${u.user.id}`;
  return u;
}

async function uploadAs(u: U, url: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'bild.png');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await t.app.request(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(u)}` } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { url: string; path: string };
}

describe('permission matrix for every admin route', () => {
  it('admin 2xx, teacher and student 403, anonymous 401', async () => {
    const admin = await makeAdmin();
    const teacher = await t.signUp('teacher');
    const student = await t.signUp('student');
    const target = await t.signUp('student', 'Ziel', 'Person');
    const id = target.user.id;
    const routes: [Method, ApiPath, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${id}`, { bio: 'Hallo' }],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'student' }],
      ['GET', `/api/admin/users/${id}/classes`],
      ['GET', `/api/admin/users/${id}/lessons`],
      ['GET', `/api/admin/users/${id}/enrollments`],
      ['DELETE', `/api/admin/users/${id}`],
    ];
    for (const [method, path, body] of routes) {
      for (const [caller, status] of [[teacher, 403], [student, 403], [null, 401]] as const) {
        const res = await t.call(method, path, { token: caller ? tok(caller) : undefined, body });
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(JSON.stringify(res.body)).not.toContain(target.email);
      }
    }
    // The target is untouched by all refused calls, then the admin may do each.
    const [row] = await t.sql<{ bio: string | null }[]>`select bio from user_profiles where id = ${id}`;
    expect(row!.bio).toBeNull();
    for (const [method, path, body] of routes) {
      const res = await t.call(method, path, { token: tok(admin), body });
      expect(res.status, `${method} ${path}`).toBe(method === 'DELETE' ? 204 : 200);
    }
  });
});

describe('listing users', () => {
  it('is newest first, paged, searchable by name or email, with counters', async () => {
    const fresh = await createTestApp();
    try {
      const a = await fresh.signUp('teacher', 'Zora', 'Zwicky');
      await fresh.sql`update user_profiles set role = 'admin' where id = ${a.user.id}`;
      const others = [];
      for (let i = 0; i < 5; i++) others.push(await fresh.signUp(i % 2 ? 'teacher' : 'student', `Kind${i}`, 'Muster'));
      const page1 = await fresh.call('GET', '/api/admin/users?page=1&pageSize=2', { token: tok(a) });
      expect(page1.body.total).toBe(6);
      expect(page1.body.counts).toEqual({ total: 6, teachers: 2, students: 3, admins: 1 });
      expect(page1.body.users.map((u: { id: string }) => u.id)).toEqual([others[4]!.user.id, others[3]!.user.id]);
      const page3 = await fresh.call('GET', '/api/admin/users?page=3&pageSize=2', { token: tok(a) });
      expect(page3.body.users.map((u: { id: string }) => u.id)).toEqual([others[0]!.user.id, a.user.id]);
      const byName = await fresh.call('GET', '/api/admin/users?q=zwick', { token: tok(a) });
      expect(byName.body.users.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
      expect(byName.body.total).toBe(1);
      const byEmail = await fresh.call('GET', `/api/admin/users?q=${encodeURIComponent(others[2]!.email.toUpperCase())}`, { token: tok(a) });
      expect(byEmail.body.users.map((u) => u.email)).toEqual([others[2]!.email]);
      const wildcard = await fresh.call('GET', '/api/admin/users?q=%25', { token: tok(a) });
      expect(wildcard.body.users).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('editing users', () => {
  it('updates names and bio and recomputes the display name', async () => {
    const admin = await makeAdmin();
    const s = await t.signUp('student', 'Alt', 'Name');
    const res = await t.call('PATCH', `/api/admin/users/${s.user.id}`, { token: tok(admin), body: { first_name: ' Neu ', last_name: 'Person', bio: 'Mag Flaggen' } });
    expect(res.body).toMatchObject({ first_name: 'Neu', last_name: 'Person', display_name: 'Neu Person', bio: 'Mag Flaggen', role: 'student' });
  });

  it('changes roles; the new role decides at the next validation', async () => {
    const admin = await makeAdmin();
    const s = await t.signUp('student');
    const res = await t.call('PUT', `/api/admin/users/${s.user.id}/role`, { token: tok(admin), body: { role: 'teacher' } });
    expect(res.body.role).toBe('teacher');
    expect((await t.call('GET', '/api/auth/session', { token: tok(s) })).body.profile!.role).toBe('teacher');
    expect((await t.call('GET', '/api/teacher/classes', { token: tok(s) })).status).toBe(200);
    const bad = await t.call('PUT', `/api/admin/users/${s.user.id}/role`, { token: tok(admin), body: { role: 'superuser' } });
    expect(bad.status).toBe(400);
  });
});

describe('admin safety rules', () => {
  it('an admin cannot delete or demote themselves; the last admin can never be removed', async () => {
    const fresh = await createTestApp();
    try {
      const only = await fresh.signUp('teacher', 'Einzige', 'Admin');
      await fresh.sql`update user_profiles set role = 'admin' where id = ${only.user.id}`;
      const self = await fresh.call('DELETE', `/api/admin/users/${only.user.id}`, { token: tok(only) });
      expect([self.status, self.error?.code]).toEqual([409, 'CANNOT_DELETE_SELF']);
      const demote = await fresh.call('PUT', `/api/admin/users/${only.user.id}/role`, { token: tok(only), body: { role: 'teacher' } });
      expect([demote.status, demote.error?.code]).toEqual([409, 'CANNOT_CHANGE_OWN_ROLE']);

      // Two admins demoting each other at the same moment: one must remain.
      const second = await fresh.signUp('teacher', 'Zweite', 'Admin');
      await fresh.sql`update user_profiles set role = 'admin' where id = ${second.user.id}`;
      const [r1, r2] = await Promise.all([
        fresh.call('PUT', `/api/admin/users/${second.user.id}/role`, { token: tok(only), body: { role: 'teacher' } }),
        fresh.call('PUT', `/api/admin/users/${only.user.id}/role`, { token: tok(second), body: { role: 'teacher' } }),
      ]);
      const statuses = [r1.status, r2.status].sort();
      // Either one succeeded and the other is refused (LAST_ADMIN or, having lost the role, FORBIDDEN) — never both.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const [{ n }] = (await fresh.sql<{ n: number }[]>`select count(*)::int as n from user_profiles where role = 'admin'`) as unknown as [{ n: number }];
      expect(n).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('deleting the last admin through another path is refused too', async () => {
    const fresh = await createTestApp();
    try {
      const a = await fresh.signUp('teacher', 'A', 'Admin');
      const b = await fresh.signUp('teacher', 'B', 'Admin');
      await fresh.sql`update user_profiles set role = 'admin' where id in (${a.user.id}, ${b.user.id})`;
      expect((await fresh.call('DELETE', `/api/admin/users/${b.user.id}`, { token: tok(a) })).status).toBe(204);
      // a is now the last admin; b's tokens are dead, so nobody else can remove a.
      expect((await fresh.call('DELETE', `/api/admin/users/${a.user.id}`, { token: tok(b) })).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

describe('deleting a user with all of their data', () => {
  it('removes a teacher, their classes with every dependent, lessons, blocks, games and files; students stay', async () => {
    const admin = await makeAdmin();
    const teacher = await t.signUp('teacher', 'Weg', 'Lehrer');
    const student = await t.signUp('student', 'Bleibt', 'Schülerin');
    const tid = teacher.user.id;
    const sid = student.user.id;

    // A class with a student and a picture, a lesson with a block in the class, a game, uploads.
    const picture = await uploadAs(teacher, '/api/uploads/class-image', fx.png());
    const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'Klasse', picture_url: picture.url } })).body;
    expect((await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.invitation_code } })).status).toBe(201);
    await uploadAs(teacher, '/api/uploads/avatar', fx.png());
    await uploadAs(teacher, '/api/uploads/content?kind=blocks', fx.pdf());
    const [lesson] = await t.sql<{ id: string }[]>`insert into lessons (teacher_id, name) values (${tid}, 'Lektion') returning id`;
    const [block] = await t.sql<{ id: string }[]>`insert into blocks (teacher_id, type, content)
      values (${tid}, 'file_upload', ${t.sql.json({ mode: 'upload', allowedFormats: ['.pdf'], maxFileSize: 3145728, submissionDeadline: null })}) returning id`;
    await t.sql`insert into class_lessons (lesson_id, class_id, order_position, is_visible) values (${lesson!.id}, ${cls.id}, 1, true)`;
    await t.sql`insert into lesson_blocks (lesson_id, block_id, order_position) values (${lesson!.id}, ${block!.id}, 1)`;
    await t.sql`insert into custom_games (teacher_id, template_id, name) values (${tid}, 'matching', 'Spiel')`;
    // A hand-in through the file block's own route (stored under the class, recorded in student_file_submissions).
    await uploadAs(student, `/api/student/classes/${cls.id}/file-blocks/${block!.id}/submissions`, fx.pdf());
    await t.sql`insert into block_interactions (block_id, class_id, user_id, interaction_type, session_id, reaction) values (${block!.id}, ${cls.id}, ${sid}, 'reaction', 'x', '👍')`;
    await t.sql`insert into activity_tracking (class_id, user_id, activity_type) values (${cls.id}, ${tid}, 'open')`;
    await t.sql`insert into user_presence (class_id, user_id) values (${cls.id}, ${sid})`;
    const driver = t.deps.storage.driver;
    expect((await driver.list('content', `teachers/${tid}/`)).length).toBeGreaterThan(0);
    expect((await driver.list('avatars', `${tid}/`)).length).toBe(1);
    expect((await driver.list('submissions', `${cls.id}/`)).length).toBe(1);

    expect((await t.call('DELETE', `/api/admin/users/${tid}`, { token: tok(admin) })).status).toBe(204);

    // No row anywhere still refers to the teacher or their class.
    const refs = await t.sql<{ table_name: string; column_name: string }[]>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
        and column_name in ('id', 'user_id', 'teacher_id', 'student_id', 'class_id')`;
    for (const { table_name, column_name } of refs) {
      for (const value of [tid, cls.id]) {
        const [r] = await t.sql<{ n: number }[]>`select count(*)::int as n from ${t.sql(table_name)} where ${t.sql(column_name)}::text = ${value}`;
        expect(r!.n, `${table_name}.${column_name}`).toBe(0);
      }
    }
    for (const table of ['lessons', 'blocks', 'lesson_blocks', 'custom_games', 'media_files']) {
      const [r] = await t.sql<{ n: number }[]>`select count(*)::int as n from ${t.sql(table)}
        where ${t.sql(table === 'lesson_blocks' ? 'lesson_id' : table === 'media_files' ? 'user_id' : 'teacher_id')}::text = ${table === 'lesson_blocks' ? lesson!.id : tid}`;
      expect(r!.n, table).toBe(0);
    }
    // No stored file of theirs remains.
    expect(await driver.list('content', `teachers/${tid}/`)).toEqual([]);
    expect(await driver.list('avatars', `${tid}/`)).toEqual([]);
    expect(await driver.list('submissions', `${cls.id}/`)).toEqual([]);
    // The student's account remains and works.
    const v = await t.call('GET', '/api/auth/session', { token: tok(student) });
    expect(v.body).toMatchObject({ isValid: true, profile: { id: sid } });
    expect((await t.call('GET', '/api/student/classes', { token: tok(student) })).body.classes).toEqual([]);
  });

  it("rejects a deleted user's access and refresh tokens at once, and the login", async () => {
    const admin = await makeAdmin();
    const s = await t.signUp('student');
    expect((await t.call('DELETE', `/api/admin/users/${s.user.id}`, { token: tok(admin) })).status).toBe(204);
    expect((await t.call('GET', '/api/auth/user', { token: tok(s) })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: s.session.refresh_token } })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: s.email, password: s.password } });
    expect(login.error?.code).toBe('INVALID_CREDENTIALS');
    expect((await t.call('DELETE', `/api/admin/users/${s.user.id}`, { token: tok(admin) })).status).toBe(404);
  });

  it("lists a teacher's classes and lessons and a student's enrollments for the info panel", async () => {
    const admin = await makeAdmin();
    const teacher = await t.signUp('teacher', 'Info', 'Lehrer');
    const student = await t.signUp('student');
    const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'Info-Klasse' } })).body;
    await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.invitation_code } });
    await t.sql`insert into lessons (teacher_id, name) values (${teacher.user.id}, 'Info-Lektion')`;
    const classes = await t.call('GET', `/api/admin/users/${teacher.user.id}/classes`, { token: tok(admin) });
    expect(classes.body.classes).toEqual([expect.objectContaining({ name: 'Info-Klasse', student_count: 1 })]);
    const lessons = await t.call('GET', `/api/admin/users/${teacher.user.id}/lessons`, { token: tok(admin) });
    expect(lessons.body.lessons).toEqual([expect.objectContaining({ name: 'Info-Lektion' })]);
    const enr = await t.call('GET', `/api/admin/users/${student.user.id}/enrollments`, { token: tok(admin) });
    expect(enr.body.enrollments).toEqual([expect.objectContaining({ class_name: 'Info-Klasse', teacher_name: 'Info Lehrer', status: 'active' })]);
  });
});

describe('bootstrapping the first admin', () => {
  it('ADMIN_EMAIL creates the account, promotes an existing one, and is idempotent', async () => {
    expect(await ensureAdminAccount(t.sql, { email: 'Chefin@Schule.ch', password: 'geheim123' })).toBe('created');
    expect(await ensureAdminAccount(t.sql, { email: 'chefin@schule.ch', password: 'anderes' })).toBe('unchanged');
    const login = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: 'chefin@schule.ch', password: 'geheim123' } });
    expect((await t.call('GET', '/api/auth/session', { token: login.body.access_token })).body.profile!.role).toBe('admin');
    const teacher = await t.signUp('teacher');
    expect(await ensureAdminAccount(t.sql, { email: teacher.email })).toBe('promoted');
    await expect(ensureAdminAccount(t.sql, { email: 'neu@schule.ch' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('promote <email> promotes existing accounts only', async () => {
    const s = await t.signUp('student');
    expect(await promoteToAdmin(t.sql, s.email.toUpperCase())).toBe('promoted');
    expect(await promoteToAdmin(t.sql, s.email)).toBe('unchanged');
    expect(await promoteToAdmin(t.sql, 'gibtsnicht@schule.ch')).toBe('not-found');
  });
});
