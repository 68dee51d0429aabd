import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { randomSeed } from './random.ts';
import type { LoggedAction, RoundReplay } from '@lernplattform/game-contract';

/**
 * A game's useReducer that also logs every action with its time (ms since mount), so the round
 * can be replayed by whoever receives its result (games/README.md, 'Verified results').
 * `replay()` returns the seed and the log up to the rendered state. `onStart` is called once, when
 * `started(state)` first holds (the round's first question shows): a lesson counts the try then.
 */
export function useReplayableReducer<S, A extends { type: string }>(
  reducer: (state: S, action: A) => S,
  /** The game's `seed` prop; a fresh random one when absent. */
  seedProp: number | undefined,
  init: (seed: number) => S,
  started: (state: S) => boolean,
  onStart?: () => void,
): [S, (action: A) => void, () => RoundReplay] {
  const [seed] = useState(() => seedProp ?? randomSeed());
  const [state, rawDispatch] = useReducer(reducer, seed, init);
  const origin = useRef<number | null>(null);
  origin.current ??= performance.now();
  const log = useRef<LoggedAction[]>([]);
  const dispatch = useCallback((action: A) => {
    log.current.push([Math.round(performance.now() - (origin.current ?? 0)), action]);
    rawDispatch(action);
  }, []);
  // The actions behind this render's state: React applies every action dispatched before it renders
  // (an action that changed nothing may be skipped, and is harmless in a replay either way), so this
  // render's replay() matches its state even when a timer logs an action before the next render.
  const applied = log.current.length;
  const replay = (): RoundReplay => ({ seed, log: log.current.slice(0, applied) });
  const isStarted = started(state);
  const announced = useRef(false);
  const onStartRef = useRef(onStart);
  onStartRef.current = onStart;
  useEffect(() => {
    if (!isStarted || announced.current) return;
    announced.current = true;
    onStartRef.current?.();
  }, [isStarted]);
  return [state, dispatch, replay];
}
