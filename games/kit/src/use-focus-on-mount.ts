import { useEffect, useRef } from 'react';

/**
 * Focuses the element once it mounts, when `enabled`. Used when the control the user just
 * pressed disappears (start → board → end overlay), so keyboard focus is not dropped on
 * <body>. Not used on first page load, which would steal focus from the embedding page.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: true });
  }, [enabled]);
  return ref;
}
