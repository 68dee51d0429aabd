/**
 * Verified results (React-free, also imported by the API): a game's round is its seed plus the
 * log of the actions its pure reducer received, each with the milliseconds since the game
 * mounted. Replaying the log through the very same reducer gives the very same state, so a
 * receiver (the platform's API, an LMS) computes the result itself instead of trusting the claim.
 * How a game takes part: games/README.md, 'Verified results'.
 */
import type { GameResultMessage } from './post-result.ts';

/** One logged action: [milliseconds since the game mounted, the action as dispatched]. */
export type LoggedAction = readonly [t: number, action: unknown];

/** What a game sends beside its result: the seed it was created with and every action since. */
export interface RoundReplay {
  seed: number;
  log: LoggedAction[];
}

/** A tick is one second of the game's clock: it may not come faster than real time (1 s of slack). */
export const TICK_MS = 1000;
/** Timers fire late, never early; this allows for rounding of the recorded milliseconds. */
export const DELAY_SLACK_MS = 25;
/** At most this many actions per round (a real round has a few hundred). */
export const MAX_LOG_ENTRIES = 20_000;

/** An action that a timer dispatches: it must come at least `ms(state)` after the latest `after` action. */
export interface DelayRule<S> {
  after: string;
  ms: (state: S) => number;
}

/**
 * A game's rules as a replay needs them, built from the game's own pure module (its reducer,
 * its result message). Games pass the same rules to `useReplayableReducer` in the browser.
 */
export interface ReplayRules<S, A extends { type: string }> {
  init: (seed: number) => S;
  reducer: (state: S, action: A) => S;
  /** Whether a logged value is an action this game (with this configuration) can receive. */
  isAction: (value: unknown) => value is A;
  /** True from the moment the round's first question shows (the try counts from there). */
  started: (state: S) => boolean;
  /** True when the round is over by the game's own rules. */
  finished: (state: S) => boolean;
  result: (state: S) => GameResultMessage;
  /** Actions that timers dispatch (feedback delays): their minimum distance from what started them. */
  delays?: Readonly<Record<string, DelayRule<S>>>;
}

export type ReplayOutcome<S> =
  | { ok: true; state: S; message: GameResultMessage; finished: boolean; startedAtMs: number | null; endMs: number }
  | { ok: false; reason: string };

export interface ReplayOptions {
  /** The longest a round may have run from its start (the server's clock, the time limit), in ms. */
  maxRoundMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value shaped as a RoundReplay (seed, log of [t, action]), or null. */
export function parseRoundReplay(value: unknown): RoundReplay | null {
  if (!isRecord(value)) return null;
  const { seed, log } = value;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < -0x80000000 || seed > 0xffffffff) return null;
  if (!Array.isArray(log) || log.length > MAX_LOG_ENTRIES) return null;
  for (const entry of log) {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'number' || !Number.isFinite(entry[0])) return null;
  }
  return { seed, log: log as LoggedAction[] };
}

/** Whether `value` is an object whose `type` is one of `types` (the cheap half of an isAction). */
export function actionOfType(value: unknown, types: readonly string[]): value is { type: string } & Record<string, unknown> {
  return isRecord(value) && typeof value.type === 'string' && types.includes(value.type);
}

/**
 * Replays a round: every action through the reducer, in order, checking its time. Refused when
 * an action is not one of the game's, time runs backwards, a timer fires before its delay, the
 * clock ticks faster than real time or an action comes later than `maxRoundMs` after the start.
 */
export function replayRound<S, A extends { type: string }>(
  rules: ReplayRules<S, A>,
  replay: RoundReplay,
  options: ReplayOptions = {},
): ReplayOutcome<S> {
  let state = rules.init(replay.seed);
  let previous = 0;
  let first: number | null = null;
  let startedAt: number | null = rules.started(state) ? 0 : null;
  let ticks = 0;
  const lastOfType = new Map<string, number>();
  for (const [index, [t, action]] of replay.log.entries()) {
    if (t < 0 || t < previous) return { ok: false, reason: `action ${index}: time runs backwards` };
    previous = t;
    first ??= t;
    if (!rules.isAction(action)) return { ok: false, reason: `action ${index}: not an action of this game` };
    const delay = rules.delays?.[action.type];
    if (delay) {
      const since = lastOfType.get(delay.after);
      if (since === undefined || t - since < delay.ms(state) - DELAY_SLACK_MS) return { ok: false, reason: `action ${index}: ${action.type} before its delay` };
    }
    if (action.type === 'tick') {
      ticks += 1;
      if (ticks > Math.floor((t - first) / TICK_MS) + 1) return { ok: false, reason: `action ${index}: the clock runs faster than real time` };
    }
    if (startedAt !== null && options.maxRoundMs !== undefined && t - startedAt > options.maxRoundMs) {
      return { ok: false, reason: `action ${index}: outside the round's time` };
    }
    lastOfType.set(action.type, t);
    state = rules.reducer(state, action);
    if (startedAt === null && rules.started(state)) startedAt = t;
  }
  const finished = rules.finished(state);
  return { ok: true, state, message: rules.result(state), finished, startedAtMs: startedAt, endMs: previous };
}
