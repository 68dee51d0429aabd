import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageArea } from '../contract/index.ts';
import type { StorageDriver } from './driver.ts';
import { LocalStorageDriver } from './local-driver.ts';
import { StoragePathError } from './paths.ts';
import { S3StorageDriver } from './s3-driver.ts';
import { startTestS3, type TestS3 } from './test-support/start-s3rver.ts';

/**
 * One behaviour, two drivers: the same suite runs against the local-disk driver
 * and against the S3 driver talking to an s3rver on 127.0.0.1 (real HTTP, real SDK).
 * Lives in the `pg` project because it starts infrastructure (a server process, temp folders).
 */

async function text(driver: StorageDriver, area: StorageArea, p: string) {
  const file = await driver.get(area, p);
  if (!file) return null;
  return { text: await new Response(file.body).text(), contentType: file.contentType, size: file.size };
}

const BAD_PATHS = [
  '', '/etc/passwd', '../outside.txt', 'a/../../outside.txt', 'a/./b.txt', 'a//b.txt', 'a\\..\\b.txt',
  '.hidden', 'a/.tmp-x', 'a/b/', 'nul\u0000.txt', 'ümlaut.txt', 'a b.txt', '%2e%2e/x.txt', `${'a/'.repeat(20)}x.txt`,
];

interface SuiteOptions {
  /**
   * S3 lists keys in UTF-8 byte order ('a-b/x', 'a.txt' before 'a/c'); s3rver walks
   * its folders instead (component-wise order), so that one edge is only asserted
   * where the backend gets it right. Every other assertion is shared.
   */
  strictKeyOrder: boolean;
}

