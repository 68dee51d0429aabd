import { describe, expect, it } from 'vitest';
import { ApiError, DATABASE_UNAVAILABLE, isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE, unwrap } from './api-error';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('unwrap', () => {
  it('gives the body of a successful response', async () => {
    expect(await unwrap(json(200, { classes: [] }))).toEqual({ classes: [] });
    expect(await unwrap(json(201, { id: 'x' }))).toEqual({ id: 'x' });
  });

  it('gives undefined for 204 No Content', async () => {
    expect(await unwrap(new Response(null, { status: 204 }))).toBeUndefined();
  });

  it('throws the API error with its stable code and status', async () => {
    const error = await unwrap(json(403, { error: { code: 'NOT_ENROLLED', message: 'Not enrolled' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_ENROLLED', status: 403, message: 'Not enrolled' });
  });

  it('still throws a typed error when a proxy answers without a JSON body', async () => {
    const error = await unwrap(new Response('Bad Gateway', { status: 502 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'HTTP_502', status: 502 });
  });
});

describe('a briefly unavailable service (503 DATABASE_UNAVAILABLE)', () => {
  it('becomes an ApiError with the German message, recognised by isServiceUnavailable', async () => {
    const error = await unwrap(json(503, { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable right now' } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: DATABASE_UNAVAILABLE, status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(isServiceUnavailable(error)).toBe(true);
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe('Der Dienst ist kurz nicht erreichbar. Bitte versuche es in einem Moment erneut.');
    expect(SERVICE_UNAVAILABLE_MESSAGE).not.toContain('ß');
    expect(isServiceUnavailable(new ApiError('INTERNAL', 500, 'x'))).toBe(false);
  });
});

describe('ApiError across bundled copies', () => {
  it('an ApiError made by a bundled copy of the module counts as ApiError; other errors do not', () => {
    class CopiedApiError extends Error {
      constructor(readonly code: string, readonly status: number) {
        super('x');
        this.name = 'ApiError';
      }
    }
    expect(new CopiedApiError('NOT_GAME_OWNER', 403) instanceof ApiError).toBe(true);
    expect(new Error('x') instanceof ApiError).toBe(false);
    expect(new ApiError('X', 400, 'x') instanceof ApiError).toBe(true);
  });
});
