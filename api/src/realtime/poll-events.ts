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

/** Type guard for payloads arriving from NOTIFY (anything else on the channel is ignored). */
export function parsePollEvent(payload: string): PollEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<PollEvent>;
    if ((e.kind === 'votes' || e.kind === 'reset') && typeof e.block_id === 'string' && typeof e.class_id === 'string') return e as PollEvent;
  } catch { /* not ours */ }
  return null;
}
