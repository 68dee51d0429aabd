import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overHttp } from '../../../test/over-http.ts';
import { createTestApp, unrouted } from '../../../test/test-app.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('sign-up', () => {
  it('creates a teacher with a session and a profile whose display name is first + last', async () => {
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email: '  Lea.Lehrerin@Schule.CH ', password: 'geheim123', data: { role: 'teacher', first_name: 'Lea', last_name: 'Keller', display_name: 'ignored' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe('lea.lehrerin@schule.ch');
    expect(res.body.user.user_metadata).toEqual({ role: 'teacher', first_name: 'Lea', last_name: 'Keller', display_name: 'Lea Keller' });
    expect(res.body.session!.token_type).toBe('bearer');
    expect(res.body.session!.expires_in).toBe(3600);
    const v = await t.call('GET', '/api/auth/session', { token: res.body.session!.access_token });
    expect(v.body).toMatchObject({ isValid: true, profile: { role: 'teacher', first_name: 'Lea', display_name: 'Lea Keller', email: 'lea.lehrerin@schule.ch' } });
  });

  it('stores the password hashed, never in clear', async () => {
    const { email } = await t.signUp('student');
    const [row] = await t.sql<{ password_hash: string }[]>`select password_hash from auth_users where email = ${email}`;
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain('geheim123');
  });

  it('refuses a duplicate email (case-insensitive) with 409 EMAIL_TAKEN', async () => {
    const { email } = await t.signUp('student');
    const res = await t.call('POST', '/api/auth/signup', {
      body: { email: email.toUpperCase(), password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } },
    });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    [{ email: 'kein-mail', password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } }, 'INVALID_EMAIL'],
    [{ email: 'a@b.ch', password: '12345', data: { role: 'student', first_name: 'A', last_name: 'B' } }, 'WEAK_PASSWORD'],
    [{ email: 'a@b.ch', password: 'geheim123', data: { role: 'admin', first_name: 'A', last_name: 'B' } }, 'VALIDATION_FAILED'],
    [{ email: 'a@b.ch', password: 'geheim123', data: { role: 'student', first_name: '  ', last_name: 'B' } }, 'VALIDATION_FAILED'],
  ])('rejects bad input %# with 400 and a stable code', async (body, code) => {
    const res = await t.call('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe(code);
    const [row] = await t.sql<{ count: number }[]>`select count(*)::int from auth_users where email = 'a@b.ch'`;
    expect(row!.count).toBe(0);
  });
});

describe('password grant', () => {
  it('signs in with the right password (email in any case) and fails with the wrong one', async () => {
    const { email } = await t.signUp('student', 'Max', 'Meier');
    const ok = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: email.toUpperCase(), password: 'geheim123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    const bad = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email, password: 'falsch' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('INVALID_CREDENTIALS');
    const unknown = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: 'niemand@schule.ch', password: 'geheim123' } });
    expect(unknown.error?.code).toBe('INVALID_CREDENTIALS');
  });

  it('creates a missing profile from the sign-up metadata at login', async () => {
    const { email, user } = await t.signUp('teacher', 'Pia', 'Frei');
    await t.sql`delete from user_profiles where id = ${user.id}`;
    const login = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email, password: 'geheim123' } });
    expect(login.status).toBe(200);
    const v = await t.call('GET', '/api/auth/session', { token: login.body.access_token });
    expect(v.body.profile).toMatchObject({ role: 'teacher', first_name: 'Pia', last_name: 'Frei' });
  });

  it('defaults a missing profile without a role to student', async () => {
    const { email, user } = await t.signUp('teacher');
    await t.sql`update auth_users set user_metadata = '{}'::jsonb where id = ${user.id}`;
    await t.sql`delete from user_profiles where id = ${user.id}`;
    const login = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email, password: 'geheim123' } });
    const v = await t.call('GET', '/api/auth/session', { token: login.body.access_token });
    expect(v.body.profile!.role).toBe('student');
  });
});

