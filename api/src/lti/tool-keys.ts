import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Sql } from '../db/client.ts';
import { ADVISORY_LOCKS } from '../db/advisory-locks.ts';
import { inTransaction } from '../db/transaction.ts';
import * as q from '../db/queries/lti.ts';

type SigningKey = Awaited<ReturnType<typeof importJWK>>;

/** Retired keys stay in the JWKS this long, so platforms that cached them still verify what they signed. */
export const KEY_OVERLAP_DAYS = 7;

/**
 * The tool's RS256 signing keys (client assertions, deep-linking responses), kept in the database so
 * every instance signs with the same key. Created on first use; rotate() adds a new key and retires
 * the old one, which stays published for KEY_OVERLAP_DAYS.
 */
export class ToolKeys {
  private cached: { kid: string; key: SigningKey; loadedAt: number } | null = null;

  constructor(private readonly sql: Sql) {}

  /** The current signing key (creating the first one if there is none). */
  async current(): Promise<{ kid: string; key: SigningKey }> {
    if (this.cached && Date.now() - this.cached.loadedAt < 60_000) return this.cached;
    let row = await q.currentToolKey(this.sql);
    if (!row) row = await this.create(false);
    const key = await importJWK(row.private_jwk as JWK, 'RS256');
    this.cached = { kid: row.kid, key, loadedAt: Date.now() };
    return this.cached;
  }

  /** The public JWKS (current and recently retired keys). */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.current();
    const rows = await q.listToolKeys(this.sql, { overlapDays: KEY_OVERLAP_DAYS });
    return { keys: rows.map((r) => r.public_jwk as JWK) };
  }

  /** A new signing key; the previous one is retired (still published during the overlap). */
  async rotate(): Promise<{ kid: string }> {
    const row = await this.create(true);
    this.cached = null;
    return { kid: row.kid };
  }

  /** Signs a JWT with the current key (RS256, kid in the header). */
  async sign(payload: JWTPayload, opts: { expiresInSeconds: number; typ?: string }): Promise<string> {
    const { kid, key } = await this.current();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, ...(opts.typ ? { typ: opts.typ } : {}) })
      .setIssuedAt()
      .setExpirationTime(`${opts.expiresInSeconds}s`)
      .sign(key);
  }

  private async create(rotate: boolean): Promise<q.ToolKeyRow> {
    return inTransaction(this.sql, async (tx) => {
      await tx`select pg_advisory_xact_lock(${ADVISORY_LOCKS.ltiToolKey})`;
      if (!rotate) {
        const existing = await q.currentToolKey(tx);
        if (existing) return existing; // another instance made it meanwhile
      }
      const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
      const kid = randomUUID();
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      await q.insertToolKey(tx, { kid, privateJwk, publicJwk });
      await q.retireToolKeysExcept(tx, { kid });
      return (await q.currentToolKey(tx))!;
    });
  }
}
