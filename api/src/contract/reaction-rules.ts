/**
 * Live polls ('Umfrage', block type reaction), spec 3, 5 and 9: limits, the default
 * options and the pure rules shared by the API and the lessons area (zod-free).
 */
export const REACTION_LIMITS = {
  optionsMin: 2,
  optionsMax: 8,
  /** One option (an emoji, possibly with modifiers); the database allows 32 characters per stored reaction. */
  optionMaxLength: 32,
  promptMax: 500,
  /** A UUID fits; the stored id is prefixed with the user id (the column allows 100 characters). */
  sessionIdMax: 60,
} as const;

/** Spec 9: the editor starts with a default set of four emoji. */
export const DEFAULT_REACTION_OPTIONS = ['👍', '👎', '😊', '🤔'] as const;

/** The interaction type of a vote (spec 3 block_interactions, spec 7 manage-{interactionType}). */
export const REACTION_INTERACTION_TYPE = 'reaction';

/** Realtime (spec 9): heartbeat every 25 s; after a lost connection retry after 1, 2, 5, then every 10 s. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** The wait before the n-th reconnect attempt (0-based); the last delay repeats. */
export function reconnectDelayMs(attempt: number): number {
  const delays = REALTIME_RECONNECT_DELAYS_MS;
  return delays[Math.min(Math.max(attempt, 0), delays.length - 1)]!;
}

/** Spec 5: options trimmed, empty ones dropped, duplicates kept once (a vote must name exactly one option). */
export function cleanReactionOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((o) => o.trim()).filter((o) => o.length > 0))];
}

/** One option's result: how many picked it and the rounded share of all votes (spec 9: percentages rounded). */
export interface ReactionCount { reaction: string; count: number; percent: number }

/** Counts per option in the block's order (0 for options nobody picked); votes for options no longer offered are left out. */
export function reactionResults(options: readonly string[], counts: Readonly<Record<string, number>>): { total: number; counts: ReactionCount[] } {
  const rows = options.map((reaction) => ({ reaction, count: counts[reaction] ?? 0 }));
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return { total, counts: rows.map((r) => ({ ...r, percent: total === 0 ? 0 : Math.round((r.count / total) * 100) })) };
}