describe('refresh rotation', () => {
  it('rotates the refresh token on every use', async () => {
    const { session } = await t.signUp('student');
    const r1 = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } });
    expect(r1.status).toBe(200);
    expect(t.refreshCookie(r1)).not.toBe(session.refresh_token);
    const r2 = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: t.refreshCookie(r1) } });
    expect(r2.status).toBe(200);
    const me = await t.call('GET', '/api/auth/user', { token: r2.body.access_token });
    expect(me.status).toBe(200);
  });

  it('tolerates reuse within the 10 s grace (parallel tabs) without revoking, with the same successor', async () => {
    const { session } = await t.signUp('student');
    const a = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } });
    const b = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(t.refreshCookie(b)).toBe(t.refreshCookie(a));
    expect((await t.call('GET', '/api/auth/user', { token: a.body.access_token })).status).toBe(200);
  });

  it('revokes the whole session when a rotated token is reused after the grace period', async () => {
    const { session } = await t.signUp('student');
    const r1 = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } });
    // Age the rotation beyond the grace window instead of sleeping.
    await t.sql`update auth_refresh_tokens set rotated_at = now() - interval '11 seconds' where rotated_at is not null`;
    const reuse = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } });
    expect(reuse.status).toBe(401);
    expect(reuse.error?.code).toBe('REFRESH_TOKEN_INVALID');
    // Both the newest refresh token and the access tokens of that session are dead now.
    const next = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: t.refreshCookie(r1) } });
    expect(next.status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { token: r1.body.access_token })).status).toBe(401);
  });

  it('rejects an unknown refresh token', async () => {
    const res = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: 'x'.repeat(43) } });
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('REFRESH_TOKEN_INVALID');
  });
});

