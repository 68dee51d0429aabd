import { useEffect, useRef, useState } from 'react';

/**
 * Drives a game clock: while `running`, calls `onTick` once a second and counts up.
 * Reducer-based games keep the elapsed seconds in their pure state and only use `onTick`;
 * simpler games can use the returned count, which restarts at 0 each time running begins.
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
    const id = window.setInterval(() => {
      setSeconds((value) => value + 1);
      tickRef.current?.();
    }, 1000);
    return () => window.clearInterval(id);
  }, [running]);

  return seconds;
}
