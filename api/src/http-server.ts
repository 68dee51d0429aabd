import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

/**
 * Timeouts of the public HTTP server (node:http), set for a service on the open internet:
 *
 * - `headersTimeout` 20 s: a client that has not sent its complete request head by then is
 *   disconnected (slowloris); Node's default is 60 s.
 * - `requestTimeout` 15 min: the whole request, body included, must arrive within this time.
 *   Node's default (5 min) would cut a 100 MB hand-in over a slow school line; stalled bodies
 *   are ended much earlier by the API's own idle timeout (BODY_IDLE_TIMEOUT_SECONDS, 408).
 * - `keepAliveTimeout` 5 s: an idle keep-alive connection is closed after this long
 *   (below the 60 s of common proxies, so the proxy never reuses a connection Node is closing).
 */
export const HTTP_SERVER_OPTIONS = {
  headersTimeout: 20_000,
  requestTimeout: 15 * 60_000,
  keepAliveTimeout: 5_000,
} as const;

/** Starts the HTTP server for `fetch` with the timeouts above; resolves once it listens. */
export async function startHttpServer(fetch: (req: Request) => Response | Promise<Response>, opts: { port: number; hostname: string }): Promise<{
  server: ServerType; port: number; close(): Promise<void>;
}> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch, port: opts.port, hostname: opts.hostname, serverOptions: HTTP_SERVER_OPTIONS }, () => resolve(s));
  });
  const node = server as Server;
  // node:http only applies some options given at construction; set them on the instance as well.
  node.headersTimeout = HTTP_SERVER_OPTIONS.headersTimeout;
  node.requestTimeout = HTTP_SERVER_OPTIONS.requestTimeout;
  node.keepAliveTimeout = HTTP_SERVER_OPTIONS.keepAliveTimeout;
  const drain = gracefulClose(node);
  return { server, port: (server.address() as net.AddressInfo).port, close: drain };
}

/** How long connections that are idle when the close begins may still send one last request. */
const IDLE_GRACE_MS = 1_000;

/**
 * The server's ordered close, for SIGTERM under load: stop accepting new connections (new ones
 * are refused), answer every request already received or still arriving on an open connection
 * (each response then carries `Connection: close`, so keep-alive clients send nothing more on
 * it and the connection ends with its response), close connections still idle after a short
 * grace, and resolve once every connection is gone. No request that reached the server is left
 * without a response.
 */
export function gracefulClose(server: Server): () => Promise<void> {
  let closing: Promise<void> | null = null;
  let draining = false;
  const open = new Set<ServerResponse>();
  // Before the app's own listener, so even a response written synchronously carries Connection: close.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  return () => {
    closing ??= new Promise<void>((resolve) => {
      draining = true;
      for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
      // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at
      // once, racing with a request a client is sending on one right now.
      net.Server.prototype.close.call(server, () => resolve());
      const idle = setTimeout(() => {
        server.closeIdleConnections();
        // A connection that turns idle later (its last response had Connection: close, so the client
        // closes it too) is closed from here as well, in case the client does not.
        sweep = setInterval(() => server.closeIdleConnections(), 250);
        sweep.unref();
      }, IDLE_GRACE_MS);
      idle.unref();
      let sweep: NodeJS.Timeout | undefined;
      server.once('close', () => { clearTimeout(idle); clearInterval(sweep); });
    });
    return closing;
  };
}