describe('the refresh cookie', () => {
  const CSRF = { 'x-lernplattform-csrf': '1' };
  const byCookie = (c: T, token: string, headers: Record<string, string> = CSRF) =>
    c.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token' }, headers: { cookie: `lp_refresh=${token}`, ...headers } });
  const setCookieOf = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('lp_refresh=')) ?? '';
  const maxAgeOf = (res: { headers: Headers }) => Number(setCookieOf(res).match(/; Max-Age=(\d+)/)?.[1]);
  const sessionOf = async (accessToken: string) => {
    const [row] = await t.sql<{ revoked_at: Date | null; revoked_reason: string | null }[]>`
      select revoked_at, revoked_reason from auth_sessions where id = ${t.deps.tokens.verify(accessToken)!.sid}`;
    return row!;
  };

  it('is set at sign-in HttpOnly, SameSite=Strict, only for /api/auth, for the idle lifetime; no body carries it', async () => {
    const { email } = await t.signUp('student');
    const login = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email, password: 'geheim123' } });
    expect(login.status).toBe(200);
    const cookie = setCookieOf(login);
    expect(cookie).toMatch(/^lp_refresh=[\w-]{40,};/);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).toContain('; Path=/api/auth;');
    expect(Math.abs(maxAgeOf(login) - 30 * 86_400)).toBeLessThanOrEqual(2);
    expect(cookie).not.toContain('Secure'); // PUBLIC_URL is http://localhost:3000
    expect(login.body).not.toHaveProperty('refresh_token');
    expect(JSON.stringify(login.body)).not.toContain(t.refreshCookie(login)!);
    const refreshed = await byCookie(t, t.refreshCookie(login)!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    expect(t.refreshCookie(refreshed)).not.toBe(t.refreshCookie(login));
    expect((await t.call('GET', '/api/auth/user', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('is Secure when PUBLIC_URL is https, or a trusted proxy says the request came over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://lernen.schule.ch' });
    // Over real HTTP from 127.0.0.1: the test is the proxy, trusted (loopback) or not (the proxy is elsewhere).
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    const elsewhere = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
    const [viaTrusted, viaUntrusted] = [await overHttp(proxied.app), await overHttp(elsewhere.app)];
    try {
      expect(setCookieOf(await https.call('POST', '/api/auth/signup', {
        body: { email: 'sicher@schule.ch', password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } },
      }))).toContain('; Secure');
      const signUp = (via: typeof viaTrusted, proto: string) => via.call('POST', '/api/auth/signup', {
        body: { email: `${proto}-${randomInt(1e9)}@schule.ch`, password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } },
        headers: { 'x-forwarded-proto': proto },
      });
      expect(setCookieOf(await signUp(viaTrusted, 'https'))).toContain('; Secure');
      expect(setCookieOf(await signUp(viaTrusted, 'http'))).not.toContain('Secure');
      // From a peer that is not a trusted proxy the header is anyone's to send: ignored.
      expect(setCookieOf(await signUp(viaUntrusted, 'https'))).not.toContain('Secure');
      // Without TRUST_PROXY (and without a socket) likewise.
      expect(setCookieOf(await t.call('POST', '/api/auth/signup', {
        body: { email: 'x-proto@schule.ch', password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } },
        headers: { 'x-forwarded-proto': 'https' },
      }))).not.toContain('Secure');
    } finally {
      await viaTrusted.close();
      await viaUntrusted.close();
      await https.close();
      await proxied.close();
      await elsewhere.close();
    }
  });

  it('takes X-Forwarded-Host as an own origin only from a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    const elsewhere = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
    const [viaTrusted, viaUntrusted] = [await overHttp(proxied.app), await overHttp(elsewhere.app)];
    try {
      const signIn = async (c: T, via: typeof viaTrusted) => {
        const { email, password } = await c.signUp('teacher');
        return via.call('POST', '/api/auth/token', {
          body: { grant_type: 'password', email, password },
          headers: { origin: 'https://lernen.schule.ch', 'x-forwarded-host': 'lernen.schule.ch' },
        });
      };
      expect((await signIn(proxied, viaTrusted)).status).toBe(200);
      const untrusted = await signIn(elsewhere, viaUntrusted);
      expect([untrusted.status, untrusted.error?.code]).toEqual([403, 'CSRF_REJECTED']);
    } finally {
      await viaTrusted.close();
      await viaUntrusted.close();
      await proxied.close();
      await elsewhere.close();
    }
  });

  it('is refused as a credential without the CSRF header or from a foreign Origin (403 CSRF_REJECTED), and the token stays valid', async () => {
    const { session } = await t.signUp('student');
    const noHeader = await byCookie(t, session.refresh_token, {});
    expect([noHeader.status, noHeader.error?.code]).toEqual([403, 'CSRF_REJECTED']);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:3000', 'null']) {
      const foreign = await byCookie(t, session.refresh_token, { ...CSRF, origin });
      expect([foreign.status, foreign.error?.code], origin).toEqual([403, 'CSRF_REJECTED']);
      expect(setCookieOf(foreign)).toBe('');
    }
    const logout = await t.call('POST', '/api/auth/logout', { headers: { cookie: `lp_refresh=${session.refresh_token}` } });
    expect([logout.status, logout.error?.code]).toEqual([403, 'CSRF_REJECTED']);
    // Sign-in from a foreign page (login CSRF) sets no cookie either.
    const { email } = await t.signUp('teacher');
    const foreignLogin = await t.call('POST', '/api/auth/token', {
      body: { grant_type: 'password', email, password: 'geheim123' }, headers: { origin: 'https://evil.example' },
    });
    expect([foreignLogin.status, setCookieOf(foreignLogin)]).toEqual([403, '']);
    // Nothing was used up: from the own origin (PUBLIC_URL's or the request's host) it works.
    expect((await byCookie(t, session.refresh_token, { ...CSRF, origin: 'http://localhost:3000' })).status).toBe(200);
    const { session: other } = await t.signUp('student');
    expect((await byCookie(t, other.refresh_token, { ...CSRF, origin: 'http://localhost' })).status).toBe(200);
  });

  it('gives 20 parallel refreshes with one token the same successor; reuse after the grace window revokes', async () => {
    const { session } = await t.signUp('student');
    const answers = await Promise.all(Array.from({ length: 20 }, () => byCookie(t, session.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((a) => t.refreshCookie(a)));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(session.refresh_token);
    const sid = t.deps.tokens.verify(session.access_token)!.sid;
    const [count] = await t.sql<{ n: number }[]>`select count(*)::int as n from auth_refresh_tokens where session_id = ${sid}`;
    expect(count!.n).toBe(2);
    for (const a of answers) expect((await t.call('GET', '/api/auth/user', { token: a.body.access_token })).status).toBe(200);

    await t.sql`update auth_refresh_tokens set rotated_at = now() - interval '11 seconds' where session_id = ${sid} and rotated_at is not null`;
    const reuse = await byCookie(t, session.refresh_token);
    expect([reuse.status, reuse.error?.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
    expect(setCookieOf(reuse)).toMatch(/^lp_refresh=;.*Max-Age=0/);
    expect((await byCookie(t, successor!)).status).toBe(401);
    expect((await sessionOf(session.access_token)).revoked_reason).toBe('refresh_token_reuse');
  });

  it('ends a session idle longer than REFRESH_TOKEN_IDLE_DAYS (30 by default)', async () => {
    const { session } = await t.signUp('student');
    const sid = t.deps.tokens.verify(session.access_token)!.sid;
    await t.sql`update auth_sessions set refreshed_at = now() - interval '29 days' where id = ${sid}`;
    const fresh = await byCookie(t, session.refresh_token);
    expect(fresh.status).toBe(200);
    await t.sql`update auth_sessions set refreshed_at = now() - interval '30 days 1 minute' where id = ${sid}`;
    const idle = await byCookie(t, t.refreshCookie(fresh)!);
    expect([idle.status, idle.error?.code, idle.error?.message]).toEqual([401, 'REFRESH_TOKEN_INVALID', 'Session expired']);
    expect(await sessionOf(session.access_token)).toMatchObject({ revoked_reason: 'expired' });
    expect((await t.call('GET', '/api/auth/user', { token: fresh.body.access_token })).status).toBe(401);
  });

  it('ends a session REFRESH_TOKEN_ABSOLUTE_DAYS (180 by default) after sign-in however often it refreshes; the cookie never outlives it', async () => {
    const { session } = await t.signUp('student');
    const sid = t.deps.tokens.verify(session.access_token)!.sid;
    await t.sql`update auth_sessions set created_at = now() - interval '179 days' where id = ${sid}`;
    const lastDay = await byCookie(t, session.refresh_token);
    expect(lastDay.status).toBe(200);
    const maxAge = maxAgeOf(lastDay);
    expect(maxAge).toBeGreaterThan(86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    await t.sql`update auth_sessions set created_at = now() - interval '180 days 1 minute' where id = ${sid}`;
    expect((await byCookie(t, t.refreshCookie(lastDay)!)).status).toBe(401);
    expect(await sessionOf(session.access_token)).toMatchObject({ revoked_reason: 'expired' });
  });

  it('takes its lifetimes from the environment', async () => {
    const c = await createTestApp({ REFRESH_TOKEN_IDLE_DAYS: '2', REFRESH_TOKEN_ABSOLUTE_DAYS: '7' });
    try {
      const { session } = await c.signUp('student');
      const sid = c.deps.tokens.verify(session.access_token)!.sid;
      await c.sql`update auth_sessions set refreshed_at = now() - interval '1 day' where id = ${sid}`;
      const ok = await byCookie(c, session.refresh_token);
      expect(Math.abs(maxAgeOf(ok) - 2 * 86_400)).toBeLessThanOrEqual(2);
      await c.sql`update auth_sessions set refreshed_at = now() - interval '2 days 1 minute' where id = ${sid}`;
      expect((await byCookie(c, c.refreshCookie(ok)!)).status).toBe(401);
      const second = await c.signUp('student');
      await c.sql`update auth_sessions set created_at = now() - interval '7 days 1 minute' where user_id = ${second.user.id}`;
      expect((await byCookie(c, second.session.refresh_token)).status).toBe(401);
    } finally {
      await c.close();
    }
  });

  it('sign-out by the cookie alone (expired access token) revokes the session and clears the cookie', async () => {
    const { session } = await t.signUp('teacher');
    const out = await t.call('POST', '/api/auth/logout', { body: { scope: 'local' }, headers: { cookie: `lp_refresh=${session.refresh_token}`, ...CSRF } });
    expect(out.status).toBe(204);
    expect(setCookieOf(out)).toMatch(/^lp_refresh=;.*Max-Age=0.*Path=\/api\/auth/);
    expect(await sessionOf(session.access_token)).toMatchObject({ revoked_reason: 'logout' });
    expect((await t.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(401);
    expect((await byCookie(t, session.refresh_token)).status).toBe(401);
    // The shell's way: Bearer token and cookie; the cookie is cleared too.
    const second = await t.signUp('student');
    const both = await t.call('POST', '/api/auth/logout', {
      token: second.session.access_token, headers: { cookie: `lp_refresh=${second.session.refresh_token}`, ...CSRF },
    });
    expect(both.status).toBe(204);
    expect(setCookieOf(both)).toMatch(/Max-Age=0/);
    expect((await byCookie(t, second.session.refresh_token)).status).toBe(401);
  });

  it('a new sign-in in the same browser ends the session of the cookie it replaces', async () => {
    const first = await t.signUp('student');
    const other = await t.signUp('teacher');
    const login = await t.call('POST', '/api/auth/token', {
      body: { grant_type: 'password', email: other.email, password: 'geheim123' }, headers: { cookie: `lp_refresh=${first.session.refresh_token}` },
    });
    expect(login.status).toBe(200);
    expect(await sessionOf(first.session.access_token)).toMatchObject({ revoked_reason: 'logout' });
    expect((await byCookie(t, t.refreshCookie(login)!)).status).toBe(200);
  });

  it('a refresh without a cookie or token is 401, without the header 403', async () => {
    const none = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token' }, headers: CSRF });
    expect([none.status, none.error?.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
    const noHeader = await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token' } });
    expect([noHeader.status, noHeader.error?.code]).toEqual([403, 'CSRF_REJECTED']);
  });
});

describe('logout scopes', () => {
  async function twoSessions() {
    const u = await t.signUp('teacher');
    const second = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: u.email, password: u.password } });
    return { a: u.session, b: second.body };
  }

  it('local logout ends only this session, at once', async () => {
    const { a, b } = await twoSessions();
    expect((await t.call('POST', '/api/auth/logout', { token: a.access_token, body: { scope: 'local' } })).status).toBe(204);
    expect((await t.call('GET', '/api/auth/user', { token: a.access_token })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: a.refresh_token } })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { token: b.access_token })).status).toBe(200);
  });

  it('global logout ends every session of the user', async () => {
    const { a, b } = await twoSessions();
    expect((await t.call('POST', '/api/auth/logout', { token: a.access_token, body: { scope: 'global' } })).status).toBe(204);
    expect((await t.call('GET', '/api/auth/user', { token: a.access_token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { token: b.access_token })).status).toBe(401);
  });

  it('requires a session', async () => {
    const res = await t.call('POST', '/api/auth/logout', { body: { scope: 'local' } });
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('UNAUTHORIZED');
  });
});

describe('validate-session', () => {
  it('answers isValid false with "No valid session" for no, bad or forged tokens', async () => {
    for (const token of [undefined, 'garbage', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const res = await t.call('GET', '/api/auth/session', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isValid: false, user: null, profile: null, error: 'No valid session' });
    }
  });

  it('answers "No user profile found" when the profile is missing', async () => {
    const { session, user } = await t.signUp('student');
    await t.sql`delete from user_profiles where id = ${user.id}`;
    const res = await t.call('GET', '/api/auth/session', { token: session.access_token });
    expect(res.body).toMatchObject({ isValid: false, profile: null, error: 'No user profile found' });
  });

  it('makes the tokens fail at once when the user is deleted', async () => {
    const { session, user } = await t.signUp('student');
    await t.sql`delete from auth_users where id = ${user.id}`;
    expect((await t.call('GET', '/api/auth/session', { token: session.access_token })).body.isValid).toBe(false);
    expect((await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: session.refresh_token } })).status).toBe(401);
  });
});

