import { useEffect, useRef, useState } from 'react';

/**
 * Drives a game clock: while `running`, calls `onTick` once a second and counts up.
 * Reducer-based games keep the elapsed seconds in their pure state and only use `onTick`;
 * simpler games can use the returned count, which restarts at 0 each time running begins.
 * The clock keeps real time: a timer that fires late (a hidden tab's throttled timers) ticks the seconds
 * that passed, and so does the page becoming visible again, since a replay refuses a round whose clock
 * fell behind the time it ran (replay.ts, CLOCK_LAG_TICKS).
 */
export function useGameTimer(running: boolean, onTick?: () => void): number {
  const [seconds, setSeconds] = useState(0);
  // A ref, so a new callback on each render does not restart the interval (and lose time).
  const tickRef = useRef(onTick);
  useEffect(() => {
    tickRef.current = onTick;
  });

  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const began = performance.now();
    let beats = 0;
    let counted = 0;
    /** Ticks up to the whole seconds since the clock began (or the interval's beats, whichever is more). */
    const catchUp = () => {
      const due = Math.max(beats, Math.floor((performance.now() - began) / 1000));
      if (due <= counted) return;
      const ticks = due - counted;
      counted = due;
      setSeconds(due);
      for (let i = 0; i < ticks; i++) tickRef.current?.();
    };
    const id = window.setInterval(() => {
      beats += 1;
      catchUp();
    }, 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') catchUp();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running]);

  return seconds;
}
