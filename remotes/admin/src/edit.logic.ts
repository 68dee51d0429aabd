import type { AdminUser, Role } from 'api/client';
import type { AdminUserUpdate } from 'api/client';

/** What the edit form holds (spec 6: first name, last name, bio, role). */
export interface EditDraft {
  first_name: string;
  last_name: string;
  bio: string;
  role: Role;
}

/** The form's starting values for a user. */
export function draftFrom(user: AdminUser): EditDraft {
  return { first_name: user.first_name ?? '', last_name: user.last_name ?? '', bio: user.bio ?? '', role: user.role };
}

const clean = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed : null;
};

/**
 * The profile fields that differ from the saved user (trimmed; empty clears to
 * null), or null when nothing changed, so an unchanged profile costs no call.
 */
export function profileChanges(user: AdminUser, draft: EditDraft): AdminUserUpdate | null {
  const changes: AdminUserUpdate = {};
  for (const field of ['first_name', 'last_name', 'bio'] as const) {
    const next = clean(draft[field]);
    if (next !== clean(user[field])) changes[field] = next;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The new role to save, or null when it is unchanged. */
export function roleChange(user: AdminUser, draft: EditDraft): Role | null {
  return draft.role === user.role ? null : draft.role;
}
