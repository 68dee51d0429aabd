import { useCallback, useEffect, useRef, useState } from 'react';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './api-error';

export type LoadState<T, E> = { status: 'loading' } | { status: 'error'; error: E } | { status: 'ready'; data: T };

/**
 * Loads data for a screen: loading → ready | error, with a reload (optionally
 * silent: keeps the shown data and ignores failures) and a way to replace the
 * data after a save. Answers of an outdated load (the key changed, the screen
 * left) are dropped. A page error (an object with `title`) for a briefly unavailable
 * service says so in its hint and offers a retry, whatever the screen's own mapping says.
 */
export function useLoader<T, E>(key: string, load: () => Promise<T>, toError: (error: unknown) => E, logTag: string) {
  const [state, setState] = useState<LoadState<T, E>>({ status: 'loading' });
  const current = useRef(key);
  const loadRef = useRef(load);
  const toErrorRef = useRef(toError);
  loadRef.current = load;
  toErrorRef.current = toError;

  const reload = useCallback(
    async (silent = false) => {
      current.current = key;
      if (!silent) setState({ status: 'loading' });
      try {
        const data = await loadRef.current();
        if (current.current === key) setState({ status: 'ready', data });
      } catch (error) {
        console.error(`[${logTag}] loading failed`, error);
        if (current.current === key && !silent) setState({ status: 'error', error: withUnavailableHint(toErrorRef.current(error), error) });
      }
    },
    [key, logTag],
  );

  useEffect(() => {
    void reload();
    return () => {
      current.current = '';
    };
  }, [reload]);

  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  /** Changes the shown data in place (after a save), if it is shown. */
  const update = useCallback(
    (change: (data: T) => T) => setState((prev) => (prev.status === 'ready' ? { status: 'ready', data: change(prev.data) } : prev)),
    [],
  );
  return { state, reload, setData, update };
}

function withUnavailableHint<E>(mapped: E, error: unknown): E {
  if (!isServiceUnavailable(error) || typeof mapped !== 'object' || mapped === null || !('title' in mapped)) return mapped;
  return { ...mapped, hint: SERVICE_UNAVAILABLE_MESSAGE, retry: true };
}
