import { createMiddleware } from 'hono/factory';
import { AppError, ErrorCode } from '../contract/index.ts';

/** The 408 of a body that stopped arriving; its response also closes the connection (the rest of the body never comes). */
export const bodyIdleTimeout = (seconds: number) =>
  new AppError(ErrorCode.REQUEST_TIMEOUT, 408, `Request body incomplete: no data for ${seconds} s`);

/** The client went away mid-body; nobody reads the answer, but the request must end and release what it holds. */
export const clientGone = () => new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Client closed the connection before the body was complete');

/**
 * Watches a body being received: `touch()` on every chunk; `failure` settles with a 408 after
 * `idleMs` without one, or with `clientGone` when `signal` aborts (the connection closed).
 * `stop()` ends the watch. Everything that reads a request body goes through one of these.
 */
export function watchBody(signal: AbortSignal | undefined, idleMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let fail!: (err: AppError) => void;
  const failure = new Promise<never>((_resolve, reject) => { fail = reject; });
  failure.catch(() => {}); // observed by whoever races it; never an unhandled rejection
  const onAbort = () => fail(clientGone());
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fail(bodyIdleTimeout(Math.round(idleMs / 1000))), idleMs);
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  touch();
  return {
    failure,
    touch,
    stop() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** Reads a request body to its end (bounded in size by the body-limit middleware before it), or fails with 408 / client gone. */
export async function readBody(req: Request, idleMs: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const watch = watchBody(req.signal, idleMs);
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), watch.failure]);
      if (done) break;
      watch.touch();
      chunks.push(value);
      length += value.length;
    }
  } catch (err) {
    reader.cancel().catch(() => {});
    throw err;
  } finally {
    watch.stop();
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const c of chunks) { body.set(c, offset); offset += c.length; }
  return body;
}

/**
 * Receives the whole body of a (non-streamed) request before anything else runs, so the
 * in-flight bound after it only ever counts requests that are ready to work: a client that
 * sends its JSON a byte at a time waits here, holding nothing but its own socket. The body is
 * handed on as a buffered Request (c.req.json() etc. work as before).
 */
export function receiveBodyFirst(idleMs: number, skip: (path: string) => boolean) {
  return createMiddleware(async (c, next) => {
    const req = c.req.raw;
    if (req.body && !skip(c.req.path)) {
      const body = await readBody(req, idleMs);
      c.req.raw = new Request(req, { body });
    }
    await next();
  });
}