describe('role checks on data routes', () => {
  it('lets teachers list their classes and forbids students (403) and anonymous callers (401)', async () => {
    const teacher = await t.signUp('teacher');
    const student = await t.signUp('student');
    const mine = await t.call('GET', '/api/teacher/classes', { token: teacher.session.access_token });
    expect(mine.status).toBe(200);
    expect(mine.body.classes).toEqual([]);
    const forbidden = await t.call('GET', '/api/teacher/classes', { token: student.session.access_token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.error).toEqual({ code: 'FORBIDDEN', message: 'Access denied. Required role: teacher' });
    expect((await t.call('GET', '/api/teacher/classes')).status).toBe(401);
    expect((await t.call('GET', '/api/student/classes', { token: student.session.access_token })).body.classes).toEqual([]);
  });
});

describe('errors and documentation', () => {
  it('answers unknown API paths and malformed JSON with the error body, never a stack trace', async () => {
    const missing = await t.call('GET', unrouted('/api/nothing-here'));
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('NOT_FOUND');
    const res = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|node_modules/);
  });

  it('publishes an OpenAPI document in which every operation states its security', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const ops = Object.entries(doc.paths)
      .flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => ({ id: `${m} ${p}`, security: op.security })));
    expect(ops.map((o) => o.id)).toEqual(expect.arrayContaining(['post /api/auth/signup', 'post /api/auth/token', 'get /api/auth/session', 'get /api/teacher/classes']));
    for (const op of ops) expect(op.security, op.id).toBeDefined();
    expect(ops.find((o) => o.id === 'post /api/auth/token')!.security).toEqual([]);
    expect(ops.find((o) => o.id === 'get /api/teacher/classes')!.security).toEqual([{ bearer: [] }]);
  });
});

