/**
 * Navigation for the area remotes, part of the mount contract: the shell's own router,
 * handed out through this shared singleton. Remotes import these from '@platform/ui' and
 * never share react-router itself, so the shell's copy is tree-shaken to what is used
 * and no remote downloads a second one (issue 9, bundle budgets).
 */
export { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

/** Returns true when it holds the Back/Forward step (the router must not see it). */
export type HistoryStepListener = (event: PopStateEvent) => boolean;

const stepListeners = new Set<HistoryStepListener>();
let installed = false;

/**
 * Lets a page hold the browser's Back/Forward steps (the lesson editor with unsaved edits).
 * Listeners of one event on window run in the order they were added, so this one must be added
 * before the router's own popstate listener: the shell calls this before it renders its router.
 * Then a held step stops there and never reaches the router. (A data router's useBlocker does the
 * same, but costs the student dashboard ~10 KB.) Idempotent; a host that never calls it gets it on
 * first use, which still works for steps the router has not handled yet.
 */
export function installHistoryStepGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    for (const listener of [...stepListeners]) {
      if (listener(event)) {
        event.stopImmediatePropagation();
        return;
      }
    }
  });
}

/** Adds a listener for Back/Forward steps; returns its removal. */
export function onHistoryStep(listener: HistoryStepListener): () => void {
  installHistoryStepGuard();
  stepListeners.add(listener);
  return () => stepListeners.delete(listener);
}
