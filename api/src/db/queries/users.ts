import type { Sql } from '../client.ts';
import type { Role } from '../../contract/index.ts';

/** Row shapes as stored. */
export interface AuthUserRow {
  id: string;
  /** Null for a student account created by a teacher. */
  email: string | null;
  /** Lower case; set for accounts created by a teacher. */
  username: string | null;
  password_hash: string;
  user_metadata: { role?: string; first_name?: string; last_name?: string; display_name?: string };
  email_confirmed_at: Date | null;
  created_at: Date;
}

export interface ProfileRow {
  id: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  email: string | null;
  username: string | null;
  created_at: Date;
}

export async function insertAuthUser(
  sql: Sql,
  u: { email: string; passwordHash: string; metadata: AuthUserRow['user_metadata']; confirmed: boolean },
): Promise<AuthUserRow | null> {
  const rows = await sql<AuthUserRow[]>`
    insert into auth_users (email, password_hash, user_metadata, email_confirmed_at)
    values (${u.email}, ${u.passwordHash}, ${sql.json(u.metadata)}, ${u.confirmed ? new Date() : null})
    on conflict (email) do nothing
    returning id, email, username, password_hash, user_metadata, email_confirmed_at, created_at`;
  return rows[0] ?? null;
}

export async function getAuthUserByEmail(sql: Sql, { email }: { email: string }): Promise<AuthUserRow | null> {
  const rows = await sql<AuthUserRow[]>`
    select id, email, username, password_hash, user_metadata, email_confirmed_at, created_at
    from auth_users where email = ${email}`;
  return rows[0] ?? null;
}

/** The account with that username (stored in lower case; the caller lowercases). */
export async function getAuthUserByUsername(sql: Sql, { username }: { username: string }): Promise<AuthUserRow | null> {
  const rows = await sql<AuthUserRow[]>`
    select id, email, username, password_hash, user_metadata, email_confirmed_at, created_at
    from auth_users where username = ${username}`;
  return rows[0] ?? null;
}

/**
 * A student account created by a teacher: no e-mail, a username, confirmed at once.
 * Null when the username is taken (the caller tries another one; no error aborts the transaction).
 */
export async function insertUsernameUser(
  sql: Sql,
  u: { username: string; passwordHash: string; metadata: AuthUserRow['user_metadata']; createdBy: string },
): Promise<AuthUserRow | null> {
  const rows = await sql<AuthUserRow[]>`
    insert into auth_users (email, username, password_hash, user_metadata, email_confirmed_at, created_by)
    values (null, ${u.username}, ${u.passwordHash}, ${sql.json(u.metadata)}, now(), ${u.createdBy})
    on conflict (username) do nothing
    returning id, email, username, password_hash, user_metadata, email_confirmed_at, created_at`;
  return rows[0] ?? null;
}

/** Which of these usernames are taken (to pick free ones before inserting). */
export async function takenUsernames(sql: Sql, { usernames }: { usernames: string[] }): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await sql<{ username: string }[]>`select username from auth_users where username in ${sql(usernames)}`;
  return new Set(rows.map((r) => r.username));
}

/** Sets a new password hash (a teacher's 'Passwort zurücksetzen'). */
export async function setPasswordHash(sql: Sql, { id, passwordHash }: { id: string; passwordHash: string }): Promise<void> {
  await sql`update auth_users set password_hash = ${passwordHash}, updated_at = now() where id = ${id}`;
}

export async function getAuthUser(sql: Sql, { id }: { id: string }): Promise<AuthUserRow | null> {
  const rows = await sql<AuthUserRow[]>`
    select id, email, username, password_hash, user_metadata, email_confirmed_at, created_at
    from auth_users where id = ${id}`;
  return rows[0] ?? null;
}

export async function confirmEmail(sql: Sql, { userId }: { userId: string }): Promise<void> {
  await sql`update auth_users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${userId}`;
}

export async function getProfile(sql: Sql, { id }: { id: string }): Promise<ProfileRow | null> {
  const rows = await sql<ProfileRow[]>`
    select id, role, first_name, last_name, display_name, avatar_url, bio, email, username, created_at
    from user_profiles where id = ${id}`;
  return rows[0] ?? null;
}

/** Creates the profile if missing (idempotent) and returns it. */
export async function ensureProfile(
  sql: Sql,
  p: {
    id: string; role: Role; firstName: string | null; lastName: string | null; displayName: string | null;
    email: string | null; username?: string | null;
  },
): Promise<ProfileRow> {
  const rows = await sql<ProfileRow[]>`
    insert into user_profiles (id, role, first_name, last_name, display_name, email, username)
    values (${p.id}, ${p.role}, ${p.firstName}, ${p.lastName}, ${p.displayName}, ${p.email}, ${p.username ?? null})
    on conflict (id) do update set id = excluded.id
    returning id, role, first_name, last_name, display_name, avatar_url, bio, email, username, created_at`;
  return rows[0]!;
}

export async function insertEmailConfirmation(sql: Sql, c: { tokenHash: string; userId: string; ttlHours: number }): Promise<void> {
  await sql`
    insert into auth_email_confirmations (token_hash, user_id, expires_at)
    values (${c.tokenHash}, ${c.userId}, now() + make_interval(hours => ${c.ttlHours}))`;
}

/** Uses up a confirmation token: the user it confirms, or null when unknown or expired. */
export async function consumeEmailConfirmation(sql: Sql, { tokenHash }: { tokenHash: string }): Promise<string | null> {
  const rows = await sql<{ user_id: string }[]>`
    delete from auth_email_confirmations
    where token_hash = ${tokenHash} and expires_at > now()
    returning user_id`;
  return rows[0]?.user_id ?? null;
}

/** The account with that email and its profile's role (null without a profile). */
export async function getAccountRoleByEmail(sql: Sql, { email }: { email: string }) {
  const rows = await sql<{ id: string; role: Role | null }[]>`
    select u.id, p.role from auth_users u left join user_profiles p on p.id = u.id where u.email = ${email}`;
  return rows[0] ?? null;
}