describe('email confirmation (setting on)', () => {
  it('signs up without a session, writes the mail to the outbox, and confirms through the link', async () => {
    const c = await createTestApp({ EMAIL_CONFIRMATION: 'true', PUBLIC_URL: 'http://localhost:3999' });
    try {
      const res = await c.call('POST', '/api/auth/signup', {
        body: { email: 'neu@schule.ch', password: 'geheim123', data: { role: 'student', first_name: 'Neu', last_name: 'Ling' } },
      });
      expect(res.status).toBe(201);
      expect(res.body.session).toBeNull();
      const login = await c.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: 'neu@schule.ch', password: 'geheim123' } });
      expect(login.error?.code).toBe('EMAIL_NOT_CONFIRMED');
      const outbox = path.join(c.dataDir, 'outbox');
      const [file] = fs.readdirSync(outbox);
      const mail = fs.readFileSync(path.join(outbox, file!), 'utf8');
      const link = mail.match(/http:\/\/localhost:3999(\/api\/auth\/confirm\?token=\S+)/)![1]!;
      const confirm = await c.app.request(link);
      expect(confirm.status).toBe(302);
      const ok = await c.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: 'neu@schule.ch', password: 'geheim123' } });
      expect(ok.status).toBe(200);
    } finally {
      await c.close();
    }
  });
});

