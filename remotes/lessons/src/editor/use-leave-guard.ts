import { useEffect, useRef, useState } from 'react';
import { onHistoryStep, useLocation, useNavigate } from '@platform/ui';

/** Where a held navigation was going: an address of the app, or a step through the browser history (Back/Forward). */
export type LeaveTarget = { to: string } | { historyDelta: number };

/** React Router's browser history numbers its entries in `history.state.idx`. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Unsaved changes are not lost silently. While `dirty`:
 * - closing or reloading the tab asks (beforeunload);
 * - a click on any link of the page is held until the user confirms;
 * - the browser's Back/Forward buttons are held too: the history step is undone at once
 *   (so address and page stay together) and redone when the user confirms.
 * `pending` is the held navigation; `leave()` performs it once the caller has dropped its edits.
 *
 * Back/Forward is caught through `onHistoryStep` of @platform/ui, whose listener the shell adds
 * before React Router's (the same undo-and-redo idea as the data router's useBlocker).
 */
export function useLeaveGuard(dirty: boolean) {
  const [pending, setPending] = useState<LeaveTarget | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** The history entry the editor is showing; updated whenever the address changes. */
  const indexRef = useRef<number | null>(null);
  /** Set while we undo a held history step ourselves: that popstate is ours, not the user's. */
  const undoingRef = useRef(false);

  useEffect(() => {
    indexRef.current = historyIndex(window.history.state);
  }, [location.key]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.closest('.lz-richtext')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ to: url.pathname + url.search + url.hash });
    };
    const historyStep = (event: PopStateEvent): boolean => {
      if (undoingRef.current) {
        undoingRef.current = false;
        return true;
      }
      const from = indexRef.current;
      const to = historyIndex(event.state);
      if (!dirtyRef.current || from === null || to === null || to === from) return false;
      undoingRef.current = true;
      window.history.go(from - to);
      setPending({ historyDelta: to - from });
      return true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const stopHistoryStep = onHistoryStep(historyStep);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      stopHistoryStep();
    };
  }, []);

  return {
    pending,
    ask: (to: string) => setPending({ to }),
    cancel: () => setPending(null),
    /** Goes where the held navigation was going; call it after the edits were dropped (the next render is clean). */
    leave: () => {
      const target = pending;
      setPending(null);
      if (!target) return;
      // After this render, when nothing counts as unsaved any more.
      window.setTimeout(() => ('to' in target ? navigate(target.to) : window.history.go(target.historyDelta)), 0);
    },
  };
}
