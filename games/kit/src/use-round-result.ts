import { useEffect, useRef } from 'react';
import type { GameProps } from './contract.ts';
import { postGameResult, type GameResultMessage } from './post-result.ts';
import type { RoundReplay } from '@lernplattform/game-contract';

/** Where a round's outcome goes: the host's callbacks (absent in a preview). */
export type RoundReport = Pick<GameProps, 'onResult' | 'onProgress'>;

/**
 * Reports a finished round once: to the parent window (embed pages, LMSs) and to the host's
 * `onResult`. `finishedRound` is the round number once the round is over (rounds count from 1),
 * null while playing; StrictMode runs effects twice in development, the number keeps it to one.
 * While the round runs, the host's `onProgress` gets the round so far whenever it changes
 * (not posted to the parent window: an LMS wants finished rounds only).
 * With `replay` (games on useReplayableReducer) both carry the round's `seed` and `log` as extra
 * keys, so the receiver can replay the round (games/README.md, 'Verified results').
 */
export function useRoundResult(
  finishedRound: number | null,
  buildMessage: () => GameResultMessage,
  { onResult, onProgress }: RoundReport,
  replay?: () => RoundReplay,
) {
  const posted = useRef(0);
  const lastProgress = useRef('');
  const latest = useRef({ buildMessage, onResult, replay });
  useEffect(() => {
    latest.current = { buildMessage, onResult, replay };
  });
  useEffect(() => {
    if (finishedRound === null || posted.current === finishedRound) return;
    posted.current = finishedRound;
    const message: GameResultMessage = { ...latest.current.buildMessage(), ...latest.current.replay?.() };
    postGameResult(message);
    latest.current.onResult?.(message);
  }, [finishedRound]);
  // Every render while playing: cheap (a small object), and only a change reaches the host.
  useEffect(() => {
    if (finishedRound !== null || !onProgress) return;
    const message = buildMessage();
    const progress = { ...message, result: { ...message.result, completion: false } };
    const key = JSON.stringify(progress);
    if (key === lastProgress.current) return;
    lastProgress.current = key;
    onProgress({ ...progress, ...replay?.() });
  });
}
