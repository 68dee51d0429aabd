import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, ErrorCode, type ErrorBody } from '../contract/index.ts';
import type { AppEnv } from '../context.ts';

/** Maps a PostgreSQL error code to an AppError, or null (caller treats it as internal). */
export function fromPostgresError(err: unknown): AppError | null {
  const code = (err as { code?: string } | null)?.code;
  if (code === '23505') return new AppError(ErrorCode.CONFLICT, 409, 'Conflict with existing data');
  if (code === '23503') return new AppError(ErrorCode.NOT_FOUND, 404, 'Referenced record not found');
  if (code === '23514' || code === '22P02' || code === '22001') return new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Invalid input');
  return null;
}

/** The one onError: AppErrors as they are, known DB errors mapped, everything else a generic 500 (logged, never leaked). */
export function handleError(err: Error, c: Context<AppEnv>) {
  let appErr = err instanceof AppError ? err : fromPostgresError(err);
  if (!appErr && err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) appErr = new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 413, 'Payload too large');
    else if (status === 415) appErr = new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Unsupported media type');
    else if (status === 400) appErr = new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Malformed request');
  }
  if (!appErr) {
    c.var.deps?.log.error('unhandled error', { requestId: c.var.requestId, error: String(err?.stack ?? err) });
    appErr = new AppError(ErrorCode.INTERNAL, 500, 'Internal server error');
  }
  const body: ErrorBody = { error: { code: appErr.code, message: appErr.message } };
  return c.json(body, appErr.status);
}
