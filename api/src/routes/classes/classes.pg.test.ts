import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tok = (u: { session: { access_token: string } }) => u.session.access_token;

async function newClass(owner: { session: { access_token: string } }, body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name: 'Klasse 5a', ...body } });
  expect(res.status).toBe(201);
  return res.body;
}

/** Every kind of caller the permission matrix needs, around one class. */
async function world() {
  const owner = await t.signUp('teacher', 'Olga', 'Owner');
  const otherTeacher = await t.signUp('teacher', 'Otto', 'Other');
  const enrolled = await t.signUp('student', 'Emil', 'Enrolled');
  const otherStudent = await t.signUp('student', 'Sara', 'Stranger');
  const removed = await t.signUp('student', 'Rita', 'Removed');
  const admin = await t.signUp('teacher', 'Adam', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  const cls = await newClass(owner, { description: 'Deutsch', class_code: 'D5A' });
  for (const s of [enrolled, removed]) {
    expect((await t.call('POST', '/api/student/classes/join', { token: tok(s), body: { code: cls.invitation_code } })).status).toBe(201);
  }
  expect((await t.call('DELETE', `/api/teacher/classes/${cls.id}/students/${removed.user.id}`, { token: tok(owner) })).status).toBe(204);
  return { owner, otherTeacher, enrolled, otherStudent, removed, admin, cls };
}

describe('creating classes', () => {
  it('trims the name, validates the class code and generates an invitation code', async () => {
    const teacher = await t.signUp('teacher');
    const res = await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: '  Klasse 6b ', class_code: ' 6B ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Klasse 6b', class_code: '6B', student_count: 0, lesson_count: 0, abilities: ['view', 'manage', 'renewCode', 'createStudents', 'grantGameTry'] });
    expect(res.body.invitation_code).toMatch(/^[A-Z0-9]{6}$/);
    for (const class_code of ['A', 'ABCDEFGHIJK', 'ab-c']) {
      const bad = await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'X', class_code } });
      expect(bad.status).toBe(400);
      expect(bad.error).toEqual({ code: 'CLASS_CODE_INVALID', message: 'Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein' });
    }
    expect((await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: '   ' } })).status).toBe(400);
  });

  it('gives 50 parallel creations 50 distinct invitation codes', async () => {
    const teacher = await t.signUp('teacher');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: `Klasse ${i}` } })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.invitation_code)).size).toBe(50);
  });

  it('lists own classes newest first with counts, nothing of other teachers', async () => {
    const { owner, otherTeacher, cls } = await world();
    const second = await newClass(owner, { name: 'Klasse 5b' });
    const list = await t.call('GET', '/api/teacher/classes', { token: tok(owner) });
    expect(list.body.classes.map((c: { id: string }) => c.id)).toEqual([second.id, cls.id]);
    expect(list.body.classes[1]).toMatchObject({ student_count: 1, lesson_count: 0 });
    const others = await t.call('GET', '/api/teacher/classes', { token: tok(otherTeacher) });
    expect(others.body.classes).toEqual([]);
  });
});

