import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t?.close());

describe('GET /api/profiles/me', () => {
  it('answers the caller’s own profile', async () => {
    const { session, user } = await t.signUp('teacher', 'Lena', 'Huber');
    const res = await t.client(session.access_token).api.profiles.me.$get();
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    const profile = await res.json();
    expect(profile).toMatchObject({
      id: user.id, role: 'teacher', first_name: 'Lena', last_name: 'Huber', display_name: 'Lena Huber',
      avatar_url: null, bio: null, email: user.email,
    });
    expect(new Date(profile.created_at).toISOString()).toBe(profile.created_at);
  });

  it('answers 401 UNAUTHORIZED without a token, with a bad token, and after logout', async () => {
    expect((await t.call('GET', '/api/profiles/me')).error?.code).toBe('UNAUTHORIZED');
    expect((await t.call('GET', '/api/profiles/me', { token: 'kein.gueltiges.token' })).status).toBe(401);
    const { session } = await t.signUp('student');
    await t.call('POST', '/api/auth/logout', { token: session.access_token });
    const after = await t.call('GET', '/api/profiles/me', { token: session.access_token });
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe('UNAUTHORIZED');
  });

  it('answers 404 NOT_FOUND when the account has no profile', async () => {
    const { session, user } = await t.signUp('student');
    await t.sql`delete from user_profiles where id = ${user.id}`;
    const res = await t.call('GET', '/api/profiles/me', { token: session.access_token });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ code: 'NOT_FOUND', message: 'No user profile found' });
  });
});
