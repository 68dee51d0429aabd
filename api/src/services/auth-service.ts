import { AppError, ErrorCode, type Role, type SignUpBody } from '../contract/index.ts';
import type { Sql } from '../db/client.ts';
import * as sessions from '../db/queries/sessions.ts';
import * as users from '../db/queries/users.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { KeyObject } from 'node:crypto';
import { hashOpaqueToken, newOpaqueToken, successorToken, type AccessTokens } from '../auth/tokens.ts';
import type { Mailer } from './mailer.ts';
import { presentProfile, presentUser } from '../presenters.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Caller } from '../caller.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface AuthDeps {
  sql: Sql;
  tokens: AccessTokens;
  mailer: Mailer;
  emailConfirmation: boolean;
  publicUrl: string;
  refreshReuseGraceSeconds: number;
  /** Key of the deterministic refresh-token successor (auth/tokens.ts successorKey). */
  refreshSuccessorKey: KeyObject;
  /** A session ends after this many days without a refresh … */
  sessionIdleDays: number;
  /** … and in any case this many days after sign-in. */
  sessionAbsoluteDays: number;
  limiter: RateLimiter;
}

/**
 * A session as issued: `body` is the JSON answer (access token, user); the refresh token
 * and when it expires go into the HttpOnly cookie only, never into a body.
 */
export interface IssuedSession {
  body: {
    access_token: string;
    token_type: 'bearer';
    expires_in: number;
    expires_at: number;
    user: ReturnType<typeof presentUser>;
  };
  refresh: { token: string; expiresAt: Date };
}

const DAY_MS = 86_400_000;

export interface ClientInfo { userAgent: string | null; ip: string | null }

const CONFIRMATION_TTL_HOURS = 48;