describe('permission matrix', () => {
  it('GET /api/teacher/classes/{id}: only the owner', async () => {
    const w = await world();
    const path = `/api/teacher/classes/${w.cls.id}` as const;
    const own = await t.call('GET', path, { token: tok(w.owner) });
    expect(own.status).toBe(200);
    expect(own.body.students.map((s: { name: string }) => s.name)).toEqual(['Emil Enrolled']);
    const expectations: [unknown, number][] = [
      [w.otherTeacher, 403], [w.enrolled, 403], [w.otherStudent, 403], [w.removed, 403], [w.admin, 403], [null, 401],
    ];
    for (const [caller, status] of expectations) {
      const res = await t.call('GET', path, { token: caller ? tok(caller as never) : undefined });
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body)).not.toContain(w.cls.invitation_code);
      expect(JSON.stringify(res.body)).not.toContain('Emil');
    }
  });

  it('GET /api/student/classes/{id}: only actively enrolled students, without the invitation code or classmates', async () => {
    const w = await world();
    const path = `/api/student/classes/${w.cls.id}` as const;
    const mine = await t.call('GET', path, { token: tok(w.enrolled) });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ name: 'Klasse 5a', teacher_name: 'Olga Owner', student_count: 1, invitation_code: null, students: [], abilities: ['view', 'participate'] });
    const cases: [unknown, number, string?][] = [
      [w.otherStudent, 403, 'NOT_ENROLLED'], [w.removed, 403, 'NOT_ENROLLED'],
      [w.owner, 403, 'FORBIDDEN'], [w.otherTeacher, 403, 'FORBIDDEN'], [w.admin, 403, 'FORBIDDEN'], [null, 401, 'UNAUTHORIZED'],
    ];
    for (const [caller, status, code] of cases) {
      const res = await t.call('GET', path, { token: caller ? tok(caller as never) : undefined });
      expect([res.status, res.error?.code]).toEqual([status, code]);
      expect(JSON.stringify(res.body)).not.toContain('Klasse 5a');
    }
    const missing = await t.call('GET', '/api/student/classes/00000000-0000-4000-8000-000000000000', { token: tok(w.enrolled) });
    expect([missing.status, missing.error?.code]).toEqual([404, 'CLASS_NOT_FOUND']);
  });

  it('PATCH, DELETE and removing students: only the owner; everyone else changes nothing', async () => {
    const w = await world();
    for (const [caller, status] of [[w.otherTeacher, 403], [w.enrolled, 403], [w.otherStudent, 403], [w.admin, 403], [null, 401]] as const) {
      const token = caller ? tok(caller) : undefined;
      expect((await t.call('PATCH', `/api/teacher/classes/${w.cls.id}`, { token, body: { name: 'Gekapert' } })).status).toBe(status);
      expect((await t.call('DELETE', `/api/teacher/classes/${w.cls.id}/students/${w.enrolled.user.id}`, { token })).status).toBe(status);
      expect((await t.call('DELETE', `/api/teacher/classes/${w.cls.id}`, { token })).status).toBe(status);
    }
    const after = await t.call('GET', `/api/teacher/classes/${w.cls.id}`, { token: tok(w.owner) });
    expect(after.body).toMatchObject({ name: 'Klasse 5a', student_count: 1 });
    const upd = await t.call('PATCH', `/api/teacher/classes/${w.cls.id}`, { token: tok(w.owner), body: { name: 'Klasse 5c', class_code: '' } });
    expect(upd.body).toMatchObject({ name: 'Klasse 5c', class_code: null, description: 'Deutsch' });
  });
});

