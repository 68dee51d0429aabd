import type { AdminUser, AdminUserList } from 'api/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@platform/ui';
import { draftFrom, profileChanges, roleChange } from './edit.logic';
import { adminErrorText, explainAdminError, isPermissionCheckError } from './errors';
import { formatCount, formatDate } from './format';
import { messages as t } from './messages';
import {
  appendPage,
  changeCounts,
  fromFirstPage,
  hasMore,
  nextPage,
  normalizeQuery,
  QUERY_MAX,
  removeUser,
  replaceUser,
  SEARCH_DEBOUNCE_MS,
  searchDelay,
} from './user-list.logic';

let seq = 0;
function user(over: Partial<AdminUser> = {}): AdminUser {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    email: `u${seq}@schule.ch`,
    username: null,
    role: 'student',
    first_name: 'Ana',
    last_name: 'Muster',
    display_name: 'Ana Muster',
    bio: null,
    avatar_url: null,
    created_at: '2025-03-04T10:00:00Z',
    ...over,
  };
}

const counts = { total: 10, teachers: 3, students: 6, admins: 1 };
function page(users: AdminUser[], over: Partial<AdminUserList> = {}): AdminUserList {
  return { users, total: 5, page: 1, pageSize: 2, counts, ...over };
}

describe('admin error texts (spec 8)', () => {
  it('explains the codes an admin can act on in German', () => {
    expect(explainAdminError(new ApiError('LAST_ADMIN', 400, 'Cannot remove the last admin'))).toBe(t.errors.LAST_ADMIN);
    expect(explainAdminError(new ApiError('CANNOT_CHANGE_OWN_ROLE', 400, 'x'))).toBe(t.errors.CANNOT_CHANGE_OWN_ROLE);
    expect(explainAdminError(new ApiError('CANNOT_DELETE_SELF', 400, 'x'))).toBe(t.errors.CANNOT_DELETE_SELF);
    expect(explainAdminError(new ApiError('NETWORK_ERROR', 0, 'Failed to fetch'))).toBe(t.errors.NETWORK_ERROR);
  });

  it("never shows the API's English message: unknown codes get the generic German sentence", () => {
    expect(explainAdminError(new ApiError('INTERNAL', 500, 'Internal server error'))).toBe(t.errors.unexpected);
    expect(explainAdminError(new ApiError('HTTP_502', 502, 'x'))).toBe(t.errors.unexpected);
    expect(explainAdminError(null)).toBe(t.errors.unexpected);
    expect(explainAdminError(new ApiError('unexpected', 400, 'm'))).toBe(t.errors.unexpected);
    expect(explainAdminError(new TypeError('Failed to fetch'))).toBe(t.errors.NETWORK_ERROR);
  });

  it('puts the spec prefix first', () => {
    expect(adminErrorText(t.roleFailed, new ApiError('LAST_ADMIN', 409, 'x'))).toBe(`Fehler beim Ändern der Rolle: ${t.errors.LAST_ADMIN}`);
    expect(adminErrorText(t.saveFailed, new ApiError('VALIDATION_FAILED', 400, 'bio: too long'))).toBe(`Fehler beim Speichern: ${t.errors.VALIDATION_FAILED}`);
    expect(adminErrorText(t.deleteFailed, {})).toMatch(/^Fehler beim Löschen des Benutzers: /);
    expect(adminErrorText(t.loadFailed, {})).toMatch(/^Fehler beim Laden der Benutzerdaten: /);
  });
});

describe('search input', () => {
  it('trims, collapses whitespace and caps the length', () => {
    expect(normalizeQuery('  Anna   Muster \n')).toBe('Anna Muster');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(QUERY_MAX);
  });

  it('waits while typing but clears at once', () => {
    expect(searchDelay('an')).toBe(SEARCH_DEBOUNCE_MS);
    expect(searchDelay('')).toBe(0);
  });
});

