import { AppError, ErrorCode, type Role, type SignUpBody } from '../contract/index.ts';
import type { Sql } from '../db/client.ts';
import * as sessions from '../db/queries/sessions.ts';
import * as users from '../db/queries/users.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashOpaqueToken, newOpaqueToken, type AccessTokens } from '../auth/tokens.ts';
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
  limiter: RateLimiter;
}

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
        to: result.user.email,
        subject: 'Bestätige deine E-Mail-Adresse',
        text: `Hallo ${first_name}\n\nBitte bestätige deine E-Mail-Adresse mit diesem Link:\n${link}\n\nDer Link ist ${CONFIRMATION_TTL_HOURS} Stunden gültig.`,
      });
    }
    return { user: presentUser(result.user), session: result.session };
  }

  async confirmEmail(token: string): Promise<void> {
    const userId = await users.consumeEmailConfirmation(this.d.sql, { tokenHash: hashOpaqueToken(token) });
    if (!userId) throw new AppError(ErrorCode.CONFIRMATION_TOKEN_INVALID, 400, 'Confirmation link is invalid or expired');
    await users.confirmEmail(this.d.sql, { userId });
  }

  async passwordGrant(email: string, password: string, client: ClientInfo) {
    // Guessing is limited per account and source: someone else's failures never lock the owner out elsewhere.
    const ip = client.ip ?? 'unknown';
    await this.d.limiter.signInAttempt(email, ip);
    const user = await users.getAuthUserByEmail(this.d.sql, { email });
    // Verify against a dummy hash for unknown emails so the timing doesn't tell.
    const ok = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 400, 'Invalid login credentials');
    await this.d.limiter.signInSucceeded(email, ip);
    if (this.d.emailConfirmation && !user.email_confirmed_at) {
      throw new AppError(ErrorCode.EMAIL_NOT_CONFIRMED, 400, 'Email not confirmed');
    }
    await this.ensureProfileFromMetadata(user);
    return this.issueSession(this.d.sql, user, client);
  }

  /**
   * Rotates a refresh token. Reusing an already rotated token within the grace
   * window (parallel tabs) gets a fresh pair; later reuse means the token leaked,
   * so the whole session is revoked.
   */
  async refreshGrant(refreshToken: string, client?: ClientInfo) {
    const ip = client?.ip ?? 'unknown';
    await this.d.limiter.refreshInvalidCheck(ip);
    const outcome = await inTransaction(this.d.sql, async (sqlTx) => {
      const found = await sessions.lockRefreshToken(sqlTx, { tokenHash: hashOpaqueToken(refreshToken) });
      if (!found || found.session_revoked_at) return { kind: 'invalid' as const };
      // Per session, not per address: a school's tabs behind one NAT address never share a limit.
      await this.d.limiter.refresh(found.user_id, found.session_id, sqlTx);
      if (found.rotated_at) {
        const ageSeconds = (Date.now() - found.rotated_at.getTime()) / 1000;
        if (ageSeconds > this.d.refreshReuseGraceSeconds) {
          await sessions.revokeSession(sqlTx, { id: found.session_id, reason: 'refresh_token_reuse' });
          return { kind: 'reused' as const };
        }
      } else {
        await sessions.markRotated(sqlTx, { id: found.id });
      }
      const user = await users.getAuthUser(sqlTx, { id: found.user_id });
      if (!user) return { kind: 'invalid' as const };
      await sessions.touchSession(sqlTx, { id: found.session_id });
      return { kind: 'ok' as const, session: await this.tokensFor(sqlTx, user, found.session_id) };
    });
    if (outcome.kind !== 'ok') {
      await this.d.limiter.refreshInvalid(ip);
      throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID, 401, outcome.kind === 'reused'
        ? 'Refresh token already used; session revoked'
        : 'Invalid refresh token');
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

  /** Spec: a missing profile at login is created from the sign-up metadata (default role student). */
  private async ensureProfileFromMetadata(user: users.AuthUserRow) {
    const m = user.user_metadata;
    const role: Role = m.role === 'teacher' ? 'teacher' : 'student';
    try {
      return await users.ensureProfile(this.d.sql, {
        id: user.id, role,
        firstName: m.first_name ?? null, lastName: m.last_name ?? null,
        displayName: m.display_name ?? null, email: user.email,
      });
    } catch {
      throw new AppError(ErrorCode.PROFILE_CREATE_FAILED, 500, 'Profile could not be created');
    }
  }

  private async issueSession(sql: Sql, user: users.AuthUserRow, client: ClientInfo) {
    const session = await sessions.insertSession(sql, { userId: user.id, ...client });
    return this.tokensFor(sql, user, session.id);
  }

  private async tokensFor(sql: Sql, user: users.AuthUserRow, sessionId: string) {
    const refresh = newOpaqueToken();
    await sessions.insertRefreshToken(sql, { sessionId, tokenHash: hashOpaqueToken(refresh) });
    const access = this.d.tokens.sign({ sub: user.id, sid: sessionId, email: user.email });
    return {
      access_token: access.token,
      refresh_token: refresh,
      token_type: 'bearer' as const,
      expires_in: this.d.tokens.ttlSeconds,
      expires_at: access.expiresAt,
      user: presentUser(user),
    };
  }
}