describe('rate limiting', () => {
  it('failed sign-ins count per account and source: the owner signs in from elsewhere; a source trying many accounts stops', async () => {
    const c = await createTestApp({ RATE_LIMIT_SIGNIN_FAILURES_PER_MIN: '3', RATE_LIMIT_SIGNIN_FAILURES_IP_PER_MIN: '6', TRUST_PROXY: 'loopback' });
    // The test is the proxy on 127.0.0.1 that names each request's source in X-Forwarded-For.
    const proxy = await overHttp(c.app);
    try {
      const owner = await c.signUp('teacher');
      const attempt = (email: string, password: string, ip: string) => proxy.call('POST', '/api/auth/token', {
        body: { grant_type: 'password', email, password }, headers: { 'x-forwarded-for': ip },
      });
      // The attacker's 4th wrong password from one source is refused, also a correct one from there.
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(owner.email, 'falsch', '10.0.0.66')).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const refused = await attempt(owner.email, owner.password, '10.0.0.66');
      expect([refused.status, refused.error?.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The real owner, from another source, is not refused because of someone else's failures.
      expect((await attempt(owner.email, owner.password, '10.0.0.7')).status).toBe(200);
      // Correct passwords do not count as failures: the owner signs in again and again.
      for (let i = 0; i < 5; i++) expect((await attempt(owner.email, owner.password, '10.0.0.7')).status).toBe(200);
      // One source trying many accounts is refused after 6 failures, whatever the account.
      const ipStatuses = [];
      for (let i = 0; i < 7; i++) ipStatuses.push((await attempt(`x${i}@schule.ch`, 'falsch', '10.9.9.9')).status);
      expect(ipStatuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    } finally {
      await proxy.close();
      await c.close();
    }
  });

  // TRUST_PROXY=true is one proxy hop, as 1 is; loopback trusts the proxy by its address.
  it.each(['1', 'true', 'loopback'])('behind a trusted proxy (TRUST_PROXY=%s), a fresh spoofed X-Forwarded-For entry per request changes no limit', async (trustProxy) => {
    const c = await createTestApp({ RATE_LIMIT_SIGNIN_FAILURES_PER_MIN: '3', RATE_LIMIT_SIGNIN_FAILURES_IP_PER_MIN: '6', TRUST_PROXY: trustProxy });
    const proxy = await overHttp(c.app);
    try {
      const owner = await c.signUp('teacher');
      // The client writes any X-Forwarded-For it likes; the proxy (nginx's $proxy_add_x_forwarded_for) appends the address it saw.
      const spoofed = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const attempt = (email: string, password: string, ip: string) => proxy.call('POST', '/api/auth/token', {
        body: { grant_type: 'password', email, password }, headers: { 'x-forwarded-for': `${spoofed()}, ${ip}` },
      });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await attempt(owner.email, 'falsch', '198.51.100.66')).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
      expect((await attempt(owner.email, owner.password, '198.51.100.66')).status).toBe(429);
      expect((await attempt(owner.email, owner.password, '198.51.100.7')).status).toBe(200);
      const ipStatuses = [];
      for (let i = 0; i < 7; i++) ipStatuses.push((await attempt(`spoof${i}@schule.ch`, 'falsch', '198.51.100.99')).status);
      expect(ipStatuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    } finally {
      await proxy.close();
      await c.close();
    }
  });

  it('parallel guesses cannot slip past the limit (counted before the password is checked)', async () => {
    const c = await createTestApp({ RATE_LIMIT_SIGNIN_FAILURES_PER_MIN: '5' });
    try {
      const owner = await c.signUp('student');
      const results = await Promise.all(Array.from({ length: 20 }, () => c.call('POST', '/api/auth/token', {
        body: { grant_type: 'password', email: owner.email, password: 'falsch' },
      })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await c.close();
    }
  });

  it('refresh is limited per session, not per address: other sessions from the same address go on', async () => {
    const c = await createTestApp({ RATE_LIMIT_REFRESH_PER_MIN: '3' });
    try {
      const a = await c.signUp('student');
      const b = await c.signUp('student');
      let token = a.session.refresh_token as string;
      const refresh = (rt: string) => c.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: rt } });
      for (let i = 0; i < 3; i++) {
        const res = await refresh(token);
        expect(res.status).toBe(200);
        token = c.refreshCookie(res)!;
      }
      const over = await refresh(token);
      expect([over.status, over.error?.code]).toEqual([429, 'RATE_LIMITED']);
      expect((await refresh(b.session.refresh_token)).status).toBe(200);
    } finally {
      await c.close();
    }
  });

  it('a 900 KB e-mail at sign-up or sign-in is a 400, never a 500 (counter keys are hashed)', async () => {
    const huge = `${'a'.repeat(900 * 1024)}@schule.ch`;
    const signup = await t.call('POST', '/api/auth/signup', { body: { email: huge, password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } } });
    expect(signup.status).toBe(400);
    const signin = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: huge, password: 'x' } });
    expect(signin.status).toBe(400);
    const keys = await t.sql<{ n: number }[]>`select max(length(key))::int as n from rate_limit_hits`;
    expect(keys[0]!.n).toBeLessThan(200);
    const clear = await t.sql<{ n: number }[]>`select count(*)::int as n from rate_limit_hits where key like '%@%'`;
    expect(clear[0]!.n).toBe(0);
  });
});

describe('body and upload limits', () => {
  it('refuses JSON bodies over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = { grant_type: 'password', email: 'a@b.ch', password: 'x'.repeat(1024 * 1024) };
    const res = await t.call('POST', '/api/auth/token', { body: big });
    expect([res.status, res.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('limits uploads per user and minute (429 RATE_LIMITED), other users unaffected', async () => {
    const c = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MIN: '2' });
    try {
      const { png } = await import('../../../test/file-fixtures.ts');
      const upload = async (token: string) => {
        const form = new FormData();
        form.append('file', new Blob([png()]), 'bild.png');
        const res = await c.app.request('/api/uploads/avatar', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
        return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
      };
      const a = await c.signUp('teacher');
      const b = await c.signUp('student');
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await upload(a.session.access_token)).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await upload(b.session.access_token)).status).toBe(201);
    } finally {
      await c.close();
    }
  });
});
