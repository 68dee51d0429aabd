import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomGameContent } from '@platform/ui';
import {
  BLINK_MS,
  REMOVE_MS,
  createInitialState,
  matchingReducer,
  scheduleWrongFeedback,
  toResultMessage,
  won,
  type MatchingEvent,
  type MatchingState,
} from './matching.logic.ts';

const content = (settings: Partial<CustomGameContent['settings']> = {}): CustomGameContent => ({
  gameType: 'matching',
  title: 'Städte der Schweiz',
  pairs: [
    { id: 'a', start: 'Bern ist', end: 'die Bundesstadt' },
    { id: 'b', start: 'Zürich liegt', end: 'an der Limmat' },
    { id: 'c', start: 'Genf liegt', end: 'am Lac Léman' },
  ],
  questions: [],
  settings: { shuffleColumns: true, timer: true, timeLimit: 300, ...settings },
});

const run = (state: MatchingState, ...events: MatchingEvent[]) => events.reduce(matchingReducer, state);
const started = (c = content(), preview = false) => run(createInitialState(c, 42, preview), { type: 'start' });
const ticks = (n: number): MatchingEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

/** Runs a state's feedback timers against the reducer (what the view's effect does). */
function withTimers(initial: MatchingState) {
  let state = initial;
  let cancel = () => {};
  const dispatch = (event: MatchingEvent) => {
    const before = state.wrong;
    state = matchingReducer(state, event);
    if (state.wrong !== before) {
      cancel();
      cancel = scheduleWrongFeedback(state, dispatch);
    }
  };
  return { get state() { return state; }, dispatch };
}

afterEach(() => vi.useRealTimers());

describe('setup', () => {
  it('shuffles both columns with the seed (same seed, same board) when shuffleColumns is on', () => {
    const a = createInitialState(content(), 7);
    const b = createInitialState(content(), 7);
    expect(a.starts).toEqual(b.starts);
    expect(a.ends).toEqual(b.ends);
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => createInitialState(content(), seed).ends.map((e) => e.id).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
  it('keeps the given order when shuffleColumns is off', () => {
    const state = createInitialState(content({ shuffleColumns: false }), 7);
    expect(state.starts.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(state.ends.map((s) => s.text)).toEqual(['die Bundesstadt', 'an der Limmat', 'am Lac Léman']);
  });
});

describe('connections', () => {
  it('keeps a correct connection, counts every try, and ends when all pairs are connected', () => {
    let state = run(started(), { type: 'connect', startId: 'a', endId: 'a' });
    expect(state.connected).toEqual(['a']);
    expect(state.attempts).toBe(1);
    state = run(state, { type: 'connect', startId: 'b', endId: 'c' }, { type: 'wrongRemoved' });
    expect(state.attempts).toBe(2);
    state = run(state, { type: 'connect', startId: 'b', endId: 'b' }, { type: 'connect', startId: 'c', endId: 'c' });
    expect(state.status).toBe('finished');
    expect(won(state)).toBe(true);
    expect(state.attempts).toBe(4);
  });

  it('the keyboard way: choose a start, then connecting it to an end clears the choice', () => {
    let state = run(started(), { type: 'selectStart', startId: 'b' });
    expect(state.selectedStart).toBe('b');
    state = run(state, { type: 'selectStart', startId: 'b' });
    expect(state.selectedStart).toBeNull();
    state = run(state, { type: 'selectStart', startId: 'a' }, { type: 'connect', startId: 'a', endId: 'a' });
    expect(state.selectedStart).toBeNull();
    // A connected start cannot be chosen again.
    expect(run(state, { type: 'selectStart', startId: 'a' }).selectedStart).toBeNull();
  });

  it('does nothing before the start overlay is left', () => {
    const state = run(createInitialState(content(), 1), { type: 'connect', startId: 'a', endId: 'a' });
    expect(state.attempts).toBe(0);
  });
});

describe('timing (fake timers)', () => {
  it('a wrong connection blinks 400 ms, is removed after 700 ms, and locks the board meanwhile', () => {
    vi.useFakeTimers();
    const game = withTimers(started());
    game.dispatch({ type: 'connect', startId: 'a', endId: 'b' });
    expect(game.state.wrong).toEqual({ startId: 'a', endId: 'b', blinking: true });
    game.dispatch({ type: 'connect', startId: 'c', endId: 'c' });
    expect(game.state.connected).toEqual([]);
    vi.advanceTimersByTime(BLINK_MS - 1);
    expect(game.state.wrong?.blinking).toBe(true);
    vi.advanceTimersByTime(1);
    expect(game.state.wrong).toEqual({ startId: 'a', endId: 'b', blinking: false });
    vi.advanceTimersByTime(REMOVE_MS - BLINK_MS - 1);
    expect(game.state.wrong).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(game.state.wrong).toBeNull();
    game.dispatch({ type: 'connect', startId: 'c', endId: 'c' });
    expect(game.state.connected).toEqual(['c']);
  });

  it('the clock starts with the first connection, not with the start', () => {
    let state = run(started(), ...ticks(5));
    expect(state.elapsed).toBe(0);
    state = run(state, { type: 'connect', startId: 'a', endId: 'a' }, ...ticks(3));
    expect(state.elapsed).toBe(3);
  });

  it('the time limit ends the game (lost); the preview and a game without timer have none', () => {
    const limited = run(started(content({ timeLimit: 10 })), { type: 'connect', startId: 'a', endId: 'a' }, ...ticks(10));
    expect(limited).toMatchObject({ status: 'finished', timedOut: true, elapsed: 10 });
    expect(won(limited)).toBe(false);
    const preview = run(started(content({ timeLimit: 10 }), true), { type: 'connect', startId: 'a', endId: 'a' }, ...ticks(20));
    expect(preview.status).toBe('playing');
    const noTimer = run(started(content({ timer: false, timeLimit: 10 })), { type: 'connect', startId: 'a', endId: 'a' }, ...ticks(20));
    expect(noTimer.status).toBe('playing');
    const zero = run(started(content({ timeLimit: 0 })), { type: 'connect', startId: 'a', endId: 'a' }, ...ticks(20));
    expect(zero.status).toBe('playing');
  });
});

describe('result', () => {
  it('posts MATCHING_{TITLE} with the German keys and a full score when won', () => {
    const state = run(
      started(),
      { type: 'connect', startId: 'a', endId: 'b' }, { type: 'wrongRemoved' },
      { type: 'connect', startId: 'a', endId: 'a' }, ...ticks(2),
      { type: 'connect', startId: 'b', endId: 'b' }, { type: 'connect', startId: 'c', endId: 'c' },
    );
    expect(toResultMessage(state)).toEqual({
      quizId: 'MATCHING_STAEDTE_DER_SCHWEIZ', Punkte: 3, Zeit: '00:02', Richtig: 3, Falsch: 1, Versuche: 4,
      result: { score: { raw: 3, min: 0, max: 3, scaled: 1 }, success: true, completion: true, duration: 'PT2S' },
    });
  });
  it('restart plays the same pairs again from the start overlay', () => {
    const done = run(started(), { type: 'connect', startId: 'a', endId: 'a' }, { type: 'connect', startId: 'b', endId: 'b' }, { type: 'connect', startId: 'c', endId: 'c' });
    const again = run(done, { type: 'restart' });
    expect(again).toMatchObject({ status: 'ready', connected: [], attempts: 0, round: 2 });
  });
});
