/**
 * Verified results (part of the contract: the platform replays with exactly this driver): a game's round is its seed plus the
 * log of the actions its pure reducer received, each with the milliseconds since the game
 * mounted. Replaying the log through the very same reducer gives the very same state, so a
 * receiver (the platform's API, an LMS) computes the result itself instead of trusting the claim.
 * How a game takes part: games/README.md, 'Verified results'.
 */
import type { GameResultMessage, LoggedAction } from './result.ts';

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
/**
 * How many seconds a game's clock may lag behind the time its round ran: a real round's timer ticks once a second
 * and catches up after a late timer (use-game-timer.ts), so it is at most a second behind; a log without its clock
 * (a script's round with 'Zeit 00:00') is refused.
 */
export const CLOCK_LAG_TICKS = 2;

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
  /** `noClock`: the log's time ran while the game's clock did not tick (a log without its clock). */
  | { ok: false; reason: string; noClock?: true };

export interface ReplayOptions {
  /** The longest a round may have run from its start (the server's clock, the time limit), in ms. */
  maxRoundMs?: number;
}

/** The clock's action: one second of a game's clock (every built-in game's reducer counts it while its clock runs). */
const TICK = { type: 'tick' } as const;

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
 * clock ticks faster than real time or an action comes later than `maxRoundMs` after the start;
 * and (`noClock`) when the game's clock fell more than CLOCK_LAG_TICKS seconds behind the log's time
 * while it ran (from the round's start, wherever a tick would count), e.g. a built log without ticks.
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
  // The game's clock: whether a tick would count now (the reducer changes the state), the log's time while it
  // would, and the ticks that counted. A game without a 'tick' action has no clock to check.
  const hasClock = rules.isAction(TICK);
  const clockRuns = (s: S) => hasClock && startedAt !== null && rules.reducer(s, TICK as unknown as A) !== s;
  let running = clockRuns(state);
  let clockMs = 0;
  let clockTicks = 0;
  const lastOfType = new Map<string, number>();
  for (const [index, [t, action]] of replay.log.entries()) {
    if (t < 0 || t < previous) return { ok: false, reason: `action ${index}: time runs backwards` };
    if (running) clockMs += t - previous;
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
      if (running) clockTicks += 1;
    }
    if (startedAt !== null && options.maxRoundMs !== undefined && t - startedAt > options.maxRoundMs) {
      return { ok: false, reason: `action ${index}: outside the round's time` };
    }
    lastOfType.set(action.type, t);
    const before = state;
    state = rules.reducer(state, action);
    if (startedAt === null && rules.started(state)) startedAt = t;
    if (state !== before) running = clockRuns(state);
  }
  // The clock keeps up with the round: no stretch of seconds with the game's clock running and no tick counting them.
  const lag = Math.floor(clockMs / TICK_MS) - clockTicks;
  if (lag > CLOCK_LAG_TICKS) {
    return { ok: false, noClock: true, reason: `the game's clock ticked ${clockTicks} times in ${Math.floor(clockMs / TICK_MS)} s of play` };
  }
  const finished = rules.finished(state);
  return { ok: true, state, message: rules.result(state), finished, startedAtMs: startedAt, endMs: previous };
}
