import { createMiddleware } from 'hono/factory';
import pLimit, { type LimitFunction } from 'p-limit';

/** Runs work inside one of the API's in-flight slots (identity when unbounded). */
export type InFlightGate = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Bounds how many API requests run at once, so queries never pile up in the
 * postgres.js pool's own queue: under long saturation that queue's removal cost
 * grew until throughput halved (see shared notes/performance.md). Excess requests
 * wait in p-limit's O(1) FIFO instead. The limit is the pool size times a small
 * factor, since most requests spend part of their time outside the database.
 *
 * A slot is only taken by a request whose body is complete (receiveBodyFirst runs before
 * this middleware; streamed uploads take theirs in UploadService once the file is received),
 * so slow or abandoned bodies never hold one.
 */
export function inFlightGate(maxInFlight: number | null): InFlightGate {
  if (!maxInFlight) return (work) => work();
  const limit: LimitFunction = pLimit(maxInFlight);
  return (work) => limit(work);
}

export function dbConcurrencyLimit(gate: InFlightGate, skip: (path: string) => boolean = () => false) {
  return createMiddleware(async (c, next) => {
    if (skip(c.req.path)) return next();
    await gate(() => next());
  });
}
