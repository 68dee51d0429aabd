import { useCallback, useEffect, useRef, useState } from 'react';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './api-error';

export type LoadState<T, E = unknown> = { status: 'loading' } | { status: 'error'; error: E } | { status: 'ready'; data: T };

const keep = <E>(error: unknown) => error as E;

/**
 * The one way a screen loads data: loading → ready | error, with a reload (optionally
 * silent: keeps the shown data and ignores failures) and a way to replace the data after
 * a save. The state belongs to its key: after the key changes, the old data is never shown
 * (not even for one frame) and answers of an outdated load (the key changed, the screen
 * left) are dropped. `toError` maps the failure for the screen (by default the error
 * itself); a page error (an object with `title`) for a briefly unavailable service says so
 * in its hint and offers a retry, whatever the screen's own mapping says. With a `logTag`,
 * failures are logged to the console under it.
 */
export function useLoader<T, E = unknown>(key: string, load: () => Promise<T>, toError: (error: unknown) => E = keep, logTag?: string) {
  const [state, setState] = useState<LoadState<T, E> & { key: string }>({ status: 'loading', key });
  const current = useRef(key);
  const loadRef = useRef(load);
  const toErrorRef = useRef(toError);
  loadRef.current = load;
  toErrorRef.current = toError;

  const reload = useCallback(
    async (silent = false) => {
      current.current = key;
      if (!silent) setState({ status: 'loading', key });
      try {
        const data = await loadRef.current();
        if (current.current === key) setState({ status: 'ready', data, key });
      } catch (error) {
        if (logTag) console.error(`[${logTag}] loading failed`, error);
        if (current.current === key && !silent) setState({ status: 'error', error: withUnavailableHint(toErrorRef.current(error), error), key });
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

  const setData = useCallback((data: T) => setState({ status: 'ready', data, key: current.current }), []);
  /** Changes the shown data in place (after a save), if it is shown. */
  const update = useCallback(
    (change: (data: T) => T) => setState((prev) => (prev.status === 'ready' ? { status: 'ready', data: change(prev.data), key: prev.key } : prev)),
    [],
  );
  const shown: LoadState<T, E> = state.key === key ? state : { status: 'loading' };
  return { state: shown, reload, setData, update };
}

function withUnavailableHint<E>(mapped: E, error: unknown): E {
  if (!isServiceUnavailable(error) || typeof mapped !== 'object' || mapped === null || !('title' in mapped)) return mapped;
  return { ...mapped, hint: SERVICE_UNAVAILABLE_MESSAGE, retry: true };
}