/** Rules of sign-up, sign-in, refresh rotation and logout. Routes stay thin. */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  async signUp(body: SignUpBody, client: ClientInfo) {
    await this.d.limiter.signUpAttempt(client.ip ?? 'unknown');
    const { first_name, last_name, role } = body.data;
    const metadata = { role, first_name, last_name, display_name: `${first_name} ${last_name}` };
    const passwordHash = await hashPassword(body.password);
    const confirmToken = newOpaqueToken();

    const result = await inTransaction(this.d.sql, async (tx) => {
      const user = await users.insertAuthUser(tx, {
        email: body.email, passwordHash, metadata, confirmed: !this.d.emailConfirmation,
      });
      if (!user) throw new AppError(ErrorCode.EMAIL_TAKEN, 409, 'User already registered');
      await users.ensureProfile(tx, {
        id: user.id, role, firstName: first_name, lastName: last_name, displayName: metadata.display_name, email: user.email,
      });
      if (this.d.emailConfirmation) {
        await users.insertEmailConfirmation(tx, { tokenHash: hashOpaqueToken(confirmToken), userId: user.id, ttlHours: CONFIRMATION_TTL_HOURS });
        return { user, session: null };
      }
      return { user, session: await this.issueSession(tx, user, client) };
    });

    if (this.d.emailConfirmation) {
      const link = `${this.d.publicUrl}/api/auth/confirm?token=${encodeURIComponent(confirmToken)}`;
      await this.d.mailer.send({
        to: body.email,
        subject: 'Bestätige deine E-Mail-Adresse',
        text: `Hallo ${first_name}\n\nBitte bestätige deine E-Mail-Adresse mit diesem Link:\n${link}\n\nDer Link ist ${CONFIRMATION_TTL_HOURS} Stunden gültig.`,
      });
    }
    return { user: presentUser(result.user), session: result.session as IssuedSession | null };
  }

  async confirmEmail(token: string): Promise<void> {
    const userId = await users.consumeEmailConfirmation(this.d.sql, { tokenHash: hashOpaqueToken(token) });
    if (!userId) throw new AppError(ErrorCode.CONFIRMATION_TOKEN_INVALID, 400, 'Confirmation link is invalid or expired');
    await users.confirmEmail(this.d.sql, { userId });
  }

  /**
   * Sign-in with an e-mail or a username ('E-Mail oder Benutzername', lower-cased by the schema;
   * usernames never contain '@'). Unknown account and wrong password answer the same error.
   */
  async passwordGrant(identifier: string, password: string, client: ClientInfo): Promise<IssuedSession> {
    const user = await this.checkCredentials(identifier, password, client);
    await this.ensureProfileFromMetadata(user);
    return this.issueSession(this.d.sql, user, client);
  }

  /** The account of these credentials, checked and rate-limited like a sign-in, without a session (LTI account linking). */
  async verifyCredentials(identifier: string, password: string, client: ClientInfo): Promise<string> {
    const user = await this.checkCredentials(identifier, password, client);
    await this.ensureProfileFromMetadata(user);
    return user.id;
  }

  private async checkCredentials(identifier: string, password: string, client: ClientInfo): Promise<users.AuthUserRow> {
    // Guessing is limited per account and source: someone else's failures never lock the owner out elsewhere.
    const ip = client.ip ?? 'unknown';
    await this.d.limiter.signInAttempt(identifier, ip);
    const user = identifier.includes('@')
      ? await users.getAuthUserByEmail(this.d.sql, { email: identifier })
      : await users.getAuthUserByUsername(this.d.sql, { username: identifier });
    // Verify against a dummy hash for unknown accounts so the timing doesn't tell.
    const ok = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 400, 'Invalid login credentials');
    await this.d.limiter.signInSucceeded(identifier, ip);
    if (this.d.emailConfirmation && !user.email_confirmed_at) {
      throw new AppError(ErrorCode.EMAIL_NOT_CONFIRMED, 400, 'Email not confirmed');
    }
    return user;
  }

  /**
   * Rotates a refresh token. Its successor is derived from it (auth/tokens.ts), so a reuse
   * within the grace window (parallel tabs, a retried request) gets the same successor
   * instead of minting another one; a later reuse means the token leaked, so the whole
   * session is revoked. A session past its idle or absolute lifetime is revoked as expired.
   */
  async refreshGrant(refreshToken: string, client?: ClientInfo): Promise<IssuedSession> {
    const ip = client?.ip ?? 'unknown';
    await this.d.limiter.refreshInvalidCheck(ip);
    const outcome = await inTransaction(this.d.sql, async (sqlTx) => {
      const found = await sessions.lockRefreshToken(sqlTx, {
        tokenHash: hashOpaqueToken(refreshToken), idleDays: this.d.sessionIdleDays, absoluteDays: this.d.sessionAbsoluteDays,
      });
      if (!found || found.session_revoked_at) return { kind: 'invalid' as const };
      // Per session, not per address: a school's tabs behind one NAT address never share a limit.
      await this.d.limiter.refresh(found.user_id, found.session_id, sqlTx);
      if (found.session_expired) {
        await sessions.revokeSession(sqlTx, { id: found.session_id, reason: 'expired' });
        return { kind: 'expired' as const };
      }
      if (found.rotated_seconds_ago !== null) {
        if (found.rotated_seconds_ago > this.d.refreshReuseGraceSeconds) {
          await sessions.revokeSession(sqlTx, { id: found.session_id, reason: 'refresh_token_reuse' });
          return { kind: 'reused' as const };
        }
      } else {
        await sessions.markRotated(sqlTx, { id: found.id });
      }
      const user = await users.getAuthUser(sqlTx, { id: found.user_id });
      if (!user) return { kind: 'invalid' as const };
      await sessions.touchSession(sqlTx, { id: found.session_id });
      const successor = successorToken(this.d.refreshSuccessorKey, refreshToken);
      return { kind: 'ok' as const, session: await this.tokensFor(sqlTx, user, found.session_id, found.session_created_at, successor) };
    });
    if (outcome.kind !== 'ok') {
      await this.d.limiter.refreshInvalid(ip);
      const message = { reused: 'Refresh token already used; session revoked', expired: 'Session expired', invalid: 'Invalid refresh token' };
      throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID, 401, message[outcome.kind]);
    }
    return outcome.session;
  }

  /** The signed-in user (401 when the account is gone). */
  async currentUser(caller: Caller) {
    const user = await users.getAuthUser(this.d.sql, { id: caller.userId });
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
    return presentUser(user);
  }

  /** The spec's session check: {isValid, user, profile}, never an error status. */
  async validateSession(caller: Caller | null) {
    const invalid = { isValid: false, user: null, profile: null, error: 'No valid session' as const };
    if (!caller) return invalid;
    const user = await users.getAuthUser(this.d.sql, { id: caller.userId });
    if (!user) return invalid;
    if (!caller.profile) return { isValid: false, user: presentUser(user), profile: null, error: 'No user profile found' as const };
    return { isValid: true, user: presentUser(user), profile: presentProfile(caller.profile) };
  }

  async logout(userId: string, sessionId: string, scope: 'local' | 'global'): Promise<void> {
    if (scope === 'global') await sessions.revokeAllSessions(this.d.sql, { userId });
    else await sessions.revokeSession(this.d.sql, { id: sessionId, reason: 'logout' });
  }

  /** Sign-out by the refresh cookie (the access token may be gone); false when it belongs to no live session. */
  async logoutByRefreshToken(refreshToken: string, scope: 'local' | 'global'): Promise<boolean> {
    const found = await sessions.findLiveSessionByRefreshToken(this.d.sql, { tokenHash: hashOpaqueToken(refreshToken) });
    if (!found) return false;
    await this.logout(found.user_id, found.session_id, scope);
    return true;
  }

  /**
   * A new session for an account whose identity another proof established (a verified LTI launch,
   * api/src/lti): no password involved; 401 when the account is gone.
   */
  async sessionForUser(userId: string, client: ClientInfo, opts: { ltiLaunchId?: string } = {}): Promise<IssuedSession> {
    const user = await users.getAuthUser(this.d.sql, { id: userId });
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 401, 'Authentication required');
    return this.issueSession(this.d.sql, user, client, opts.ltiLaunchId);
  }

  /** Spec: a missing profile at login is created from the sign-up metadata (default role student). */
  private async ensureProfileFromMetadata(user: users.AuthUserRow) {
    const m = user.user_metadata;
    const role: Role = m.role === 'teacher' ? 'teacher' : 'student';
    try {
      return await users.ensureProfile(this.d.sql, {
        id: user.id, role,
        firstName: m.first_name ?? null, lastName: m.last_name ?? null,
        displayName: m.display_name ?? null, email: user.email, username: user.username,
      });
    } catch {
      throw new AppError(ErrorCode.PROFILE_CREATE_FAILED, 500, 'Profile could not be created');
    }
  }

  private async issueSession(sql: Sql, user: users.AuthUserRow, client: ClientInfo, ltiLaunchId?: string): Promise<IssuedSession> {
    const session = await sessions.insertSession(sql, { userId: user.id, ...client, ltiLaunchId: ltiLaunchId ?? null });
    return this.tokensFor(sql, user, session.id, new Date(), newOpaqueToken());
  }

  private async tokensFor(
    sql: Sql, user: users.AuthUserRow, sessionId: string, sessionCreatedAt: Date, refresh: string,
  ): Promise<IssuedSession> {
    await sessions.insertRefreshToken(sql, { sessionId, tokenHash: hashOpaqueToken(refresh) });
    const access = this.d.tokens.sign({ sub: user.id, sid: sessionId, email: user.email ?? '' });
    // The cookie lives as long as the session may: until the idle or the absolute end, whichever comes first.
    const expiresAt = new Date(Math.min(
      Date.now() + this.d.sessionIdleDays * DAY_MS,
      sessionCreatedAt.getTime() + this.d.sessionAbsoluteDays * DAY_MS,
    ));
    return {
      body: {
        access_token: access.token,
        token_type: 'bearer' as const,
        expires_in: this.d.tokens.ttlSeconds,
        expires_at: access.expiresAt,
        user: presentUser(user),
      },
      refresh: { token: refresh, expiresAt },
    };
  }
}
