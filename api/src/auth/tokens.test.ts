import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { AccessTokens, hashOpaqueToken, newOpaqueToken } from './tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const SECRET = 'a'.repeat(40);

describe('access tokens', () => {
  const tokens = new AccessTokens(SECRET, 3600);

  it('round-trips the claims and expires after the ttl', () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    const { token, expiresAt } = tokens.sign({ sub: 'u1', sid: 's1', email: 'a@b.ch' }, now);
    expect(expiresAt).toBe(now / 1000 + 3600);
    expect(tokens.verify(token)).toEqual({ sub: 'u1', sid: 's1', email: 'a@b.ch' });
  });

  it('rejects expired tokens', () => {
    const { token } = tokens.sign({ sub: 'u1', sid: 's1', email: '' }, Date.now() - 2 * 3600_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('rejects tokens signed with another secret or another algorithm (alg pinned)', () => {
    const foreign = new AccessTokens('b'.repeat(40), 3600).sign({ sub: 'u1', sid: 's1', email: '' }).token;
    expect(tokens.verify(foreign)).toBeNull();
    const unsigned = jwt.sign({ sub: 'u1', sid: 's1', aud: 'authenticated' }, '', { algorithm: 'none' });
    expect(tokens.verify(unsigned)).toBeNull();
    const hs512 = jwt.sign({ sub: 'u1', sid: 's1', aud: 'authenticated' }, SECRET, { algorithm: 'HS512' });
    expect(tokens.verify(hs512)).toBeNull();
  });

  it('refuses short secrets', () => {
    expect(() => new AccessTokens('short', 3600)).toThrow(/32/);
  });
});

describe('opaque refresh tokens', () => {
  it('are random, url-safe, and stored only as a stable hash', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashOpaqueToken(a)).toBe(hashOpaqueToken(a));
    expect(hashOpaqueToken(a)).not.toContain(a);
  });
});

describe('passwords', () => {
  it('verifies the right password only, with a salted hash', async () => {
    const h1 = await hashPassword('geheim123');
    const h2 = await hashPassword('geheim123');
    expect(h1).not.toBe(h2);
    expect(await verifyPassword('geheim123', h1)).toBe(true);
    expect(await verifyPassword('geheim124', h1)).toBe(false);
    expect(await verifyPassword('geheim123', 'garbage')).toBe(false);
  });
});
