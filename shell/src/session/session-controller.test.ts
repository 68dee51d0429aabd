import type { Session } from 'api/client';
import { ApiError } from '@platform/ui';
import { describe, expect, it, vi } from 'vitest';
import { createAreaApi } from './area-api';
import { createSessionRefresher } from './session-refresher';

const session = (n: number, userId = 'u1'): Session => ({
  access_token: `access-${n}`, token_type: 'bearer', expires_in: 3600, expires_at: 1_800_000_000 + n,
  user: { id: userId, email: `${userId}@schule.ch`, username: null, created_at: '2026-01-01T00:00:00.000Z', email_confirmed_at: null, user_metadata: { role: 'student', first_name: 'A', last_name: 'B', display_name: 'A B' } },
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

function setup(initial: Session | null = session(1)) {
  let current = initial;
  const pending: ReturnType<typeof deferred<Session>>[] = [];
  const refreshSession = vi.fn(() => {
    const d = deferred<Session>();
    pending.push(d);
    return d.promise;
  });
  const signOut = vi.fn(() => { current = null; });
  const refresher = createSessionRefresher({
    current: () => current,
    refreshSession,
    store: (s) => { current = s; },
    signOut,
  });
  return { refresher, refreshSession, signOut, pending, get current() { return current; } };
}

describe('session refresh (single flight)', () => {
  it('concurrent callers share one request (the cookie rotates) and all get the new session', async () => {
    const t = setup();
    const calls = [t.refresher.refresh(), t.refresher.refresh(), t.refresher.refresh()];
    expect(t.refreshSession).toHaveBeenCalledTimes(1);
    t.pending[0]!.resolve(session(2));
    expect(await Promise.all(calls)).toEqual([session(2), session(2), session(2)]);
    expect(t.current).toEqual(session(2));
    // The next refresh is a new request.
    void t.refresher.refresh();
    expect(t.refreshSession).toHaveBeenCalledTimes(2);
  });

  it('a rejected refresh token signs out; a network failure keeps the session', async () => {
    const offline = setup();
    const kept = offline.refresher.refresh();
    offline.pending[0]!.reject(new ApiError('NETWORK_ERROR', 0, 'offline'));
    expect(await kept).toEqual(session(1));
    expect(offline.signOut).not.toHaveBeenCalled();

    const revoked = setup();
    const gone = revoked.refresher.refresh();
    revoked.pending[0]!.reject(new ApiError('REFRESH_TOKEN_INVALID', 401, 'Invalid refresh token'));
    expect(await gone).toBeNull();
    expect(revoked.signOut).toHaveBeenCalledTimes(1);
    expect(revoked.current).toBeNull();
  });

  it('a refresh answered after sign-out never brings the session back', async () => {
    const t = setup();
    const late = t.refresher.refresh();
    t.refresher.invalidate();
    t.pending[0]!.resolve(session(2));
    expect(await late).toBeNull();
    expect(t.current).toEqual(session(1)); // untouched: the provider cleared it itself at sign-out
  });

  it('without a session in memory (page load) the cookie is asked; offline that is no session', async () => {
    const t = setup(null);
    const resumed = t.refresher.refresh();
    expect(t.refreshSession).toHaveBeenCalledTimes(1);
    t.pending[0]!.resolve(session(1));
    expect(await resumed).toEqual(session(1));
    const offline = setup(null);
    const none = offline.refresher.refresh();
    offline.pending[0]!.reject(new ApiError('NETWORK_ERROR', 0, 'offline'));
    expect(await none).toBeNull();
    expect(offline.signOut).not.toHaveBeenCalled();
  });
});

describe('the area client', () => {
  const ok = () => new Response('{}', { status: 200 });
  const unauthorized = () => new Response('{"error":{"code":"UNAUTHORIZED","message":"x"}}', { status: 401 });

  it('sends the token; on a 401 refreshes once and retries with the new token', async () => {
    let token = 'alt';
    const seen: (string | null)[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      seen.push(auth);
      return auth === 'Bearer neu' ? ok() : unauthorized();
    });
    const refresh = vi.fn(async () => { token = 'neu'; return token; });
    const api = createAreaApi({ getAccessToken: () => token, refresh, baseUrl: 'http://127.0.0.1:1', fetch: fetch as typeof globalThis.fetch });
    const res = await api.fetch('/api/teacher/classes', { method: 'POST', body: '{"name":"5a"}' });
    expect(res.status).toBe(200);
    expect(seen).toEqual(['Bearer alt', 'Bearer neu']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[1]![1]!.headers).get('Content-Type')).toBe('application/json');
    expect(String(fetch.mock.calls[1]![0])).toBe('http://127.0.0.1:1/api/teacher/classes');
  });

  it('answers the 401 when the refresh signs out, and never refreshes without a token', async () => {
    const fetch = vi.fn(async () => unauthorized());
    const refresh = vi.fn(async () => null);
    const signedOut = createAreaApi({ getAccessToken: () => 'alt', refresh, baseUrl: 'http://127.0.0.1:1', fetch });
    expect((await signedOut.fetch('/api/x')).status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);

    const anonymous = createAreaApi({ getAccessToken: () => null, refresh, baseUrl: 'http://127.0.0.1:1', fetch });
    expect((await anonymous.fetch('/api/x')).status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
