import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { startHttpServer } from '../http-server.ts';

/**
 * Request bodies that never complete (a client that resets its socket mid-upload, one that falls
 * silent, one that sends a byte at a time) must neither hold the API's in-flight slots nor leave
 * temp files behind. The bound is 4 here, and each test opens more such requests than that.
 */
const MAX_IN_FLIGHT = 4;
const STALLED = MAX_IN_FLIGHT + 2;

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Awaited<ReturnType<typeof startHttpServer>>;
let token: string;
let spool: string;
const open = new Set<net.Socket>();

beforeAll(async () => {
  t = await createTestApp({ API_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT), BODY_IDLE_TIMEOUT_SECONDS: '1' });
  server = await startHttpServer(t.app.fetch, { port: 0, hostname: '127.0.0.1' });
  token = (await t.signUp('student')).session.access_token;
  spool = path.join(t.dataDir, 'tmp', 'uploads');
});
afterAll(async () => {
  for (const s of open) s.destroy();
  await server?.close();
  await t?.close();
});

/** A raw HTTP request whose head and the first `bodyStart` bytes are sent; the rest never comes unless the test sends it. */
function rawRequest(head: string, bodyStart: string) {
  const socket = net.connect(server.port, '127.0.0.1');
  open.add(socket);
  let received = '';
  socket.on('data', (d) => { received += d.toString('latin1'); });
  socket.on('error', () => {});
  socket.write(head + bodyStart);
  const response = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, response, received: () => received };
}

const BOUNDARY = 'lp-stalled';
function startUpload(route: string) {
  return rawRequest(
    `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 1000000\r\n\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bild.png"\r\nContent-Type: image/png\r\n\r\n` +
      '\x89PNG\r\n\x1a\n' + 'x'.repeat(2000),
  );
}

/** A signed-in API request that needs the database; must answer within `ms`. */
async function profileAnswersWithin(ms: number) {
  const started = Date.now();
  const res = await fetch(`http://127.0.0.1:${server.port}/api/profiles/me`, {
    headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(ms),
  });
  expect(res.status).toBe(200);
  return Date.now() - started;
}

const spooled = () => (fs.existsSync(spool) ? fs.readdirSync(spool) : []);
async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

describe('abandoned and stalled request bodies', () => {
  it('uploads whose client resets the socket mid-body release their slots and their temp files', async () => {
    const uploads = Array.from({ length: STALLED }, () => startUpload('/api/uploads/avatar'));
    // Wait until the server has started spooling them (a temp file each), then the clients vanish.
    expect(await until(() => spooled().length >= MAX_IN_FLIGHT, 5000)).toBe(true);
    for (const u of uploads) u.socket.resetAndDestroy();
    await profileAnswersWithin(3000);
    expect(await until(() => spooled().length === 0, 3000)).toBe(true);
  });

  it('an upload that falls silent ends after the idle timeout with 408 REQUEST_TIMEOUT, and meanwhile others are served', async () => {
    const uploads = Array.from({ length: STALLED }, () => startUpload('/api/uploads/avatar'));
    expect(await until(() => spooled().length >= 1, 5000)).toBe(true);
    // While they hang, the API answers (a stalled body holds no in-flight slot).
    expect(await profileAnswersWithin(800)).toBeLessThan(800);
    const responses = await Promise.all(uploads.map((u) => Promise.race([
      u.response, new Promise<string>((r) => setTimeout(() => r(u.received()), 5000)),
    ])));
    for (const r of responses) {
      expect(r).toMatch(/^HTTP\/1\.1 408/);
      expect(r).toContain('"code":"REQUEST_TIMEOUT"');
    }
    expect(await until(() => spooled().length === 0, 3000)).toBe(true);
  });

  it('anonymous sign-ins whose JSON arrives a byte at a time hold no in-flight slot', async () => {
    const body = JSON.stringify({ grant_type: 'password', email: 'niemand@schule.ch', password: 'falsch123' });
    const slow = Array.from({ length: STALLED }, () => rawRequest(
      `POST /api/auth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.slice(0, 1),
    ));
    let sent = 1;
    const drip = setInterval(() => {
      if (sent < body.length - 1) for (const s of slow) s.socket.write(body.charAt(sent));
      sent++;
    }, 150);
    try {
      await new Promise((r) => setTimeout(r, 400));
      expect(await profileAnswersWithin(1000)).toBeLessThan(1000);
      expect(await profileAnswersWithin(1000)).toBeLessThan(1000);
    } finally {
      clearInterval(drip);
    }
    // Once their bodies complete, they are answered like any sign-in.
    for (const s of slow) s.socket.write(body.slice(sent));
    for (const r of await Promise.all(slow.map((s) => s.response))) expect(r).toMatch(/^HTTP\/1\.1 (400|401) /);
  });

  it('a JSON body that stops arriving ends after the idle timeout with 408, not never', async () => {
    const stalled = rawRequest(
      'POST /api/auth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n', '{"grant_type":',
    );
    const r = await Promise.race([stalled.response, new Promise<string>((res) => setTimeout(() => res(stalled.received()), 5000))]);
    expect(r).toMatch(/^HTTP\/1\.1 408/);
    expect(r).toContain('"code":"REQUEST_TIMEOUT"');
  });
});
