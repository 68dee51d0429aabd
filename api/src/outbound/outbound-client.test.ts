import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed, createOutboundFetch, OutboundError, ownEndpointsOf, parseAllowHosts } from './outbound-client.ts';

/** A loopback server answering per path; '/hang' never answers, '/big' streams 1 MB, '/redirect' points at '/ok'. */
let server: http.Server;
let port = 0;
let base = '';
let closedPort = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/hang') return;
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 32);
      let sent = 0;
      const push = () => { while (sent < 16 && res.write(chunk)) sent++; if (sent < 16) res.once('drain', push); else res.end(); };
      return push();
    }
    if (req.url === '/redirect') { res.writeHead(307, { location: '/ok' }); return res.end(); }
    res.writeHead(200, { 'content-type': 'application/json', 'x-test': 'yes' });
    res.end(JSON.stringify({ ok: true, method: req.method, auth: req.headers.authorization ?? null }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
});
afterAll(async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); });

const allowed = (timeoutMs = 800) => createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], ownEndpoints: [], timeoutMs });

describe('outbound client', () => {
  it('calls an allowed host and hands back status, headers and body', async () => {
    const res = await allowed()(`${base}/ok`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: '{}', maxBytes: 1000 });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBe('yes');
    expect(await res.json()).toEqual({ ok: true, method: 'POST', auth: 'Bearer t' });
  });

  it('refuses loopback, private and link-local targets nobody allowed, without sending a byte', async () => {
    const fetchOut = createOutboundFetch({ allowHosts: [], ownEndpoints: [], timeoutMs: 300 });
    const before = hits.length;
    for (const url of [`${base}/ok`, `http://localhost:${port}/ok`, `http://[::ffff:127.0.0.1]:${port}/ok`, `http://0.0.0.0:${port}/ok`, 'http://169.254.169.254/latest/meta-data', 'http://10.1.2.3/']) {
      await expect(fetchOut(url, { maxBytes: 1000 }), url).rejects.toBeInstanceOf(OutboundError);
    }
    expect(hits.length).toBe(before);
  });

  it('an allowed host on another port is still refused (the embedded database next door)', async () => {
    await expect(allowed(300)(`http://127.0.0.1:${closedPort}/`, { maxBytes: 1000 })).rejects.toBeInstanceOf(OutboundError);
  });

  it("never calls the platform's own endpoints, even when their host is allowed", async () => {
    const fetchOut = createOutboundFetch({ allowHosts: ['127.0.0.1'], ownEndpoints: ownEndpointsOf([`http://localhost:${port}`]), timeoutMs: 300 });
    await expect(fetchOut(`${base}/ok`, { maxBytes: 1000 })).rejects.toBeInstanceOf(OutboundError);
  });

  it('follows no redirect unless asked, and then checks every hop', async () => {
    const first = await allowed()(`${base}/redirect`, { maxBytes: 1000 });
    expect(first.status).toBe(307);
    expect((await allowed()(`${base}/redirect`, { maxBytes: 1000, maxRedirects: 2 })).status).toBe(200);
    // A public-looking first hop cannot send the client inward: the hop to loopback is checked like the first.
    const onlyFirst = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], ownEndpoints: [], timeoutMs: 300 });
    const redirectInward = http.createServer((_req, res) => { res.writeHead(302, { location: `http://127.0.0.1:${closedPort}/` }); res.end(); });
    await new Promise<void>((r) => redirectInward.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(redirectInward.address() as AddressInfo).port}/`;
      await expect(onlyFirst(url, { maxBytes: 1000, maxRedirects: 3 })).rejects.toBeInstanceOf(OutboundError);
    } finally {
      await new Promise((r) => redirectInward.close(r));
    }
  });

  it('stops reading an answer beyond maxBytes', async () => {
    await expect(allowed()(`${base}/big`, { maxBytes: 256 * 1024 })).rejects.toThrow(OutboundError);
  });

  it('refused, closed and hanging targets fail the same way, none before the time budget', async () => {
    const budget = 600;
    const fetchOut = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`, `127.0.0.1:${closedPort}`], ownEndpoints: [], timeoutMs: budget });
    const outcomes = await Promise.all([`${base}/hang`, `http://127.0.0.1:${closedPort}/`, 'http://127.0.0.2/'].map(async (url) => {
      const started = performance.now();
      const err = await fetchOut(url, { maxBytes: 100 }).then(() => null, (e: unknown) => e);
      return { err, elapsed: performance.now() - started };
    }));
    for (const { err, elapsed } of outcomes) {
      expect(err).toBeInstanceOf(OutboundError);
      expect((err as Error).message).toBe('The remote host could not be reached');
      expect(elapsed).toBeGreaterThanOrEqual(budget - 5);
    }
  });
});

describe('address rules', () => {
  const allow = parseAllowHosts(['lms.school.local', '192.168.10.0/24', '127.0.0.1:4100']);
  it.each([
    ['8.8.8.8', 443, 'dns.example', true],
    ['192.168.10.7', 443, 'x', true],
    ['192.168.11.7', 443, 'x', false],
    ['10.0.0.5', 443, 'lms.school.local', true],
    ['127.0.0.1', 4100, '127.0.0.1', true],
    ['127.0.0.1', 5432, '127.0.0.1', false],
    ['169.254.169.254', 80, 'lms.school.local', false],
    ['::1', 80, 'x', false],
    ['::ffff:10.0.0.1', 80, 'x', false],
    ['fe80::1', 80, 'x', false],
    ['0.0.0.0', 80, 'x', false],
  ])('%s:%i via %s → %s', (address, p, host, expected) => {
    expect(addressAllowed(address, p, host, allow, new Set())).toBe(expected);
  });
  it('refuses bad allow entries', () => {
    expect(() => parseAllowHosts(['10.0.0.0/99'])).toThrow();
    expect(() => parseAllowHosts(['host:99999'])).toThrow();
    expect(() => parseAllowHosts(['ex ample'])).toThrow();
  });
});
