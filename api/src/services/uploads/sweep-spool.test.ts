import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepSpool } from './receive-multipart.ts';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

describe('sweepSpool', () => {
  it('removes upload temp files older than the limit, keeps recent ones and other files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-spool-'));
    dirs.push(dir);
    const old = path.join(dir, 'upload-alt');
    fs.writeFileSync(old, 'x');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(old, hourAgo, hourAgo);
    fs.writeFileSync(path.join(dir, 'upload-neu'), 'x');
    fs.writeFileSync(path.join(dir, 'anderes'), 'x');
    fs.utimesSync(path.join(dir, 'anderes'), hourAgo, hourAgo);
    expect(await sweepSpool(dir, 15 * 60_000)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['anderes', 'upload-neu']);
  });

  it('is a no-op when the folder does not exist yet', async () => {
    expect(await sweepSpool(path.join(os.tmpdir(), 'lp-spool-fehlt-' + Date.now()))).toBe(0);
  });
});
