import { describe, expect, it } from 'vitest';
import { ApiError, isNetworkError, readApiResponse, toApiError } from './api-error';
import { buttonClassName, cx } from './class-names';
import { nextTrapIndex } from './focus';

describe('cx / buttonClassName', () => {
  it('joins truthy names', () => {
    expect(cx('a', false, null, undefined, 'b')).toBe('a b');
  });
  it('builds button classes per variant and size', () => {
    expect(buttonClassName()).toBe('ui-button ui-button--solid');
    expect(buttonClassName('destructive', { size: 'lg', block: true })).toBe(
      'ui-button ui-button--destructive ui-button--lg ui-button--block',
    );
    expect(buttonClassName('icon-light', { className: 'x' })).toBe('ui-button ui-button--icon-light x');
  });
});

describe('nextTrapIndex (modal focus trap)', () => {
  it('wraps forwards and backwards', () => {
    expect(nextTrapIndex(0, 3, false)).toBe(1);
    expect(nextTrapIndex(2, 3, false)).toBe(0);
    expect(nextTrapIndex(0, 3, true)).toBe(2);
    expect(nextTrapIndex(2, 3, true)).toBe(1);
  });
  it('enters the trap from outside and handles empty traps', () => {
    expect(nextTrapIndex(-1, 3, false)).toBe(0);
    expect(nextTrapIndex(-1, 3, true)).toBe(2);
    expect(nextTrapIndex(-1, 0, false)).toBe(-1);
  });
});

describe('API errors', () => {
  it('reads the error body', () => {
    const error = toApiError(409, { error: { code: 'EMAIL_TAKEN', message: 'taken' } });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message]).toEqual(['EMAIL_TAKEN', 409, 'taken']);
  });
  it('survives a malformed body', () => {
    expect(toApiError(502, 'Bad Gateway').code).toBe('HTTP_502');
  });
  it('parses responses', async () => {
    await expect(readApiResponse(new Response(JSON.stringify({ ok: 1 }), { status: 200 }))).resolves.toEqual({ ok: 1 });
    await expect(readApiResponse(new Response(null, { status: 204 }))).resolves.toBeUndefined();
    await expect(
      readApiResponse(new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'x' } }), { status: 429 })),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });
  it('recognises network errors', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiError('NETWORK_ERROR', 0, 'offline'))).toBe(true);
    expect(isNetworkError(new ApiError('EMAIL_TAKEN', 409, 'x'))).toBe(false);
  });
});
