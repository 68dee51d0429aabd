import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPlatformProcess } from '../support/global-setup.ts';
import { PASSWORD, uniqueEmail } from '../support/users.ts';

const portOpen = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});

/** PIDs of processes whose command line mentions the folder (e.g. a left-over postgres). */
function processesUsing(folder: string): number[] {
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder) ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}

async function signUp(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { role: 'teacher', first_name: 'Lia', last_name: 'Lang' } }),
  });
  expect(res.status).toBe(201);
}
const signIn = (base: string, email: string) => fetch(`${base}/api/auth/token`, {
  method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ grant_type: 'password', email, password: PASSWORD }),
});

test('SIGTERM shuts down cleanly, a second start reuses the data, DATABASE_URL uses another PostgreSQL and starts none', async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-life-'));
  const email = uniqueEmail('life');
  try {
    const first = await startPlatformProcess({}, { dataDir, keepData: true });
    await signUp(first.url, email);
    expect(await portOpen(first.pgPort)).toBe(true);
    expect(await first.stop()).toBe(0);
    expect(await portOpen(first.pgPort)).toBe(false);
    expect(await portOpen(first.port)).toBe(false);
    expect(processesUsing(dataDir)).toEqual([]);

    const second = await startPlatformProcess({}, { dataDir, keepData: true, pgPort: first.pgPort });
    try {
      expect((await signIn(second.url, email)).status).toBe(200);

      // Another instance on the same database (what a load-balanced deployment does).
      const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
      const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${second.pgPort}/lernplattform`;
      const external = await startPlatformProcess({ DATABASE_URL: databaseUrl });
      try {
        expect(fs.existsSync(path.join(external.dataDir, 'postgres'))).toBe(false);
        expect((await signIn(external.url, email)).status).toBe(200);
      } finally {
        expect(await external.stop()).toBe(0);
      }
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(processesUsing(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a request that is still running when SIGTERM arrives is finished before the platform stops', async () => {
  test.setTimeout(120_000);
  const platform = await startPlatformProcess();
  try {
    const res = await fetch(`${platform.url}/api/auth/signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('slow'), password: PASSWORD, data: { role: 'teacher', first_name: 'Sina', last_name: 'Slow' } }),
    });
    const { session } = (await res.json()) as { session: { access_token: string } };

    // A class-image upload whose body arrives in two parts, with SIGTERM in between.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const boundary = 'lernplattform-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bild.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { request } = await import('node:http');
    const status = new Promise<number>((resolve, reject) => {
      const req = request(`${platform.url}/api/uploads/class-image`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.access_token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      }, (r) => { r.resume(); r.on('end', () => resolve(r.statusCode ?? 0)); });
      req.on('error', reject);
      req.write(body.subarray(0, 40));
      setTimeout(() => {
        platform.child.kill('SIGTERM');
        setTimeout(() => req.end(body.subarray(40)), 700);
      }, 300);
    });
    expect(await status).toBe(201);
    expect(await platform.stop()).toBe(0); // waits for the exit it already began
  } finally {
    await platform.stop();
  }
});
