import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** What an access token carries: the user and the session it belongs to. */
export interface AccessClaims {
  sub: string;
  sid: string;
  email: string;
}

/**
 * Signs and verifies access tokens. The secret is turned into a KeyObject once:
 * jsonwebtoken re-parses string secrets on every call (see notes/performance.md).
 */
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(secret: string, readonly ttlSeconds: number) {
    if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessClaims, now = Date.now()): { token: string; expiresAt: number } {
    const iat = Math.floor(now / 1000);
    const expiresAt = iat + this.ttlSeconds;
    const token = jwt.sign({ ...claims, iat, exp: expiresAt, aud: 'authenticated' }, this.key, {
      algorithm: 'HS256',
    });
    return { token, expiresAt };
  }

  /** Returns the claims, or null for any invalid, expired or foreign token. */
  verify(token: string): AccessClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: 'authenticated' });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') {
        return null;
      }
      return { sub: payload.sub, sid: payload['sid'] as string, email: String(payload['email'] ?? '') };
    } catch {
      return null;
    }
  }
}

/** A new opaque refresh token (256 bits) — only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of an opaque token: enough for high-entropy secrets, and indexable. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key of `successorToken`: derived from the server secret, never used for anything else. */
export function successorKey(secret: string): KeyObject {
  return createSecretKey(createHmac('sha256', secret).update('lernplattform refresh-token successor').digest());
}

/**
 * The refresh token that replaces `previous` when it is rotated: HMAC(key, previous).
 * Deterministic, so every refresh with one token (parallel tabs, retries within the grace
 * window) gets the same successor instead of each minting its own; unguessable without the key.
 */
export function successorToken(key: KeyObject, previous: string): string {
  return createHmac('sha256', key).update(previous).digest('base64url');
}
