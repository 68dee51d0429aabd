import type { ReactionResults } from '../contract/reactions.ts';

/** The PostgreSQL NOTIFY channel every API instance listens on for live-poll changes. */
export const POLL_CHANNEL = 'poll_events';

/**
 * A change of a poll's votes in one class, as published (inside the vote's transaction) and as
 * sent to subscribers: 'votes' after a vote with the new counts, 'reset' after the teacher deleted them.
 * Counts only, never who voted (polls are anonymous).
 */
export interface PollEvent {
  kind: 'votes' | 'reset';
  block_id: string;
  class_id: string;
  /** Left out for subscribers who may not see the results (a poll without showResults, for students). */
  results?: ReactionResults;
}

/**
 * The results of a game block in a class changed (a round started, a result was stored, a try
 * was granted): the class's teacher reloads the table. Sent on the same channel and stream as the
 * polls, to the class's teacher only; names no student.
 */
export interface GameEvent {
  kind: 'game-results';
  block_id: string;
  class_id: string;
}

/**
 * The class's teacher granted a student another try (issue 37): that student's open lesson pages show it without a
 * reload. Published with the student's id, which only decides who hears it; subscribers get the block and class only.
 */
export interface GameTryEvent {
  kind: 'game-try';
  block_id: string;
  class_id: string;
  student_id: string;
}
export const GAME_CHANNEL = POLL_CHANNEL;

/** Type guard for payloads arriving from NOTIFY (anything else on the channel is ignored). */
export function parsePollEvent(payload: string): PollEvent | GameEvent | GameTryEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<PollEvent | GameEvent | GameTryEvent>;
    if (typeof e.block_id !== 'string' || typeof e.class_id !== 'string') return null;
    if (e.kind === 'game-try') return typeof e.student_id === 'string' ? (e as GameTryEvent) : null;
    if (e.kind === 'votes' || e.kind === 'reset' || e.kind === 'game-results') {
      return e as PollEvent | GameEvent;
    }
  } catch { /* not ours */ }
  return null;
}
