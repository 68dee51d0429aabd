import type { AdminUser } from 'api/client';
import type { AreaApi } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listUsers } from './api';
import {
  appendPage,
  fromFirstPage,
  nextPage,
  PAGE_SIZE,
  removeUser,
  replaceUser,
  type UserListState,
} from './user-list.logic';

export interface UserListView {
  /** The list shown (kept while a new search loads, so the page does not flash). */
  list: UserListState | null;
  /** The first page of the current search is on its way. */
  loading: boolean;
  /** Why the first page failed (null when it did not). */
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

/**
 * Loads the admin's user list for a search (server-side, paged), cancelling
 * requests that a newer search made stale, and applies saves and deletions
 * locally so the cards and counters update without a reload.
 */
export function useUserList(api: AreaApi, query: string) {
  const [view, setView] = useState<UserListView>({ list: null, loading: true, error: null, loadingMore: false, moreError: null });
  const [attempt, setAttempt] = useState(0);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    setView((v) => ({ ...v, loading: true, error: null, loadingMore: false, moreError: null }));
    listUsers(api, { q: query, page: 1, pageSize: PAGE_SIZE }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setView({ list: fromFirstPage(page, query), loading: false, error: null, loadingMore: false, moreError: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[area_admin] loading users failed', error);
        setView((v) => ({ ...v, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [api, query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(() => {
    const list = view.list;
    if (!list || view.loadingMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    setView((v) => ({ ...v, loadingMore: true, moreError: null }));
    listUsers(api, { q: list.query, page: nextPage(list), pageSize: list.pageSize }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setView((v) => (v.list && v.list.query === list.query ? { ...v, list: appendPage(v.list, page), loadingMore: false } : v));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[area_admin] loading more users failed', error);
        setView((v) => ({ ...v, loadingMore: false, moreError: error }));
      },
    );
  }, [api, view.list, view.loadingMore]);

  useEffect(() => () => moreController.current?.abort(), []);

  const applyUpdate = useCallback((user: AdminUser) => {
    setView((v) => (v.list ? { ...v, list: replaceUser(v.list, user) } : v));
  }, []);

  const applyDelete = useCallback((id: string) => {
    setView((v) => (v.list ? { ...v, list: removeUser(v.list, id) } : v));
  }, []);

  return { ...view, retry, loadMore, applyUpdate, applyDelete };
}
