// @vitest-environment jsdom
import { ApiError } from '@platform/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, validateSession } from './auth-api';
import { startEarlySession, takeEarlyValidation } from './early-session';
import { setSignedInHint } from './session-storage';

const session = (token: string) => ({ access_token: token, token_type: 'bearer', expires_in: 900, expires_at: 2_000_000_000, refresh_token: '', user: { id: 'u1', email: 'a@b.ch' } });
const validation = { isValid: true, user: { id: 'u1' }, profile: { id: 'u1', role: 'teacher' } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as seen by the page: each refresh rotates and gives a new access token. */
function fakeServer(refreshStatus = 200) {
  let issued = 0;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/auth/token') {
      return refreshStatus === 200 ? json(session(`t${++issued}`)) : json({ error: { code: 'REFRESH_TOKEN_INVALID', message: 'no' } }, refreshStatus);
    }
    if (url.pathname === '/api/auth/session') return json(validation);
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

describe('the session asked for before the shell runs (early-session.ts)', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    window.location.hash = '';
    await takeEarlyValidation(''); // nothing left from the test before
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing when this browser was not signed in, or an LMS launch brings its own session', () => {
    const { calls } = fakeServer();
    expect(startEarlySession()).toBeNull();
    setSignedInHint('teacher');
    window.location.hash = '#lti-code=abc';
    expect(startEarlySession()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refreshes and validates once; the shell takes both answers instead of asking again', async () => {
    const { calls } = fakeServer();
    setSignedInHint('teacher');
    const early = startEarlySession();
    expect(early).not.toBeNull();
    await early!.validation;
    expect(calls).toEqual(['POST /api/auth/token', 'GET /api/auth/session']);

    const refreshed = await refreshSession();
    expect(refreshed.access_token).toBe('t1');
    await expect(validateSession('t1')).resolves.toMatchObject({ isValid: true });
    expect(calls).toHaveLength(2);

    // Later refreshes and validations ask the server (the refresh token rotated).
    expect((await refreshSession()).access_token).toBe('t2');
    await validateSession('t2');
    expect(calls).toEqual(['POST /api/auth/token', 'GET /api/auth/session', 'POST /api/auth/token', 'GET /api/auth/session']);
  });

  it('a validation of another token than the early one asks the server', async () => {
    const { calls } = fakeServer();
    setSignedInHint('student');
    await startEarlySession()!.validation;
    await validateSession('another');
    expect(calls.at(-1)).toBe('GET /api/auth/session');
    expect(calls).toHaveLength(3);
  });

  it('a refused refresh cookie reaches the shell as the 401 it signs out on', async () => {
    const { calls } = fakeServer(401);
    setSignedInHint('student');
    startEarlySession();
    const error = await refreshSession().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toEqual(['POST /api/auth/token']);
  });
});
