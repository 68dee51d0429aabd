import type { Profile, Role, User } from './contract/index.ts';
import type { AuthUserRow, ProfileRow } from './db/queries/users.ts';

/** Turns rows into the public JSON shapes (dates as ISO strings, no secrets). */
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function presentUser(u: AuthUserRow): User {
  const m = u.user_metadata ?? {};
  const role = (['student', 'teacher', 'admin'] as const).includes(m.role as Role) ? (m.role as Role) : 'student';
  return {
    id: u.id,
    email: u.email,
    created_at: iso(u.created_at),
    email_confirmed_at: u.email_confirmed_at ? iso(u.email_confirmed_at) : null,
    user_metadata: {
      role,
      first_name: m.first_name ?? '',
      last_name: m.last_name ?? '',
      display_name: m.display_name ?? '',
    },
  };
}

export function presentProfile(p: ProfileRow): Profile {
  return { ...p, created_at: iso(p.created_at) };
}

export { iso };
