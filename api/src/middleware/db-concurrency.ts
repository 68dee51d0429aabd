import { createMiddleware } from 'hono/factory';
import pLimit from 'p-limit';

/**
 * Bounds how many API requests run at once, so queries never pile up in the
 * postgres.js pool's own queue: under long saturation that queue's removal cost
 * grew until throughput halved (see shared notes/performance.md). Excess requests
 * wait in p-limit's O(1) FIFO instead. The limit is the pool size times a small
 * factor, since most requests spend part of their time outside the database.
 */
export function dbConcurrencyLimit(maxInFlight: number) {
  const limit = pLimit(maxInFlight);
  return createMiddleware(async (_c, next) => {
    await limit(() => next());
  });
}
