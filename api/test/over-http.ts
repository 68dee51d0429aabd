import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { answerOf, type ApiPath, type createTestApp, type Method, type SuccessBody } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app served over real HTTP on 127.0.0.1, for what needs a socket: the client address and the
 * X-Forwarded-* headers, which count only when the socket peer is a trusted proxy (TRUST_PROXY). The test
 * itself is then that peer (127.0.0.1, so `TRUST_PROXY=loopback` or `1` makes it a trusted proxy hop).
 */
export async function overHttp(app: TestApp['app']) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** As `t.call()`, over the socket: `body` as JSON, an optional bearer token, any extra headers. */
  async function call<M extends Method, P extends ApiPath>(method: M, p: P, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(base + p, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    return answerOf<SuccessBody<M, P>>(res);
  }

  return {
    base, call,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
