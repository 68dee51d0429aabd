import { expect } from 'vitest';
import type { createTestApp, ApiPath, Method } from './test-app.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
export type WorldUser = Awaited<ReturnType<T['signUp']>>;

/**
 * Every kind of caller of a permission matrix around one class (spec: owning teacher, other teacher,
 * enrolled student, student of another class, removed student, admin, anonymous): the owner's class
 * with a visible and a hidden lesson, two enrolled students and one to be removed, another teacher's
 * class with its own student. Tests add their blocks to the lessons; `removeStudent()` takes the
 * removed student out of the class (after they did what they did while enrolled). `opts.class`
 * adds fields to the owner's class.
 */
export async function classWorld(t: T, opts: { class?: { class_code?: string; description?: string } } = {}) {
  const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: WorldUser, body?: unknown) => t.call(method, path, { token: who.session.access_token, body });
  const owner = await t.signUp('teacher', 'Olga', 'Owner');
  const otherTeacher = await t.signUp('teacher', 'Otto', 'Other');
  const enrolled = await t.signUp('student', 'Emil', 'Enrolled');
  const second = await t.signUp('student', 'Berta', 'Second');
  const otherStudent = await t.signUp('student', 'Sara', 'Stranger');
  const removed = await t.signUp('student', 'Rita', 'Removed');
  const admin = await t.signUp('teacher', 'Adam', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  const cls = (await call('POST', '/api/teacher/classes', owner, { name: 'Klasse 5a', ...opts.class })).body;
  const otherCls = (await call('POST', '/api/teacher/classes', otherTeacher, { name: 'Klasse 6b' })).body;
  for (const s of [enrolled, second, removed]) await call('POST', '/api/student/classes/join', s, { code: cls.invitation_code });
  await call('POST', '/api/student/classes/join', otherStudent, { code: otherCls.invitation_code });
  const visible = (await call('POST', '/api/teacher/lessons', owner, { name: 'Sichtbar' })).body;
  const hidden = (await call('POST', '/api/teacher/lessons', owner, { name: 'Versteckt' })).body;
  expect((await call('POST', `/api/teacher/classes/${cls.id}/lessons`, owner, { lesson_ids: [visible.id, hidden.id] })).status).toBe(200);
  expect((await call('PATCH', `/api/teacher/classes/${cls.id}/lessons/${visible.id}`, owner, { is_visible: true })).status).toBe(200);
  const removeStudent = async () => {
    expect((await call('DELETE', `/api/teacher/classes/${cls.id}/students/${removed.user.id}`, owner)).status).toBe(204);
  };
  return { owner, otherTeacher, enrolled, second, otherStudent, removed, admin, cls, otherCls, visible, hidden, removeStudent };
}
