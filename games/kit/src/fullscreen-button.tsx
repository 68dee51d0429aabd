import { useEffect, useState, type RefObject } from 'react';
import { kitMessages } from './messages.ts';

/**
 * 'Vollbild': shows the game's frame alone on the whole screen (a classroom whiteboard, a phone
 * held sideways), via the Fullscreen API; 'Vollbild beenden' (or Esc) returns. Hidden where the
 * page may not go fullscreen (an iframe without allowfullscreen).
 */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  // Known at the first render: a button that appeared a frame later would shift the game below it.
  const [supported] = useState(() => typeof document !== 'undefined' && document.fullscreenEnabled === true);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  if (!supported) return null;

  const toggle = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else {
      void target.current?.requestFullscreen().catch((error: unknown) => console.warn('[game-kit] fullscreen refused', error));
    }
  };

  return (
    <button type="button" className="gk-fullscreen" onClick={toggle}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {active ? <path d="M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6" /> : <path d="M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6" />}
      </svg>
      <span>{active ? kitMessages.fullscreenExit : kitMessages.fullscreen}</span>
    </button>
  );
}