function driverSuite(
  name: string,
  opts: SuiteOptions,
  setup: () => Promise<{ driver: StorageDriver; root?: string; teardown: () => Promise<void> }>,
) {
  describe(`${name} driver`, () => {
    let driver: StorageDriver;
    let root: string | undefined;
    let teardown: () => Promise<void>;
    beforeAll(async () => { ({ driver, root, teardown } = await setup()); });
    afterAll(async () => { await teardown(); });

    /** A fresh folder per test, so tests never see each other's files. */
    const folder = () => `t-${randomBytes(4).toString('hex')}`;

    it('stores and returns bytes, content type and size; a missing file is null', async () => {
      const f = folder();
      await driver.put('content', `${f}/hello.txt`, Buffer.from('Grüezi'), 'text/plain; charset=utf-8');
      expect(await text(driver, 'content', `${f}/hello.txt`)).toEqual({ text: 'Grüezi', contentType: 'text/plain; charset=utf-8', size: 7 });
      expect(await driver.get('content', `${f}/missing.txt`)).toBeNull();
      expect(await driver.get('content', f)).toBeNull(); // a folder is not a file
    });

    it('keeps areas apart and overwrites in place', async () => {
      const f = folder();
      await driver.put('avatars', `${f}/a.png`, Buffer.from('one'), 'image/png');
      expect(await driver.get('content', `${f}/a.png`)).toBeNull();
      await driver.put('avatars', `${f}/a.png`, Buffer.from('two!'), 'image/webp');
      expect(await text(driver, 'avatars', `${f}/a.png`)).toEqual({ text: 'two!', contentType: 'image/webp', size: 4 });
      expect(await driver.list('avatars', f)).toHaveLength(1);
    });

    it('streams a large binary file unchanged', async () => {
      const f = folder();
      const bytes = randomBytes(6 * 1024 * 1024 + 17);
      await driver.put('submissions', `${f}/big.bin`, bytes, 'application/octet-stream');
      const file = await driver.get('submissions', `${f}/big.bin`);
      expect(file!.size).toBe(bytes.length);
      expect(Buffer.from(await new Response(file!.body).arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('lists all depths under a folder by path ascending, folder-exact, with limit', async () => {
      const f = folder();
      const names = ['b.txt', 'a/c.txt', 'a/b/d.txt', 'A.txt', '0.txt', 'a_z.txt', 'c/x.txt'];
      for (const n of names) await driver.put('content', `${f}/${n}`, Buffer.from(n), 'text/plain');
      await driver.put('content', `${f}x/other.txt`, Buffer.from('x'), 'text/plain'); // a sibling folder sharing the name prefix
      const expected = names.map((n) => `${f}/${n}`).sort();
      const all = await driver.list('content', f);
      expect(all.map((e) => e.path)).toEqual(expected);
      expect(all.find((e) => e.path === `${f}/a/c.txt`)?.size).toBe('a/c.txt'.length);
      expect((await driver.list('content', `${f}/`, { limit: 3 })).map((e) => e.path)).toEqual(expected.slice(0, 3));
      expect((await driver.list('content', `${f}/a`)).map((e) => e.path)).toEqual([`${f}/a/b/d.txt`, `${f}/a/c.txt`]);
      expect(await driver.list('content', `${f}/nothing`)).toEqual([]);
      await expect(driver.list('content', f, { limit: 0 })).rejects.toThrow(RangeError);
    });

    // Registered only where the backend sorts like S3 (see SuiteOptions), so nothing is reported as skipped.
    if (opts.strictKeyOrder) it('orders keys bytewise like S3: "a-b/x" and "a.txt" before "a/c"', async () => {
      const f = folder();
      const names = ['a/c.txt', 'a.txt', 'a-b/x.txt', 'a0.txt'];
      for (const n of names) await driver.put('content', `${f}/${n}`, Buffer.from(n), 'text/plain');
      expect((await driver.list('content', f)).map((e) => e.path)).toEqual([`${f}/a-b/x.txt`, `${f}/a.txt`, `${f}/a/c.txt`, `${f}/a0.txt`]);
      expect((await driver.list('content', f, { limit: 2 })).map((e) => e.path)).toEqual([`${f}/a-b/x.txt`, `${f}/a.txt`]);
    });

    it('lists at most 100 by default and pages past 100 when asked', async () => {
      const f = folder();
      const names = Array.from({ length: 105 }, (_, i) => `${f}/f${String(i).padStart(3, '0')}.txt`);
      for (let i = 0; i < names.length; i += 15) {
        await Promise.all(names.slice(i, i + 15).map((n) => driver.put('teacher-media', n, Buffer.from('.'), 'text/plain')));
      }
      expect((await driver.list('teacher-media', f)).map((e) => e.path)).toEqual(names.slice(0, 100));
      expect(await driver.list('teacher-media', f, { limit: 1000 })).toHaveLength(105);
    });

    it('removes the given files and ignores missing ones', async () => {
      const f = folder();
      for (const n of ['a.txt', 'b.txt', 'c/d.txt']) await driver.put('submissions', `${f}/${n}`, Buffer.from(n), 'text/plain');
      await driver.remove('submissions', [`${f}/a.txt`, `${f}/c/d.txt`, `${f}/never-existed.txt`]);
      expect((await driver.list('submissions', f)).map((e) => e.path)).toEqual([`${f}/b.txt`]);
      await driver.remove('submissions', []);
    });

    it('removes a whole folder, and only that folder; never the whole area', async () => {
      const f = folder();
      for (const n of ['cls/a.txt', 'cls/x/y/z.txt', 'cls-2/keep.txt', 'keep.txt']) {
        await driver.put('submissions', `${f}/${n}`, Buffer.from(n), 'text/plain');
      }
      await driver.removePrefix('submissions', `${f}/cls`);
      expect((await driver.list('submissions', f)).map((e) => e.path)).toEqual([`${f}/cls-2/keep.txt`, `${f}/keep.txt`]);
      await driver.removePrefix('submissions', `${f}/not-there`);
      await expect(driver.removePrefix('submissions', '')).rejects.toThrow(StoragePathError);
      await expect(driver.removePrefix('submissions', '/')).rejects.toThrow(StoragePathError);
      expect(await driver.list('submissions', f)).toHaveLength(2);
    });

    it('refuses path traversal, odd paths and unknown areas in every method', async () => {
      for (const bad of BAD_PATHS) {
        await expect(driver.put('content', bad, Buffer.from('x'), 'text/plain'), bad).rejects.toThrow(StoragePathError);
        await expect(driver.get('content', bad), bad).rejects.toThrow(StoragePathError);
        await expect(driver.remove('content', ['ok.txt', bad]), bad).rejects.toThrow(StoragePathError);
      }
      for (const bad of ['..', '../x', '/abs', 'a/../b', '.hidden']) {
        await expect(driver.list('content', bad), bad).rejects.toThrow(StoragePathError);
        await expect(driver.removePrefix('content', bad), bad).rejects.toThrow(StoragePathError);
      }
      await expect(driver.put('secrets' as StorageArea, 'x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(StoragePathError);
      await expect(driver.get('../avatars' as StorageArea, 'x.txt')).rejects.toThrow(StoragePathError);
      if (root) {
        // Nothing was written outside the storage root, nor any temp file left behind.
        expect(fs.readdirSync(path.dirname(root))).toEqual(['storage']);
        const leftovers = fs.readdirSync(root, { recursive: true }).map(String).filter((n) => path.basename(n).startsWith('.tmp-'));
        expect(leftovers).toEqual([]);
      }
    });
  });
}

driverSuite('local', { strictKeyOrder: true }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-storage-'));
  const root = path.join(dir, 'storage');
  return {
    driver: new LocalStorageDriver(root),
    root,
    teardown: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

driverSuite('s3', { strictKeyOrder: false }, async () => {
  const s3: TestS3 = await startTestS3();
  const driver = new S3StorageDriver({
    bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true,
    accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey,
  });
  return {
    driver,
    teardown: async () => {
      driver.close();
      await s3.stop();
    },
  };
});

describe('local driver specifics', () => {
  it('writes atomically: concurrent readers see the old or the new file, never a mix; no temp files remain', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-storage-'));
    const driver = new LocalStorageDriver(path.join(dir, 'storage'));
    try {
      const a = Buffer.alloc(2 * 1024 * 1024, 'a');
      const b = Buffer.alloc(2 * 1024 * 1024, 'b');
      await driver.put('content', 'x/file.bin', a, 'application/octet-stream');
      const reads: Promise<string>[] = [];
      const writes: Promise<void>[] = [];
      for (let i = 0; i < 10; i++) {
        writes.push(driver.put('content', 'x/file.bin', i % 2 ? a : b, 'application/octet-stream'));
        reads.push(driver.get('content', 'x/file.bin').then(async (f) => Buffer.from(await new Response(f!.body).arrayBuffer()).toString('latin1')));
      }
      await Promise.all(writes);
      for (const content of await Promise.all(reads)) {
        expect(content.length).toBe(a.length);
        expect(content === a.toString('latin1') || content === b.toString('latin1')).toBe(true);
      }
      expect(fs.readdirSync(path.join(dir, 'storage', 'content', 'x'))).toEqual(['.file.bin.meta', 'file.bin']);
      await driver.remove('content', ['x/file.bin']);
      expect(fs.readdirSync(path.join(dir, 'storage', 'content'))).toEqual([]); // empty folders pruned
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
