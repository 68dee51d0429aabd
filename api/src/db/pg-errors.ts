import { AppError, ErrorCode } from '../contract/index.ts';

/** The PostgreSQL error fields the API looks at (postgres.js PostgresError). */
interface PgError { code?: string; constraint_name?: string }

const pgError = (err: unknown): PgError => (typeof err === 'object' && err !== null ? (err as PgError) : {});

/** A unique violation, optionally of one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e.code === '23505' && (constraint === undefined || e.constraint_name === constraint);
}

/** Maps a PostgreSQL error to the API's AppError, or null (the error handler then answers a generic 500). */
export function fromPostgresError(err: unknown): AppError | null {
  const { code } = pgError(err);
  if (code === '23505') return new AppError(ErrorCode.CONFLICT, 409, 'Conflict with existing data');
  if (code === '23503') return new AppError(ErrorCode.NOT_FOUND, 404, 'Referenced record not found');
  if (code === '23514' || code === '22P02' || code === '22001') return new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Invalid input');
  // 22021: a NUL character in text (PostgreSQL cannot store it); 22P05: \u0000 or a lone surrogate in jsonb.
  if (code === '22021' || code === '22P05') return new AppError(ErrorCode.INVALID_CHARACTERS, 400, 'Text contains characters that cannot be stored (e.g. NUL)');
  // 54000: a value too long for its index (e.g. a unique text column); 22003: a number out of range.
  if (code === '54000') return new AppError(ErrorCode.INPUT_TOO_LONG, 400, 'Input too long');
  if (code === '22003' || code === '22008' || code === '22007') return new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Invalid input');
  return null;
}
