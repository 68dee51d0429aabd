import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page reached through a link starts at its top, as after a full page load; back and forward
 * (POP) leave the position to the browser. Without it the next page opened where the last one was
 * scrolled to (a game page's board, then the dashboard without its heading).
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
