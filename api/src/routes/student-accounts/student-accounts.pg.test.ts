import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tok = (u: { session: { access_token: string } }) => u.session.access_token;
type Account = { student_id: string; name: string; username: string; password: string };

async function newClass(owner: { session: { access_token: string } }, name = 'Klasse 4b') {
  const res = await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

const create = (token: string, classId: string, students: { first_name: string; last_name?: string }[]) =>
  t.call('POST', `/api/teacher/classes/${classId}/student-accounts`, { token, body: { students } });

const signIn = (login: string, password: string) =>
  t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: login, password } });

const countAccounts = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from auth_users where username is not null`)[0]!.n;

describe('Lernende erfassen (bulk creation)', () => {
  it('creates one enrolled account per name with a readable unique username and a child-friendly password', async () => {
    const teacher = await t.signUp('teacher', 'Tina', 'Lehrer');
    const cls = await newClass(teacher);
    const res = await create(tok(teacher), cls.id, [
      { first_name: 'Mia', last_name: 'Keller' }, { first_name: 'Jörg', last_name: 'Müller-Strässle' }, { first_name: 'Mia', last_name: 'Keller' },
    ]);
    expect(res.status).toBe(201);
    const accounts = res.body.accounts as Account[];
    expect(res.body.class_name).toBe('Klasse 4b');
    expect(accounts.map((a) => a.name)).toEqual(['Mia Keller', 'Jörg Müller-Strässle', 'Mia Keller']);
    expect(accounts[0]!.username).toMatch(/^mia\.keller\d{1,4}$/);
    expect(accounts[1]!.username).toMatch(/^joerg\.muellerstraess\d{1,4}$/);
    expect(new Set(accounts.map((a) => a.username)).size).toBe(3);
    for (const a of accounts) expect(a.password).toMatch(/^[a-km-z]+-[a-km-z]+[2-9]{2}$/);

    const detail = await t.call('GET', `/api/teacher/classes/${cls.id}`, { token: tok(teacher) });
    expect(detail.body.student_count).toBe(3);
    expect(detail.body.students.map((s) => s.username).sort()).toEqual(accounts.map((a) => a.username).sort());
    // No password is stored in clear.
    const stored = await t.sql<{ password_hash: string; email: string | null }[]>`select password_hash, email from auth_users where id = ${accounts[0]!.student_id}`;
    expect(stored[0]!.email).toBeNull();
    expect(stored[0]!.password_hash).not.toContain(accounts[0]!.password);
  });

  it('a failure midway leaves nothing: no account, no profile, no enrollment', async () => {
    const teacher = await t.signUp('teacher');
    const cls = await newClass(teacher);
    const before = await countAccounts();
    // A real failure on the third insert (a trigger), inside the one transaction.
    await t.sql.unsafe(`
      create or replace function fail_on_fehler() returns trigger language plpgsql as $$
      begin if new.last_name = 'Fehler' then raise exception 'boom'; end if; return new; end $$;
      create trigger fail_on_fehler before insert on user_profiles for each row execute function fail_on_fehler();`);
    try {
      const res = await create(tok(teacher), cls.id, [
        { first_name: 'Ada', last_name: 'Eins' }, { first_name: 'Ben', last_name: 'Zwei' }, { first_name: 'Cem', last_name: 'Fehler' },
      ]);
      expect(res.status).toBe(500);
    } finally {
      await t.sql.unsafe('drop trigger fail_on_fehler on user_profiles; drop function fail_on_fehler();');
    }
    expect(await countAccounts()).toBe(before);
    const [enrolled] = await t.sql<{ n: number }[]>`select count(*)::int as n from class_enrollments where class_id = ${cls.id}`;
    expect(enrolled!.n).toBe(0);
    const [profiles] = await t.sql<{ n: number }[]>`select count(*)::int as n from user_profiles where last_name in ('Eins', 'Zwei')`;
    expect(profiles!.n).toBe(0);
  });

  it('limits: at most 60 names (TOO_MANY_STUDENTS), at least one (NO_STUDENT_NAMES)', async () => {
    const teacher = await t.signUp('teacher');
    const cls = await newClass(teacher);
    const many = Array.from({ length: 61 }, (_, i) => ({ first_name: `Kind${i}`, last_name: 'Muster' }));
    const before = await countAccounts();
    const tooMany = await create(tok(teacher), cls.id, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.code).toBe('TOO_MANY_STUDENTS');
    expect(await countAccounts()).toBe(before);
    const none = await create(tok(teacher), cls.id, []);
    expect(none.error?.code).toBe('NO_STUDENT_NAMES');
  });

  it('permission matrix: only the class’s own teacher; students, other teachers, admins and anonymous callers not', async () => {
    const owner = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const student = await t.signUp('student');
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const cls = await newClass(owner);
    const names = [{ first_name: 'Uwe', last_name: 'Unbefugt' }];
    const before = await countAccounts();
    expect((await create(tok(other), cls.id, names)).error?.code).toBe('NOT_CLASS_OWNER');
    expect((await create(tok(student), cls.id, names)).status).toBe(403);
    expect((await create(tok(admin), cls.id, names)).status).toBe(403);
    expect((await t.call('POST', `/api/teacher/classes/${cls.id}/student-accounts`, { body: { students: names } })).status).toBe(401);
    expect((await create(tok(owner), '00000000-0000-4000-8000-000000000000', names)).error?.code).toBe('CLASS_NOT_FOUND');
    expect(await countAccounts()).toBe(before);
    expect((await create(tok(owner), cls.id, names)).status).toBe(201);
  });

  it('is rate-limited per teacher (429 RATE_LIMITED)', async () => {
    const limited = await createTestApp();
    try {
      (limited.deps.limiter.settings as { studentAccounts: number }).studentAccounts = 2;
      const teacher = await limited.signUp('teacher');
      const res = await limited.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'Klasse' } });
      const send = () => limited.call('POST', `/api/teacher/classes/${res.body.id}/student-accounts`, {
        token: tok(teacher), body: { students: [{ first_name: 'Ida', last_name: 'Idee' }] },
      });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.error?.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('signing in with a username', () => {
  it('works case-insensitively and lands as a student enrolled in the class', async () => {
    const teacher = await t.signUp('teacher');
    const cls = await newClass(teacher, 'Klasse 3c');
    const [acc] = (await create(tok(teacher), cls.id, [{ first_name: 'Lea', last_name: 'Bauer' }])).body.accounts as Account[];
    const res = await signIn(`  ${acc!.username.toUpperCase()} `, acc!.password);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: null, username: acc!.username });
    const me = await t.call('GET', '/api/profiles/me', { token: res.body.access_token });
    expect(me.body).toMatchObject({ role: 'student', email: null, username: acc!.username, first_name: 'Lea' });
    const classes = await t.call('GET', '/api/student/classes', { token: res.body.access_token });
    expect(classes.body.classes.map((c: { class: { name: string } }) => c.class.name)).toEqual(['Klasse 3c']);
    const validation = await t.call('GET', '/api/auth/session', { token: res.body.access_token });
    expect(validation.body.isValid).toBe(true);
  });

  it('unknown username and wrong password answer the same error (no enumeration)', async () => {
    const teacher = await t.signUp('teacher');
    const cls = await newClass(teacher);
    const [acc] = (await create(tok(teacher), cls.id, [{ first_name: 'Noa', last_name: 'Neu' }])).body.accounts as Account[];
    const wrong = await signIn(acc!.username, 'falsch-falsch22');
    const unknown = await signIn('niemand.hier42', 'falsch-falsch22');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.error?.code).toBe('INVALID_CREDENTIALS');

    // Similar timing: an unknown username is checked against a dummy hash too (scrypt either way).
    const median = async (login: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await signIn(login, 'falsch-falsch22');
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[1]!;
    };
    const [wrongMs, unknownMs] = [await median(acc!.username), await median('niemand.hier42')];
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.3);
  });

  it('e-mail accounts still sign in and sign up as before', async () => {
    const s = await t.signUp('student', 'Eva', 'Mail');
    const res = await signIn(s.email.toUpperCase(), s.password);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(s.email);
    expect(res.body.user.username).toBeNull();
  });
});

describe('Passwort zurücksetzen', () => {
  it('gives a new password once; the old password and every session stop working at once', async () => {
    const teacher = await t.signUp('teacher');
    const cls = await newClass(teacher);
    const [acc] = (await create(tok(teacher), cls.id, [{ first_name: 'Tom', last_name: 'Vergessen' }])).body.accounts as Account[];
    const signedIn = await signIn(acc!.username, acc!.password);
    const session = { ...signedIn.body, refresh_token: t.refreshCookie(signedIn) };
    expect((await t.call('GET', '/api/student/classes', { token: session.access_token })).status).toBe(200);

    const reset = await t.call('POST', `/api/teacher/classes/${cls.id}/students/${acc!.student_id}/password`, { token: tok(teacher) });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ student_id: acc!.student_id, username: acc!.username, name: 'Tom Vergessen' });
    expect(reset.body.password).not.toBe(acc!.password);

    expect((await t.call('GET', '/api/student/classes', { token: session.access_token })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } })).status).toBe(401);
    expect((await signIn(acc!.username, acc!.password)).status).toBe(400);
    expect((await signIn(acc!.username, reset.body.password)).status).toBe(200);
  });

  it('only the class’s teacher, only for username students of the class', async () => {
    const owner = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const cls = await newClass(owner);
    const [acc] = (await create(tok(owner), cls.id, [{ first_name: 'Pia', last_name: 'Punkt' }])).body.accounts as Account[];
    const mailStudent = await t.signUp('student');
    await t.call('POST', '/api/student/classes/join', { token: tok(mailStudent), body: { code: cls.invitation_code } });
    const reset = (token: string, studentId: string, classId = cls.id) =>
      t.call('POST', `/api/teacher/classes/${classId}/students/${studentId}/password`, { token });
    expect((await reset(tok(other), acc!.student_id)).error?.code).toBe('NOT_CLASS_OWNER');
    const student = (await signIn(acc!.username, acc!.password)).body;
    expect((await reset(student.access_token, acc!.student_id)).status).toBe(403);
    expect((await reset(tok(owner), mailStudent.user.id)).error?.code).toBe('NOT_A_USERNAME_ACCOUNT');
    const otherCls = await newClass(owner, 'Andere');
    expect((await reset(tok(owner), acc!.student_id, otherCls.id)).error?.code).toBe('STUDENT_NOT_IN_CLASS');
    // None of that changed the password.
    expect((await signIn(acc!.username, acc!.password)).status).toBe(200);
  });
});

describe('a shared pupil stays with the teacher who made the account (security finding 10)', () => {
  const reset = (token: string, classId: string, studentId: string) =>
    t.call('POST', `/api/teacher/classes/${classId}/students/${studentId}/password`, { token });
  const askForReset = (token: string, classId: string, studentId: string) =>
    t.call('POST', `/api/teacher/classes/${classId}/students/${studentId}/password-reset-request`, { token });
  const hashOf = async (id: string) => (await t.sql<{ password_hash: string }[]>`select password_hash from auth_users where id = ${id}`)[0]!.password_hash;
  const loginIn = async (token: string, classId: string, studentId: string) =>
    ((await t.call('GET', `/api/teacher/classes/${classId}`, { token })).body.students as { student_id: string; login: Record<string, unknown> }[])
      .find((s) => s.student_id === studentId)!.login;

  /** Teacher A creates a pupil in A's class; the pupil joins teacher B's class with B's code. */
  async function sharedPupil() {
    const a = await t.signUp('teacher', 'Anna', 'Ammann');
    const b = await t.signUp('teacher', 'Beat', 'Brunner');
    const clsA = await newClass(a, 'Klasse A');
    const clsB = await newClass(b, 'Klasse B');
    const [acc] = (await create(tok(a), clsA.id, [{ first_name: 'Pia', last_name: 'Geteilt' }])).body.accounts as Account[];
    const pupil = (await signIn(acc!.username, acc!.password)).body;
    expect((await t.call('POST', '/api/student/classes/join', { token: pupil.access_token, body: { code: clsB.invitation_code } })).status).toBe(201);
    return { a, b, clsA, clsB, acc: acc!, pupilToken: pupil.access_token as string };
  }

  it("the other class's teacher cannot take the account over: 403 STUDENT_ACCOUNT_NOT_CREATOR, password and sessions unchanged", async () => {
    const { b, clsB, acc, pupilToken } = await sharedPupil();
    const before = await hashOf(acc.student_id);
    const res = await reset(tok(b), clsB.id, acc.student_id);
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('STUDENT_ACCOUNT_NOT_CREATOR');
    expect(res.body).not.toHaveProperty('password');
    expect(await hashOf(acc.student_id)).toBe(before);
    expect((await t.call('GET', '/api/student/classes', { token: pupilToken })).status).toBe(200);
    expect((await signIn(acc.username, acc.password)).status).toBe(200);
  });

  it('the other teacher asks for a reset; the creator sees the request and the other class, resets, and the request is gone', async () => {
    const { a, b, clsA, clsB, acc } = await sharedPupil();
    // B sees who manages the login and may only ask.
    expect(await loginIn(tok(b), clsB.id, acc.student_id)).toEqual({
      abilities: ['requestReset'], created_by_name: 'Anna Ammann', reset_requested: false, reset_requests: [], other_classes: [],
    });
    // A sees the other class (its name and teacher, nothing more).
    expect(await loginIn(tok(a), clsA.id, acc.student_id)).toEqual({
      abilities: ['resetPassword'], created_by_name: 'Anna Ammann', reset_requested: false, reset_requests: [],
      other_classes: [{ class_name: 'Klasse B', teacher_name: 'Beat Brunner' }],
    });

    const asked = await askForReset(tok(b), clsB.id, acc.student_id);
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ student_id: acc.student_id, requested_at: expect.any(String) });
    expect((await askForReset(tok(b), clsB.id, acc.student_id)).status).toBe(201); // asking twice is one request
    expect(await loginIn(tok(b), clsB.id, acc.student_id)).toMatchObject({ reset_requested: true, reset_requests: [] });
    const seenByA = await loginIn(tok(a), clsA.id, acc.student_id);
    expect(seenByA.reset_requests).toEqual([{ teacher_name: 'Beat Brunner', requested_at: expect.any(String) }]);

    // The creator cannot ask themselves, a stranger cannot ask at all.
    expect((await askForReset(tok(a), clsA.id, acc.student_id)).status).toBe(409);
    const stranger = await t.signUp('teacher');
    expect((await askForReset(tok(stranger), clsB.id, acc.student_id)).error?.code).toBe('NOT_CLASS_OWNER');

    const done = await reset(tok(a), clsA.id, acc.student_id);
    expect(done.status).toBe(200);
    expect((await signIn(acc.username, done.body.password)).status).toBe(200);
    expect((await loginIn(tok(a), clsA.id, acc.student_id)).reset_requests).toEqual([]);
    expect((await loginIn(tok(b), clsB.id, acc.student_id)).reset_requested).toBe(false);
  });

  it('the creator keeps the account when the pupil is only in the other class; an admin may reset any username account', async () => {
    const { a, clsA, clsB, acc } = await sharedPupil();
    expect((await t.call('DELETE', `/api/teacher/classes/${clsA.id}/students/${acc.student_id}`, { token: tok(a) })).status).toBe(204);
    expect((await reset(tok(a), clsB.id, acc.student_id)).status).toBe(200);

    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const before = await hashOf(acc.student_id);
    const byAdmin = await reset(tok(admin), clsB.id, acc.student_id);
    expect(byAdmin.status).toBe(200);
    expect(await hashOf(acc.student_id)).not.toBe(before);
    expect((await signIn(acc.username, byAdmin.body.password)).status).toBe(200);
  });

  it("the migration gives existing username accounts the teacher of the class they were created in, and nobody else's", async () => {
    const { clsA, acc, a } = await sharedPupil();
    const orphanTeacher = await t.signUp('teacher');
    const gone = await newClass(orphanTeacher, 'Gelöscht');
    const [orphan] = (await create(tok(orphanTeacher), gone.id, [{ first_name: 'Ole', last_name: 'Waise' }])).body.accounts as Account[];
    expect((await t.call('DELETE', `/api/teacher/classes/${gone.id}`, { token: tok(orphanTeacher) })).status).toBe(204);
    // As before the migration: no creator recorded.
    await t.sql`update auth_users set created_by = null where id in ${t.sql([acc.student_id, orphan!.student_id])}`;
    await t.sql.file(new URL('../../db/migrations/00016_student-account-creator/index.sql', import.meta.url).pathname);
    const rows = await t.sql<{ id: string; created_by: string | null }[]>`
      select id, created_by from auth_users where id in ${t.sql([acc.student_id, orphan!.student_id])}`;
    const creatorOf = Object.fromEntries(rows.map((r) => [r.id, r.created_by]));
    // Created in A's class (same transaction as its enrollment): A, not B whose class it joined later.
    expect(creatorOf[acc.student_id]).toBe(a.user.id);
    expect(clsA.teacher_id).toBe(a.user.id);
    // The class it was created in is gone: no creator (an admin resets it), rather than a guess.
    expect(creatorOf[orphan!.student_id]).toBeNull();
  });
});

describe('admin panel', () => {
  it('lists username accounts (username, no e-mail), finds them by username and deletes them with their data', async () => {
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const teacher = await t.signUp('teacher');
    const cls = await newClass(teacher);
    const [acc] = (await create(tok(teacher), cls.id, [{ first_name: 'Kim', last_name: 'Kartei' }])).body.accounts as Account[];
    const list = await t.call('GET', `/api/admin/users?q=${encodeURIComponent(acc!.username)}`, { token: tok(admin) });
    expect(list.status).toBe(200);
    expect(list.body.users).toHaveLength(1);
    expect(list.body.users[0]).toMatchObject({ id: acc!.student_id, email: null, username: acc!.username, role: 'student' });

    const del = await t.call('DELETE', `/api/admin/users/${acc!.student_id}`, { token: tok(admin) });
    expect(del.status).toBe(204);
    const [left] = await t.sql<{ n: number }[]>`
      select (select count(*) from auth_users where id = ${acc!.student_id})
           + (select count(*) from user_profiles where id = ${acc!.student_id})
           + (select count(*) from class_enrollments where student_id = ${acc!.student_id}) as n`;
    expect(Number(left!.n)).toBe(0);
    expect((await signIn(acc!.username, acc!.password)).status).toBe(400);
  });
});