describe('user list paging', () => {
  it('asks for the page after what is shown and knows when there is more', () => {
    const state = fromFirstPage(page([user(), user()]), '');
    expect(nextPage(state)).toBe(2);
    expect(hasMore(state)).toBe(true);
    const full = appendPage(state, page([user(), user()], { page: 2 }));
    expect(full.users).toHaveLength(4);
    expect(nextPage(full)).toBe(3);
    const last = appendPage(full, page([user()], { page: 3 }));
    expect(hasMore(last)).toBe(false);
  });

  it('never skips a user after a deletion shifted the pages', () => {
    const [a, b, c] = [user(), user(), user()];
    let state = fromFirstPage(page([a!, b!], { total: 3 }), '');
    state = removeUser(state, a!.id);
    expect(state.total).toBe(2);
    // One shown, page size 2: page 1 again, which now holds b and c.
    expect(nextPage(state)).toBe(1);
    state = appendPage(state, page([b!, c!], { total: 2 }));
    expect(state.users.map((u) => u.id)).toEqual([b!.id, c!.id]);
    expect(hasMore(state)).toBe(false);
  });

  it('drops duplicates from pages shifted by new sign-ups and moves on when a page brought nothing new', () => {
    const [a, b] = [user(), user()];
    let state = fromFirstPage(page([a!, b!], { total: 6 }), '');
    state = appendPage(state, page([a!, b!], { total: 6, page: 2 }));
    expect(state.users).toHaveLength(2);
    expect(nextPage(state)).toBe(3);
    state = appendPage(state, page([user()], { total: 6, page: 3 }));
    expect(state.users).toHaveLength(3);
    expect(state.skip).toBe(0);
  });

  it('takes fresh counters from every page and keeps the total at least what is shown', () => {
    const state = fromFirstPage(page([user(), user()]), 'an');
    const next = appendPage(state, page([user()], { total: 1, counts: { ...counts, total: 11 } }));
    expect(next.total).toBe(3);
    expect(next.counts.total).toBe(11);
    expect(next.query).toBe('an');
  });
});

describe('deleting and saving update cards and counters', () => {
  it('removes a deleted user and lowers the total and the role counter', () => {
    const teacher = user({ role: 'teacher' });
    const state = fromFirstPage(page([teacher, user()]), '');
    const next = removeUser(state, teacher.id);
    expect(next.users).toHaveLength(1);
    expect(next.total).toBe(4);
    expect(next.counts).toEqual({ total: 9, teachers: 2, students: 6, admins: 1 });
    expect(removeUser(next, 'unknown')).toBe(next);
  });

  it('moves a user between counters when the role changes', () => {
    const student = user();
    const state = fromFirstPage(page([student]), '');
    const next = replaceUser(state, { ...student, role: 'teacher' });
    expect(next.users[0]!.role).toBe('teacher');
    expect(next.counts).toEqual({ total: 10, teachers: 4, students: 5, admins: 1 });
    const renamed = replaceUser(next, { ...next.users[0]!, first_name: 'Eva' });
    expect(renamed.counts).toBe(next.counts);
    expect(renamed.users[0]!.first_name).toBe('Eva');
  });

  it('never counts below zero', () => {
    expect(changeCounts({ total: 0, teachers: 0, students: 0, admins: 0 }, 'admin', null)).toEqual({
      total: 0,
      teachers: 0,
      students: 0,
      admins: 0,
    });
    expect(changeCounts(counts, null, 'admin')).toEqual({ total: 11, teachers: 3, students: 6, admins: 2 });
  });
});

describe('edit mode', () => {
  it('sends only changed profile fields, trimmed, empty as null', () => {
    const u = user({ first_name: 'Ana', last_name: 'Muster', bio: null });
    expect(profileChanges(u, draftFrom(u))).toBeNull();
    expect(profileChanges(u, { ...draftFrom(u), first_name: '  Ana ' })).toBeNull();
    expect(profileChanges(u, { ...draftFrom(u), first_name: ' Eva ', bio: '   ' })).toEqual({ first_name: 'Eva' });
    expect(profileChanges(u, { ...draftFrom(u), last_name: '', bio: 'Hallo' })).toEqual({ last_name: null, bio: 'Hallo' });
  });

  it('saves the role only when it changed', () => {
    const u = user({ role: 'student' });
    expect(roleChange(u, draftFrom(u))).toBeNull();
    expect(roleChange(u, { ...draftFrom(u), role: 'teacher' })).toBe('teacher');
  });
});

describe('display', () => {
  it('formats dates de-DE and counts with Swiss separators', () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('4.3.2025');
    expect(formatDate('kaputt')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatCount(12345)).toBe('12’345');
    expect(formatCount(1234567)).toBe('1’234’567');
    expect(formatCount(999)).toBe('999');
  });
});

describe('permission check errors (spec 8 admin)', () => {
  it("says 'Fehler beim Überprüfen der Berechtigung' when the API does not confirm the admin role", () => {
    expect(isPermissionCheckError({ code: 'FORBIDDEN', status: 403 })).toBe(true);
    expect(isPermissionCheckError({ code: 'UNAUTHORIZED', status: 401 })).toBe(true);
    expect(isPermissionCheckError({ code: 'INTERNAL', status: 500 })).toBe(false);
    expect(isPermissionCheckError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
