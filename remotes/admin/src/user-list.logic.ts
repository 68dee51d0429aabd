import type { AdminUser, AdminUserList, Role } from 'api/client';

/**
 * Pure state of the admin's user list: pages loaded so far, the (search) total
 * and the platform-wide counters. Kept apart from React so paging, deleting and
 * role changes are unit-tested. The server pages by `page`/`pageSize` (newest
 * first); deletions and new sign-ups shift those pages, so pages are merged by
 * id and the next page is derived from what is shown, never skipped.
 */
export type Counts = AdminUserList['counts'];

export interface UserListState {
  users: AdminUser[];
  /** Users matching the current search on the server. */
  total: number;
  /** Platform-wide counters (Gesamt Benutzer, Lehrer, Schüler; admins). */
  counts: Counts;
  /** The normalized search the list belongs to. */
  query: string;
  pageSize: number;
  /** Extra pages to skip when a page brought nothing new (users created meanwhile). */
  skip: number;
}

/** Longest search the API accepts. */
export const QUERY_MAX = 100;
/** Users per page: fills 1-, 2-, 3- and 4-column grids evenly. */
export const PAGE_SIZE = 24;
/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Trims, collapses inner whitespace and caps the length of a search input. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX);
}

/** The state after the first page of a (new) search arrived. */
export function fromFirstPage(list: AdminUserList, query: string): UserListState {
  return {
    users: dedupe(list.users),
    total: list.total,
    counts: list.counts,
    query,
    pageSize: list.pageSize,
    skip: 0,
  };
}

/** The page to request for 'Weitere laden'. */
export function nextPage(state: UserListState): number {
  return Math.floor(state.users.length / state.pageSize) + 1 + state.skip;
}

/** True while the server holds users the list does not show yet. */
export function hasMore(state: UserListState): boolean {
  return state.users.length < state.total;
}

/** Appends a further page, dropping users already shown; fresh totals and counters win. */
export function appendPage(state: UserListState, list: AdminUserList): UserListState {
  const known = new Set(state.users.map((user) => user.id));
  const added = list.users.filter((user) => !known.has(user.id));
  const users = [...state.users, ...dedupe(added)];
  // A page that brought nothing new (shifted by new sign-ups) must not be asked for again.
  const stalled = added.length === 0 && list.users.length > 0;
  return {
    ...state,
    users,
    total: Math.max(list.total, users.length),
    counts: list.counts,
    skip: stalled ? state.skip + 1 : added.length > 0 ? 0 : state.skip,
  };
}

/** The state after a user was deleted: card gone, totals and counters one lower. */
export function removeUser(state: UserListState, id: string): UserListState {
  const removed = state.users.find((user) => user.id === id);
  if (!removed) return state;
  return {
    ...state,
    users: state.users.filter((user) => user.id !== id),
    total: Math.max(0, state.total - 1),
    counts: changeCounts(state.counts, removed.role, null),
  };
}

/** The state after a user was saved: the card shows the server's answer; counters follow a role change. */
export function replaceUser(state: UserListState, updated: AdminUser): UserListState {
  const previous = state.users.find((user) => user.id === updated.id);
  if (!previous) return state;
  return {
    ...state,
    users: state.users.map((user) => (user.id === updated.id ? updated : user)),
    counts: previous.role === updated.role ? state.counts : changeCounts(state.counts, previous.role, updated.role),
  };
}

/** Counters after one user left role `from` (null: new) for role `to` (null: deleted). */
export function changeCounts(counts: Counts, from: Role | null, to: Role | null): Counts {
  const next = { ...counts };
  const key = (role: Role) => (role === 'teacher' ? 'teachers' : role === 'student' ? 'students' : 'admins');
  if (from) next[key(from)] = Math.max(0, next[key(from)] - 1);
  if (to) next[key(to)] += 1;
  if (from && !to) next.total = Math.max(0, next.total - 1);
  if (!from && to) next.total += 1;
  return next;
}

function dedupe(users: AdminUser[]): AdminUser[] {
  const seen = new Set<string>();
  return users.filter((user) => (seen.has(user.id) ? false : (seen.add(user.id), true)));
}

/** How long to wait before searching for `next`: clearing the field shows everyone at once. */
export function searchDelay(next: string): number {
  return next === '' ? 0 : SEARCH_DEBOUNCE_MS;
}
