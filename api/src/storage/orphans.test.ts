import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger.ts';
import type { StorageDriver } from './driver.ts';
import { removeOrphanedFiles } from './orphans.ts';

function fakeLog() {
  const lines: { level: string; msg: string; extra?: object }[] = [];
  const at = (level: string) => (msg: string, extra?: object) => { lines.push({ level, msg, extra }); };
  const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

function flakyDriver(failures: number) {
  const calls: string[][] = [];
  const driver = {
    remove: vi.fn(async (_area: string, paths: string[]) => {
      calls.push(paths);
      if (calls.length <= failures) throw new Error('store unavailable');
    }),
  } as unknown as StorageDriver;
  return { driver, calls };
}

describe('removeOrphanedFiles', () => {
  it('removes at once when the store works', async () => {
    const { driver, calls } = flakyDriver(0);
    const { log, lines } = fakeLog();
    await removeOrphanedFiles(driver, 'submissions', ['c/b/s/a.pdf', 'c/b/s/a.pdf', 'c/b/s/b.pdf'], log, [1, 1]);
    expect(calls).toEqual([['c/b/s/a.pdf', 'c/b/s/b.pdf']]);
    expect(lines).toEqual([]);
  });

  it('never throws; logs and retries with backoff until it works', async () => {
    const { driver, calls } = flakyDriver(2);
    const { log, lines } = fakeLog();
    await expect(removeOrphanedFiles(driver, 'submissions', ['x/a.pdf'], log, [5, 10, 20])).resolves.toBeUndefined();
    expect(calls).toHaveLength(1); // the request only waited for the first attempt
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(lines.map((l) => `${l.level}:${l.msg}`)).toEqual([
      'warn:removing orphaned files failed',
      'warn:removing orphaned files failed',
      'info:orphaned files removed after retry',
    ]);
  });

  it('gives up after the last retry with an error line', async () => {
    const { driver, calls } = flakyDriver(99);
    const { log, lines } = fakeLog();
    await removeOrphanedFiles(driver, 'submissions', ['x/a.pdf'], log, [1, 1]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await vi.waitFor(() => expect(lines.at(-1)?.level).toBe('error'));
    expect(lines.at(-1)?.extra).toMatchObject({ willRetry: false, attempt: 3 });
  });

  it('skips paths the storage rule refuses (and calls nothing when none is left)', async () => {
    const { driver, calls } = flakyDriver(0);
    const { log, lines } = fakeLog();
    await removeOrphanedFiles(driver, 'submissions', ['../etc/passwd', ''], log, []);
    expect(calls).toEqual([]);
    expect(lines[0]?.msg).toBe('orphaned file paths skipped (invalid)');
  });
});
