import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import * as fx from '../../../test/file-fixtures.ts';
import { streamedMultipart } from '../../../test/multipart-stream.ts';

/** Uploads are streamed: memory stays flat, and a refused upload leaves no partial file behind. */

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const MB = 1024 * 1024;
/**
 * The stated bounds (also in api/README.md) for a 50 MB upload (teacher content, the largest any route takes since
 * the legacy 100 MB submission route is gone): heap + buffers (what JavaScript holds) grow by less than 45 MB, the
 * process's RSS (also uncollected garbage and allocator slack, noisier when other test files run alongside) by less
 * than 80 MB. Holding the file whole would add at least 50 MB to both, on top of that overhead.
 */
const UPLOAD_MB = 50;
const HEAP_BOUND_MB = 45;
const RSS_BOUND_MB = 80;

async function contentTarget() {
  const teacher = await t.signUp('teacher');
  return { token: teacher.session.access_token as string };
}

const spoolDir = () => path.join(t.dataDir, 'tmp', 'uploads');
const leftovers = () => (fs.existsSync(spoolDir()) ? fs.readdirSync(spoolDir()) : []);

describe('streamed uploads', () => {
  it(`a ${UPLOAD_MB} MB upload over HTTP grows heap + buffers by less than ${HEAP_BOUND_MB} MB and RSS by less than ${RSS_BOUND_MB} MB`, async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const target = await contentTarget();
      const send = async (size: number) => {
        const { body, contentType } = streamedMultipart({ head: fx.pdf(), size, name: 'gross.pdf' });
        const res = await fetch(`${base}/api/uploads/content?kind=blocks`, {
          method: 'POST', body, duplex: 'half', headers: { authorization: `Bearer ${target.token}`, 'content-type': contentType },
        } as RequestInit);
        return { status: res.status, body: (await res.json()) as { size: number; path: string } };
      };
      await send(MB); // warm-up: code paths loaded, pools open
      const mem = () => { const m = process.memoryUsage(); return { rss: m.rss, heap: m.heapUsed + m.arrayBuffers }; };
      const before = mem();
      let peak = { ...before };
      const sampler = setInterval(() => {
        const m = mem();
        peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heap) };
      }, 5);
      const res = await send(UPLOAD_MB * MB);
      clearInterval(sampler);
      expect([res.status, res.body.size]).toEqual([201, UPLOAD_MB * MB]);
      const growth = { rssMB: (peak.rss - before.rss) / MB, heapMB: (peak.heap - before.heap) / MB };
      console.log(`${UPLOAD_MB} MB upload: peak RSS +${growth.rssMB.toFixed(1)} MB, heap+buffers +${growth.heapMB.toFixed(1)} MB`);
      expect(growth.heapMB).toBeLessThan(HEAP_BOUND_MB);
      expect(growth.rssMB).toBeLessThan(RSS_BOUND_MB);
      const stored = await t.deps.storage.driver.get('content', res.body.path);
      expect(stored?.size).toBe(UPLOAD_MB * MB);
      await stored?.body.cancel();
      await t.deps.storage.driver.remove('content', [res.body.path]);
      expect(leftovers()).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  }, 120_000);

  it('one byte over the limit is refused while streaming (413 FILE_TOO_LARGE) and leaves no partial file', async () => {
    const teacher = await t.signUp('teacher');
    // No Content-Length (a stream): only the streaming check can stop it.
    const { body, contentType } = streamedMultipart({ head: fx.pdf(), size: 50 * MB + 1, name: 'zu-gross.pdf' });
    const res = await t.app.request('/api/uploads/content?kind=blocks', {
      method: 'POST', body, duplex: 'half', headers: { authorization: `Bearer ${teacher.session.access_token}`, 'content-type': contentType },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', message: 'Content file size must be less than 50MB' } });
    expect(leftovers()).toEqual([]);
    expect(await t.deps.storage.driver.list('content', `teachers/${teacher.user.id}`)).toEqual([]);
  });

  it('a renamed executable is refused by its bytes (415 FILE_TYPE_NOT_ALLOWED) and not stored', async () => {
    const teacher = await t.signUp('teacher');
    const form = new FormData();
    form.append('file', new Blob([fx.exe()], { type: 'application/pdf' }), 'arbeitsblatt.pdf');
    const res = await t.app.request('/api/uploads/content?kind=blocks', {
      method: 'POST', body: form, headers: { authorization: `Bearer ${teacher.session.access_token}` },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(leftovers()).toEqual([]);
    expect(await t.deps.storage.driver.list('content', `teachers/${teacher.user.id}`)).toEqual([]);
  });
});