describe('joining', () => {
  it('accepts the code typed in lowercase with spaces, refuses a second join, and lists the class with the teacher name', async () => {
    const owner = await t.signUp('teacher', 'Tina', 'Lehrer');
    const student = await t.signUp('student');
    const cls = await newClass(owner);
    const join = await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: `  ${cls.invitation_code!.toLowerCase()} ` } });
    expect(join.status).toBe(201);
    const again = await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.invitation_code } });
    expect([again.status, again.error?.code, again.error?.message]).toEqual([409, 'ALREADY_ENROLLED', 'Already enrolled in this class']);
    const list = await t.call('GET', '/api/student/classes', { token: tok(student) });
    expect(list.body.classes).toHaveLength(1);
    expect(list.body.classes[0]!.class).toMatchObject({ id: cls.id, teacher_name: 'Tina Lehrer' });
  });

  it('answers an unknown code with CLASS_NOT_FOUND', async () => {
    const student = await t.signUp('student');
    const res = await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: 'NOPE42' } });
    expect([res.status, res.error?.code, res.error?.message]).toEqual([404, 'CLASS_NOT_FOUND', 'Class not found']);
  });

  it('lets a removed student join again; a double join at the same moment yields one active enrollment', async () => {
    const w = await world();
    const rejoin = await t.call('POST', '/api/student/classes/join', { token: tok(w.removed), body: { code: w.cls.invitation_code } });
    expect(rejoin.status).toBe(201);
    const racer = await t.signUp('student');
    const both = await Promise.all([1, 2].map(() =>
      t.call('POST', '/api/student/classes/join', { token: tok(racer), body: { code: w.cls.invitation_code } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ n }] = await t.sql<{ n: number }[]>`
      select count(*)::int as n from class_enrollments where student_id = ${racer.user.id} and status = 'active'` as unknown as [{ n: number }];
    expect(n).toBe(1);
  });

  it('only students join; teachers get 403', async () => {
    const teacher = await t.signUp('teacher');
    const res = await t.call('POST', '/api/student/classes/join', { token: tok(teacher), body: { code: 'ABCDEF' } });
    expect(res.status).toBe(403);
  });

  it('removed students no longer see the class', async () => {
    const w = await world();
    const list = await t.call('GET', '/api/student/classes', { token: tok(w.removed) });
    expect(list.body.classes).toEqual([]);
    const [row] = await t.sql<{ status: string; removed_at: Date | null }[]>`
      select status, removed_at from class_enrollments where student_id = ${w.removed.user.id}`;
    expect(row!.status).toBe('removed');
    expect(row!.removed_at).toBeInstanceOf(Date);
  });
});

describe('deleting a class', () => {
  async function classWithDependents() {
    const w = await world();
    const lesson = await t.sql<{ id: string }[]>`insert into lessons (teacher_id, name) values (${w.owner.user.id}, 'L1') returning id`;
    const block = await t.sql<{ id: string }[]>`insert into blocks (teacher_id, type) values (${w.owner.user.id}, 'reaction') returning id`;
    const classId = w.cls.id, studentId = w.enrolled.user.id, blockId = block[0]!.id;
    await t.sql`insert into class_lessons (lesson_id, class_id, order_position) values (${lesson[0]!.id}, ${classId}, 1)`;
    await t.sql`insert into activity_tracking (class_id, user_id, activity_type) values (${classId}, ${studentId}, 'view')`;
    await t.sql`insert into block_interactions (block_id, class_id, user_id, interaction_type, session_id, reaction) values (${blockId}, ${classId}, ${studentId}, 'reaction', 's1', '👍')`;
    await t.sql`insert into student_file_submissions (block_id, student_id, class_id, file_url, file_name, file_size) values (${blockId}, ${studentId}, ${classId}, '/f', 'a.pdf', 10)`;
    await t.sql`insert into student_submissions (class_id, student_id) values (${classId}, ${studentId})`;
    await t.sql`insert into user_presence (class_id, user_id) values (${classId}, ${studentId})`;
    return { ...w, lessonId: lesson[0]!.id };
  }

  const TABLES = ['activity_tracking', 'block_interactions', 'student_file_submissions', 'student_submissions', 'class_enrollments', 'class_lessons', 'user_presence'] as const;
  async function countFor(classId: string) {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [r] = await t.sql<{ n: number }[]>`select count(*)::int as n from ${t.sql(table)} where class_id = ${classId}`;
      counts[table] = r!.n;
    }
    const [c] = await t.sql<{ n: number }[]>`select count(*)::int as n from classes where id = ${classId}`;
    counts['classes'] = c!.n;
    return counts;
  }

  it('removes the class and every dependent; the lesson itself and the students stay', async () => {
    const w = await classWithDependents();
    expect((await t.call('DELETE', `/api/teacher/classes/${w.cls.id}`, { token: tok(w.owner) })).status).toBe(204);
    expect(Object.values(await countFor(w.cls.id)).every((n) => n === 0)).toBe(true);
    expect((await t.sql`select 1 from lessons where id = ${w.lessonId}`).length).toBe(1);
    expect((await t.call('GET', '/api/auth/session', { token: tok(w.enrolled) })).body.isValid).toBe(true);
  });

  it('is all or nothing: a failure midway leaves everything as it was', async () => {
    const w = await classWithDependents();
    const before = await countFor(w.cls.id);
    // Inject a failure in the middle of the cascade (after tracking, interactions and submissions were deleted).
    await t.sql.unsafe(`
      create or replace function fail_enrollment_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$;
      create trigger fail_enrollment_delete before delete on class_enrollments for each row execute function fail_enrollment_delete();`);
    try {
      const res = await t.call('DELETE', `/api/teacher/classes/${w.cls.id}`, { token: tok(w.owner) });
      expect(res.status).toBe(500);
      expect(res.error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    } finally {
      await t.sql.unsafe('drop trigger fail_enrollment_delete on class_enrollments');
    }
    expect(await countFor(w.cls.id)).toEqual(before);
    expect(before['activity_tracking']).toBe(1);
  });
});

