import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { folderRoutes, pickPrecompressed } from './static-bundles.ts';

const both = () => true;

describe('pickPrecompressed', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(pickPrecompressed('gzip, deflate, br', both)?.encoding).toBe('br');
    expect(pickPrecompressed('gzip', both)?.encoding).toBe('gzip');
    expect(pickPrecompressed('deflate', both)).toBeNull();
    expect(pickPrecompressed(undefined, both)).toBeNull();
  });

  it('honours q-values and wildcards', () => {
    expect(pickPrecompressed('br;q=0, gzip', both)?.encoding).toBe('gzip');
    expect(pickPrecompressed('br;q=0.2, gzip;q=0.8', both)?.encoding).toBe('gzip');
    expect(pickPrecompressed('*', both)?.encoding).toBe('br');
    expect(pickPrecompressed('identity', both)).toBeNull();
  });

  it('falls back when the build made no copy of that kind (small files)', () => {
    expect(pickPrecompressed('br, gzip', (suffix) => suffix === '.gz')?.encoding).toBe('gzip');
    expect(pickPrecompressed('br, gzip', () => false)).toBeNull();
  });
});

describe('serving a folder', () => {
  it('serves the precompressed copy, but not one older than a file an operator replaced after the build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    try {
      const file = path.join(dir, 'bundesrat.json');
      fs.writeFileSync(file, JSON.stringify({ stand: '2026-11' }));
      fs.writeFileSync(file + '.br', brotliCompressSync(fs.readFileSync(file)));
      const app = folderRoutes('/b', () => dir);
      const get = () => app.request('/b/bundesrat.json', { headers: { 'Accept-Encoding': 'br' } });
      expect((await get()).headers.get('content-encoding')).toBe('br');

      fs.writeFileSync(file, JSON.stringify({ stand: '2027-01' }));
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      const replaced = await get();
      expect(replaced.headers.get('content-encoding')).toBeNull();
      expect(await replaced.json()).toEqual({ stand: '2027-01' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
