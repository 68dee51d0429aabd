import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';

/** Assigns a request id and writes one structured log line per request (path without query: tokens stay out of logs). */
export function requestLog(log: Logger) {
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const start = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    log.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  });
}
