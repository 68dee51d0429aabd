import { useLayoutEffect } from 'react';

/** The attribute on <html> that widens the header and footer to a game page's stage (shell.css). */
export const WIDE_LAYOUT_ATTRIBUTE = 'data-layout';

/**
 * Marks the document as a wide page while the calling page is shown. The server sends a game page's
 * HTML already marked (its first paint must not shift the header); this keeps the mark right when
 * the page is reached or left inside the app. A layout effect: set before the page's first paint.
 */
export function useWideLayout(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(WIDE_LAYOUT_ATTRIBUTE, 'wide');
    return () => root.removeAttribute(WIDE_LAYOUT_ATTRIBUTE);
  }, []);
}
