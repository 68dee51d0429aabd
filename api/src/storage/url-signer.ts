import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FILE_LIMITS, type StorageArea } from '../contract/index.ts';

/** Where the file route is mounted; signed URLs are relative to the API's origin. */
export const FILES_BASE_PATH = '/api/files';

const EXP = /^\d{1,12}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url without padding

/**
 * Signs and checks `/api/files/<area>/<path>?exp=<unix>&sig=<hmac>` URLs for
 * both drivers. The HMAC key is derived from the JWT secret with HKDF (info
 * 'file-urls'), so there is no extra secret to manage; rotating the JWT secret
 * invalidates every file URL.
 */
export class FileUrlSigner {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'file-urls', 32));
  }

  /** A relative URL valid for `ttlSeconds` (default 3600 s; uploads use 365 days). */
  url(area: StorageArea, path: string, ttlSeconds: number = FILE_LIMITS.signedUrlDefaultSeconds, nowMs = Date.now()): string {
    const exp = Math.floor(nowMs / 1000) + Math.max(1, Math.floor(ttlSeconds));
    const encodedPath = path.split('/').map(encodeURIComponent).join('/');
    return `${FILES_BASE_PATH}/${area}/${encodedPath}?exp=${exp}&sig=${this.signature(area, path, exp)}`;
  }

  /** True when `sig` signs (area, path, exp) and exp is not in the past. Constant-time compare. */
  verify(area: string, path: string, exp: string | undefined, sig: string | undefined, nowMs = Date.now()): boolean {
    if (!exp || !sig || !EXP.test(exp) || !SIG.test(sig)) return false;
    const expSeconds = Number(exp);
    if (expSeconds * 1000 <= nowMs) return false;
    const expected = Buffer.from(this.signature(area, path, expSeconds), 'utf8');
    const given = Buffer.from(sig, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(area: string, path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`v1\n${area}\n${path}\n${exp}`).digest('base64url');
  }
}

/** The storage path inside `area` that one of our file URLs points to, or null for any other URL. */
export function storagePathOfFileUrl(url: string | null | undefined, area: StorageArea): string | null {
  if (!url) return null;
  const prefix = `${FILES_BASE_PATH}/${area}/`;
  if (!url.startsWith(prefix)) return null;
  const encoded = url.slice(prefix.length).split('?')[0]!;
  try {
    const path = encoded.split('/').map(decodeURIComponent).join('/');
    return path.includes('..') ? null : path;
  } catch {
    return null;
  }
}
