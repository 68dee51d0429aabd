import type { LtiScope } from '../../caller.ts';
import type { Sql } from '../client.ts';
import type { ProfileRow } from './users.ts';

export async function insertSession(
  sql: Sql,
  s: { userId: string; userAgent: string | null; ip: string | null; ltiLaunchId?: string | null },
): Promise<{ id: string }> {
  const [row] = await sql<{ id: string }[]>`
    insert into auth_sessions (user_id, user_agent, ip, lti_launch_id) values (${s.userId}, ${s.userAgent}, ${s.ip}, ${s.ltiLaunchId ?? null})
    returning id`;
  return row!;
}

/** Idempotent: the successor of a rotated token is the same for every concurrent refresh. */
export async function insertRefreshToken(sql: Sql, t: { sessionId: string; tokenHash: string }): Promise<void> {
  await sql`
    insert into auth_refresh_tokens (session_id, token_hash) values (${t.sessionId}, ${t.tokenHash})
    on conflict (token_hash) do nothing`;
}

export interface RefreshTokenLookup {
  id: string;
  session_id: string;
  /** Seconds since the token was rotated (database clock); null while it is the current one. */
  rotated_seconds_ago: number | null;
  user_id: string;
  session_created_at: Date;
  session_revoked_at: Date | null;
  /** The session outlived its idle or absolute lifetime (database clock). */
  session_expired: boolean;
}

/** Locks the token row so two concurrent refreshes with the same token serialize. */
export async function lockRefreshToken(
  sql: Sql,
  { tokenHash, idleDays, absoluteDays }: { tokenHash: string; idleDays: number; absoluteDays: number },
): Promise<RefreshTokenLookup | null> {
  const rows = await sql<RefreshTokenLookup[]>`
    select t.id, t.session_id, extract(epoch from now() - t.rotated_at)::float8 as rotated_seconds_ago,
           s.user_id, s.created_at as session_created_at, s.revoked_at as session_revoked_at,
           (s.refreshed_at <= now() - make_interval(days => ${idleDays})
             or s.created_at <= now() - make_interval(days => ${absoluteDays})) as session_expired
    from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
    where t.token_hash = ${tokenHash}
    for update of t`;
  return rows[0] ?? null;
}

/** The live session a refresh token belongs to (sign-out by cookie). */
export async function findLiveSessionByRefreshToken(
  sql: Sql, { tokenHash }: { tokenHash: string },
): Promise<{ session_id: string; user_id: string } | null> {
  const rows = await sql<{ session_id: string; user_id: string }[]>`
    select s.id as session_id, s.user_id
    from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
    where t.token_hash = ${tokenHash} and s.revoked_at is null`;
  return rows[0] ?? null;
}

export async function markRotated(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`update auth_refresh_tokens set rotated_at = now() where id = ${id} and rotated_at is null`;
}

export async function touchSession(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`update auth_sessions set refreshed_at = now() where id = ${id}`;
}

export async function revokeSession(sql: Sql, s: { id: string; reason: 'logout' | 'refresh_token_reuse' | 'admin' | 'expired' }): Promise<void> {
  await sql`update auth_sessions set revoked_at = now(), revoked_reason = ${s.reason} where id = ${s.id} and revoked_at is null`;
}

export async function revokeAllSessions(
  sql: Sql,
  { userId, reason = 'logout_global' }: { userId: string; reason?: 'logout_global' | 'password_reset' },
): Promise<void> {
  await sql`
    update auth_sessions set revoked_at = now(), revoked_reason = ${reason}
    where user_id = ${userId} and revoked_at is null`;
}

/** The per-request check: is the session alive, and who is the caller (profile may be missing). */
export async function getLiveSessionWithProfile(
  sql: Sql,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<{ profile: ProfileRow | null; ltiScope: LtiScope | null } | null> {
  const rows = await sql<(ProfileRow & { has_profile: boolean; lti_launch_id: string | null; lti_lesson_id: string | null; lti_game_key: string | null })[]>`
    select p.id is not null as has_profile,
           p.id, p.role, p.first_name, p.last_name, p.display_name, p.avatar_url, p.bio, p.email, p.username, p.created_at,
           s.lti_launch_id, l.lesson_id as lti_lesson_id, l.game_key as lti_game_key
    from auth_sessions s
    left join user_profiles p on p.id = s.user_id
    left join lti_launches l on l.id = s.lti_launch_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null`;
  const row = rows[0];
  if (!row) return null;
  const { has_profile, lti_launch_id, lti_lesson_id, lti_game_key, ...profile } = row;
  const ltiScope = lti_launch_id ? { launchId: lti_launch_id, lessonId: lti_lesson_id, gameKey: lti_game_key } : null;
  return { profile: has_profile ? profile : null, ltiScope };
}
