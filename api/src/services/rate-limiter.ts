import { createHash } from 'node:crypto';
import { AppError, ErrorCode } from '../contract/index.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/rate-limits.ts';

/**
 * The limits, per minute. Sized for a school behind one address (every pupil of
 * a school or canton reaching the internet through the same NAT address): what
 * counts per address is a generous ceiling, what stops guessing counts per
 * account or session (see README, "Limits").
 */
export interface RateLimitSettings {
  /** Sign-ins and sign-ups per source address (a whole school's ceiling). */
  authPerIp: number;
  /** Failed sign-ins per account and source address. */
  signInFailures: number;
  /** Failed sign-ins per source address, whatever the account (credential stuffing). */
  signInFailuresPerIp: number;
  /** Refreshes per session (every tab of one browser shares its session). */
  refreshPerSession: number;
  /** Failed class joins (wrong codes) per user, and per source address. */
  joinFailures: number;
  joinFailuresPerIp: number;
  /** File uploads per user. */
  uploads: number;
  /** 'Lernende erfassen' and 'Passwort zurücksetzen' per teacher. */
  studentAccounts: number;
  /** Dynamic LTI registrations (/lti/register, no sign-in) per source address. */
  ltiRegistrations?: number;
}

const WINDOW_SECONDS = 60;

/**
 * One part of a counter's key: hashed, so a key has a bounded length whatever
 * the input (a 900 KB e-mail stays 32 characters) and no counter holds an
 * e-mail address or an IP in clear text.
 */
export const keyPart = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

/** A 429 that tells when to try again (the error handler sets Retry-After). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, 429, 'Too many requests, please try again later');
  }
}

const retryAfter = (resetAt: Date | null) =>
  Math.max(1, Math.ceil(((resetAt?.getTime() ?? Date.now() + WINDOW_SECONDS * 1000) - Date.now()) / 1000));

/** A counter: bucket name plus hashed key parts, e.g. `signin-fail:<account>:<source>`. */
export interface Counter { bucket: string; parts: string[] }

const keyOf = ({ bucket, parts }: Counter) => `${bucket}:${parts.map(keyPart).join(':')}`;

/**
 * Fixed one-minute windows in PostgreSQL (table rate_limit_hits), shared by every
 * API instance. Failures are counted up front (`attempt`) and taken back when the
 * request succeeds (`succeeded`), so parallel guesses cannot slip past the limit.
 */
export class RateLimiter {
  constructor(private readonly sql: Sql, readonly settings: RateLimitSettings) {}

  /** Counts a request on each counter; the first one beyond its limit refuses it (429). */
  async consume(counters: [Counter, number][], sql: Sql = this.sql): Promise<void> {
    for (const [counter, limit] of counters) {
      const { hits, reset_at } = await q.hit(sql, { key: keyOf(counter), windowSeconds: WINDOW_SECONDS });
      if (hits > limit) throw new RateLimitedError(retryAfter(reset_at));
    }
  }

  /** Takes back the hits of a request that turned out not to count (a correct password, a valid code). */
  async succeeded(counters: Counter[], sql: Sql = this.sql): Promise<void> {
    for (const counter of counters) await q.unhit(sql, { key: keyOf(counter) });
  }

  /** Refuses (429) when a counter already holds `limit` hits; counts nothing. */
  async check(counter: Counter, limit: number, sql: Sql = this.sql): Promise<void> {
    const { hits, reset_at } = await q.currentHits(sql, { key: keyOf(counter) });
    if (hits >= limit) throw new RateLimitedError(retryAfter(reset_at));
  }

  /** Counts one hit without deciding anything. */
  async record(counter: Counter, sql: Sql = this.sql): Promise<void> {
    await q.hit(sql, { key: keyOf(counter), windowSeconds: WINDOW_SECONDS });
  }

  // ── The platform's limits ──────────────────────────────────────────────────

  /** Before a sign-in: the source's ceiling, then its failures and the account's failures from this source. */
  async signInAttempt(account: string, ip: string): Promise<void> {
    const s = this.settings;
    await this.consume([
      [{ bucket: 'auth-ip', parts: [ip] }, s.authPerIp],
      [{ bucket: 'signin-fail-ip', parts: [ip] }, s.signInFailuresPerIp],
      [{ bucket: 'signin-fail', parts: [account, ip] }, s.signInFailures],
    ]);
  }

  /** A correct password: its try was no failure. */
  async signInSucceeded(account: string, ip: string): Promise<void> {
    await this.succeeded([{ bucket: 'signin-fail-ip', parts: [ip] }, { bucket: 'signin-fail', parts: [account, ip] }]);
  }

  /** Before a sign-up: the source's ceiling (shared with sign-ins). */
  async signUpAttempt(ip: string): Promise<void> {
    await this.consume([[{ bucket: 'auth-ip', parts: [ip] }, this.settings.authPerIp]]);
  }

  /** A refresh of a known session (inside the rotation's transaction). */
  async refresh(userId: string, sessionId: string, sql: Sql = this.sql): Promise<void> {
    await this.consume([[{ bucket: 'refresh', parts: [userId, sessionId] }, this.settings.refreshPerSession]], sql);
  }

  /** Invalid refresh tokens per source: they are unguessable, this only bounds the load. */
  async refreshInvalidCheck(ip: string): Promise<void> {
    await this.check({ bucket: 'refresh-invalid-ip', parts: [ip] }, this.settings.authPerIp);
  }

  async refreshInvalid(ip: string): Promise<void> {
    await this.record({ bucket: 'refresh-invalid-ip', parts: [ip] });
  }

  /** Before joining a class by code: wrong codes per user and per source. */
  async joinAttempt(userId: string, ip: string): Promise<void> {
    await this.consume([
      [{ bucket: 'join-fail-ip', parts: [ip] }, this.settings.joinFailuresPerIp],
      [{ bucket: 'join-fail', parts: [userId] }, this.settings.joinFailures],
    ]);
  }

  /** A code that found its class: no failure. */
  async joinSucceeded(userId: string, ip: string): Promise<void> {
    await this.succeeded([{ bucket: 'join-fail-ip', parts: [ip] }, { bucket: 'join-fail', parts: [userId] }]);
  }

  /**
   * A dynamic LTI registration: the LMS admin's browser opens /lti/register without a sign-in here,
   * and each one makes the tool fetch a URL it names and write a platform, so each source gets few.
   */
  async ltiRegistration(ip: string): Promise<void> {
    await this.consume([[{ bucket: 'lti-register-ip', parts: [ip] }, this.settings.ltiRegistrations ?? 10]]);
  }

  /** An upload by a signed-in user. */
  async upload(userId: string): Promise<void> {
    await this.consume([[{ bucket: 'upload', parts: [userId] }, this.settings.uploads]]);
  }

  /** Bulk account creation or a password reset by a teacher. */
  async studentAccounts(teacherId: string): Promise<void> {
    await this.consume([[{ bucket: 'student-accounts', parts: [teacherId] }, this.settings.studentAccounts]]);
  }

  /** Forgets every counter naming one of these values (a deleted user's id and e-mail). */
  async forget(values: string[], sql: Sql = this.sql): Promise<void> {
    await q.deleteByParts(sql, { parts: values.map(keyPart) });
  }

  /** Deletes windows that have ended (run by the sweeper). */
  async sweep(): Promise<number> {
    return q.deleteExpired(this.sql);
  }
}
