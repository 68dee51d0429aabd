import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9 'Timing': status messages stay 3 s. */
export const STATUS_MESSAGE_MS = 3000;

/** A short success text that hides itself after `ms`; showing another restarts the clock. */
export function useTimedNotice(ms = STATUS_MESSAGE_MS): [string | null, (text: string) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setNotice(text);
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );
  return [notice, show];
}
