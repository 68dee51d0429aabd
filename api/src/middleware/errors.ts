import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, ErrorCode, type ErrorBody } from '../contract/index.ts';
import type { AppEnv } from '../context.ts';
import { fromPostgresError } from '../db/pg-errors.ts';

/** The one onError: AppErrors as they are, known DB errors mapped, everything else a generic 500 (logged, never leaked). */
export function handleError(err: Error, c: Context<AppEnv>) {
  let appErr = err instanceof AppError ? err : fromPostgresError(err) ?? fromStorageError(err);
  if (!appErr && err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) appErr = new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 413, 'Payload too large');
    else if (status === 415) appErr = new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Unsupported media type');
    else if (status === 400) appErr = new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Malformed request');
  }
  if (appErr?.code === ErrorCode.STORAGE_UNAVAILABLE) c.var.deps?.log.error('storage unavailable', { requestId: c.var.requestId, error: String((err as Error)?.message ?? err) });
  if (!appErr) {
    c.var.deps?.log.error('unhandled error', { requestId: c.var.requestId, error: String(err?.stack ?? err) });
    appErr = new AppError(ErrorCode.INTERNAL, 500, 'Internal server error');
  }
  if (appErr.code === ErrorCode.DATABASE_UNAVAILABLE) {
    logUnavailable(c, err);
    c.header('Retry-After', '2');
  }
  // The rest of a stalled body never comes: end the connection with this answer.
  if (appErr.code === ErrorCode.REQUEST_TIMEOUT) c.header('Connection', 'close');
  const retryAfter = (appErr as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  const body: ErrorBody = { error: { code: appErr.code, message: appErr.message } };
  return c.json(body, appErr.status);
}

/** During an outage every request fails the same way: one log line per second, with how many were answered 503. */
let unavailableLoggedAt = 0;
let unavailableSince = 0;
function logUnavailable(c: Context<AppEnv>, err: Error) {
  unavailableSince++;
  const now = Date.now();
  if (now - unavailableLoggedAt < 1000) return;
  c.var.deps?.log.warn('database unavailable', {
    requestId: c.var.requestId, path: c.req.path, error: String((err as { code?: string })?.code ?? err?.message ?? err), answered503: unavailableSince,
  });
  unavailableLoggedAt = now;
  unavailableSince = 0;
}

/** Disk errors of writing files (storage or the upload spool): read-only, full, no permission. */
const STORAGE_ERRNOS = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EACCES', 'EPERM']);

/** A file system refusing to write is a 503 STORAGE_UNAVAILABLE, never a generic 500. */
export function fromStorageError(err: unknown): AppError | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_ERRNOS.has(code)
    ? new AppError(ErrorCode.STORAGE_UNAVAILABLE, 503, 'File storage is not available, nothing was stored')
    : null;
}

/** The answer to an unknown API path (any method), as every API error; the platform server uses it too. */
export function apiNotFound(c: Context) {
  return handleError(new AppError(ErrorCode.NOT_FOUND, 404, 'Not found'), c as Context<AppEnv>);
}
