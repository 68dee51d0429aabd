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
  return null;
}
