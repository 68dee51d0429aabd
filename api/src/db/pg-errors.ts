import { AppError, ErrorCode } from '../contract/index.ts';

/** The PostgreSQL error fields the API looks at (postgres.js PostgresError). */
interface PgError { code?: string; constraint_name?: string }

const pgError = (err: unknown): PgError => (typeof err === 'object' && err !== null ? (err as PgError) : {});

/** A unique violation, optionally of one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e.code === '23505' && (constraint === undefined || e.constraint_name === constraint);
}

/** postgres.js's own codes for a connection that is gone or cannot be made. */
const CLIENT_CONNECTION_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
/** Socket errors of a database that is down, restarting or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True for errors that mean "the database is not reachable right now" rather than "this query
 * is wrong": the connection failed or broke (postgres.js and socket codes), or PostgreSQL is
 * shutting down, starting up or out of connections (SQLSTATE classes 08 and 57P, 53300).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  const { code } = pgError(err);
  if (typeof code !== 'string') return false;
  return CLIENT_CONNECTION_CODES.has(code) || SOCKET_CODES.has(code)
    || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** The API's answer while the database is unreachable (the client may retry in a moment). */
export const databaseUnavailable = () =>
  new AppError(ErrorCode.DATABASE_UNAVAILABLE, 503, 'The database is not reachable right now; try again in a moment');

/** Maps a PostgreSQL error to the API's AppError, or null (the error handler then answers a generic 500). */
export function fromPostgresError(err: unknown): AppError | null {
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
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
