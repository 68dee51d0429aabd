import { describe, expect, it } from 'vitest';
import { FileUrlSigner } from './url-signer.ts';

const SECRET = 'x'.repeat(48);
const NOW = 1_735_689_600_000; // 2025-01-01

function parts(url: string) {
  const u = new URL(url, 'http://localhost');
  const [, , , area, ...rest] = u.pathname.split('/');
  return { area: area!, path: rest.join('/'), exp: u.searchParams.get('exp') ?? undefined, sig: u.searchParams.get('sig') ?? undefined };
}

describe('FileUrlSigner', () => {
  const signer = new FileUrlSigner(SECRET);

  it('signs /api/files/<area>/<path>?exp&sig with the default validity of 3600 s', () => {
    const url = signer.url('submissions', 'c/b/s/aufsatz-1.pdf', undefined, NOW);
    expect(url).toMatch(/^\/api\/files\/submissions\/c\/b\/s\/aufsatz-1\.pdf\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const p = parts(url);
    expect(Number(p.exp)).toBe(NOW / 1000 + 3600);
    expect(signer.verify(p.area, p.path, p.exp, p.sig, NOW)).toBe(true);
    expect(signer.verify(p.area, p.path, p.exp, p.sig, NOW + 3599_000)).toBe(true);
  });

  it('rejects expired URLs', () => {
    const p = parts(signer.url('avatars', 'u/avatar-1.png', 60, NOW));
    expect(signer.verify(p.area, p.path, p.exp, p.sig, NOW + 60_000)).toBe(false);
    const year = parts(signer.url('avatars', 'u/avatar-1.png', 365 * 24 * 3600, NOW));
    expect(signer.verify(year.area, year.path, year.exp, year.sig, NOW + 364 * 24 * 3600_000)).toBe(true);
    expect(signer.verify(year.area, year.path, year.exp, year.sig, NOW + 366 * 24 * 3600_000)).toBe(false);
  });

  it('binds the signature to area, path and expiry', () => {
    const p = parts(signer.url('content', 'teachers/t/classes/u/bild.png', 3600, NOW));
    expect(signer.verify('avatars', p.path, p.exp, p.sig, NOW)).toBe(false);
    expect(signer.verify(p.area, 'teachers/t/classes/u/other.png', p.exp, p.sig, NOW)).toBe(false);
    expect(signer.verify(p.area, p.path, String(Number(p.exp) + 1), p.sig, NOW)).toBe(false);
    const flipped = p.sig!.slice(0, -1) + (p.sig!.endsWith('A') ? 'B' : 'A');
    expect(signer.verify(p.area, p.path, p.exp, flipped, NOW)).toBe(false);
  });

  it('rejects missing or malformed parameters without throwing', () => {
    const p = parts(signer.url('content', 'a.png', 3600, NOW));
    for (const [exp, sig] of [[undefined, p.sig], [p.exp, undefined], ['', p.sig], ['12e9', p.sig], [p.exp, 'short'], [p.exp, `${p.sig}=`], ['-1', p.sig]]) {
      expect(signer.verify(p.area, p.path, exp, sig, NOW)).toBe(false);
    }
  });

  it('derives its key from the JWT secret: another secret, another signature', () => {
    const p = parts(signer.url('content', 'a.png', 3600, NOW));
    expect(new FileUrlSigner('y'.repeat(48)).verify(p.area, p.path, p.exp, p.sig, NOW)).toBe(false);
    expect(new FileUrlSigner(SECRET).verify(p.area, p.path, p.exp, p.sig, NOW)).toBe(true);
  });
});
