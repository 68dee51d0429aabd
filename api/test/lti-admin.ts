import type { createTestApp } from './test-app.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;

/** An admin of the test app (a teacher promoted in the database), signed in. */
export async function signUpAdmin(t: T) {
  const admin = await t.signUp('teacher', 'Ada', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  return admin;
}

/** A fresh one-time registration link ('Registrierungslink erzeugen'), made by a new admin. */
export async function registrationLink(t: T): Promise<string> {
  const admin = await signUpAdmin(t);
  const res = await t.call('POST', '/api/admin/lti/registration-links', { token: admin.session.access_token });
  if (res.status !== 201) throw new Error(`registration link: ${res.status} ${JSON.stringify(res.error)}`);
  return res.body.url;
}