describe('class pictures', () => {
  it('accepts only the teacher’s own uploaded class images', async () => {
    const teacher = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const form = new FormData();
    const { png } = await import('../../../test/file-fixtures.ts');
    form.append('file', new Blob([png()]), 'bild.png');
    const up = await t.app.request('/api/uploads/class-image', { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(teacher)}` } });
    const { url } = (await up.json()) as { url: string };
    const ok = await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'Mit Bild', picture_url: url } });
    expect([ok.status, ok.body.picture_url]).toEqual([201, url]);
    for (const picture_url of ['https://tracker.example.com/pixel.png', 'javascript:alert(1)', url.replace(teacher.user.id, other.user.id)]) {
      const bad = await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'X', picture_url } });
      expect(bad.status, picture_url).toBe(400);
    }
    const foreign = await t.call('POST', '/api/teacher/classes', { token: tok(other), body: { name: 'Fremd', picture_url: url } });
    expect(foreign.status).toBe(400);
    const patch = await t.call('PATCH', `/api/teacher/classes/${ok.body.id}`, { token: tok(teacher), body: { picture_url: 'https://evil.example/x.png' } });
    expect(patch.status).toBe(400);
  });
});

describe('class picture files', () => {
  async function uploadPicture(teacher: { session: { access_token: string } }) {
    const { png } = await import('../../../test/file-fixtures.ts');
    const form = new FormData();
    form.append('file', new Blob([png()]), 'bild.png');
    const res = await t.app.request('/api/uploads/class-image', { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(teacher)}` } });
    return (await res.json()) as { url: string; path: string };
  }
  const exists = async (path: string) => (await t.deps.storage.driver.get('content', path)) !== null;

  it('a replaced picture and the picture of a deleted class are removed from storage', async () => {
    const teacher = await t.signUp('teacher');
    const first = await uploadPicture(teacher);
    const second = await uploadPicture(teacher);
    const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'Bilder', picture_url: first.url } })).body;
    expect(await exists(first.path)).toBe(true);

    await t.call('PATCH', `/api/teacher/classes/${cls.id}`, { token: tok(teacher), body: { name: 'Bilder 2' } });
    expect(await exists(first.path)).toBe(true); // untouched picture stays

    await t.call('PATCH', `/api/teacher/classes/${cls.id}`, { token: tok(teacher), body: { picture_url: second.url } });
    expect(await exists(first.path)).toBe(false);
    expect(await exists(second.path)).toBe(true);

    expect((await t.call('DELETE', `/api/teacher/classes/${cls.id}`, { token: tok(teacher) })).status).toBe(204);
    expect(await exists(second.path)).toBe(false);
    const rows = await t.sql`select 1 from media_files where storage_path in (${first.path}, ${second.path})`;
    expect(rows.length).toBe(0);
  });
});
