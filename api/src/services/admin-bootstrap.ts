import { hashPassword } from '../auth/passwords.ts';
import { LIMITS } from '../contract/index.ts';
import type { Sql } from '../db/client.ts';
import { setUserRole } from '../db/queries/admin.ts';
import { ensureProfile, getAccountRoleByEmail, getAuthUserByEmail, insertAuthUser } from '../db/queries/users.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * The first admin without touching the database: ADMIN_EMAIL (+ ADMIN_PASSWORD
 * for a new account) creates that account or promotes the existing one at start.
 * An existing account keeps its password.
 */
export async function ensureAdminAccount(sql: Sql, opts: { email: string; password?: string }): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = opts.email.trim().toLowerCase();
  return inTransaction(sql, async (t) => {
    const existing = await getAuthUserByEmail(t, { email });
    if (existing) {
      const profile = await ensureProfile(t, {
        id: existing.id, role: 'admin', firstName: existing.user_metadata.first_name ?? 'Admin',
        lastName: existing.user_metadata.last_name ?? null, displayName: existing.user_metadata.display_name ?? 'Admin', email,
      });
      if (profile.role === 'admin') return 'unchanged';
      await setUserRole(t, { id: existing.id, role: 'admin' });
      return 'promoted';
    }
    if (!opts.password || opts.password.length < LIMITS.passwordMin) {
      throw new Error(`ADMIN_PASSWORD (at least ${LIMITS.passwordMin} characters) is needed to create the admin account ${email}`);
    }
    const user = await insertAuthUser(t, {
      email, passwordHash: await hashPassword(opts.password), confirmed: true,
      metadata: { role: 'admin', first_name: 'Admin', last_name: '', display_name: 'Admin' },
    });
    await ensureProfile(t, { id: user!.id, role: 'admin', firstName: 'Admin', lastName: null, displayName: 'Admin', email });
    return 'created';
  });
}

/** `npm run admin -- promote <email>`: makes an existing account an admin. */
export async function promoteToAdmin(sql: Sql, rawEmail: string): Promise<'promoted' | 'unchanged' | 'not-found'> {
  const email = rawEmail.trim().toLowerCase();
  const user = await getAccountRoleByEmail(sql, { email });
  if (!user) return 'not-found';
  if (user.role === 'admin') return 'unchanged';
  await ensureAdminAccount(sql, { email });
  return 'promoted';
}
