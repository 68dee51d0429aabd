import { describe, expect, it } from 'vitest';
import { pickPrecompressed } from './static-bundles.ts';

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
