import { useEffect, useRef } from 'react';
import type { GameResultPayload } from './contract.ts';
import { postGameResult, type GameResultMessage } from './post-result.ts';

/**
 * Reports a finished round once: to the parent window (embed pages, LMSs) and to the host's
 * `onResult`. `finishedRound` is the round number once the round is over (rounds count from 1),
 * null while playing; StrictMode runs effects twice in development, the number keeps it to one.
 */
export function useRoundResult(
  finishedRound: number | null,
  buildMessage: () => GameResultMessage,
  onResult: ((payload: GameResultPayload) => void) | undefined,
) {
  const posted = useRef(0);
  const latest = useRef({ buildMessage, onResult });
  useEffect(() => {
    latest.current = { buildMessage, onResult };
  });
  useEffect(() => {
    if (finishedRound === null || posted.current === finishedRound) return;
    posted.current = finishedRound;
    const message = latest.current.buildMessage();
    postGameResult(message);
    latest.current.onResult?.(message);
  }, [finishedRound]);
}
