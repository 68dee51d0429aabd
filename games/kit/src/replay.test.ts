import { describe, expect, it } from 'vitest';
import { buildResultMessage } from './post-result.ts';
import { actionOfType, parseRoundReplay, replayRound, type ReplayRules } from '@lernplattform/game-contract';

/** A tiny game: 'start', then 'hit' scores, 'settle' (a timer, 500 ms after 'hit') unlocks the next hit; 3 hits win. */
type S = { started: boolean; hits: number; locked: boolean; elapsed: number };
type A = { type: 'start' } | { type: 'hit' } | { type: 'settle' } | { type: 'tick' };
const rules: ReplayRules<S, A> = {
  init: () => ({ started: false, hits: 0, locked: false, elapsed: 0 }),
  reducer: (s, a) => {
    if (a.type === 'start') return { ...s, started: true };
    if (!s.started) return s;
    if (a.type === 'hit') return s.locked ? s : { ...s, hits: s.hits + 1, locked: true };
    if (a.type === 'settle') return { ...s, locked: false };
    return { ...s, elapsed: s.elapsed + 1 };
  },
  isAction: (v): v is A => actionOfType(v, ['start', 'hit', 'settle', 'tick']),
  started: (s) => s.started,
  finished: (s) => s.hits >= 3,
  result: (s) => buildResultMessage({ quizId: 'T', Punkte: s.hits }, { raw: s.hits, max: 3, success: s.hits >= 3, durationSeconds: s.elapsed }),
  delays: { settle: { after: 'hit', ms: () => 500 } },
};

const LOG = [
  [1000, { type: 'start' }], [1200, { type: 'hit' }], [1700, { type: 'settle' }], [2000, { type: 'tick' }],
  [2100, { type: 'hit' }], [2600, { type: 'settle' }], [2700, { type: 'hit' }],
] as const;

describe('replayRound', () => {
  it('replays a log to the same state and result', () => {
    const outcome = replayRound(rules, { seed: 1, log: [...LOG] }, { maxRoundMs: 5_000 });
    expect(outcome).toMatchObject({ ok: true, finished: true, startedAtMs: 1000, endMs: 2700, message: { Punkte: 3, result: { success: true, duration: 'PT1S' } } });
  });

  it('refuses a timer that fires before its delay, ticks faster than real time, time running backwards, unknown actions', () => {
    const early = LOG.map(([t, a]) => [a.type === 'settle' && t === 1700 ? 1300 : t, a] as const);
    expect(replayRound(rules, { seed: 1, log: early })).toMatchObject({ ok: false, reason: expect.stringContaining('before its delay') });
    const fast = [[1000, { type: 'start' }], [1100, { type: 'tick' }], [1200, { type: 'tick' }], [1300, { type: 'tick' }]] as const;
    expect(replayRound(rules, { seed: 1, log: [...fast] })).toMatchObject({ ok: false, reason: expect.stringContaining('faster than real time') });
    const backwards = [[1000, { type: 'start' }], [900, { type: 'hit' }]] as const;
    expect(replayRound(rules, { seed: 1, log: [...backwards] })).toMatchObject({ ok: false, reason: expect.stringContaining('backwards') });
    expect(replayRound(rules, { seed: 1, log: [[1000, { type: 'win' }]] })).toMatchObject({ ok: false, reason: expect.stringContaining('not an action') });
  });

  it("refuses actions outside the round's time, counted from its start", () => {
    expect(replayRound(rules, { seed: 1, log: [...LOG] }, { maxRoundMs: 1_700 })).toMatchObject({ ok: true });
    expect(replayRound(rules, { seed: 1, log: [...LOG] }, { maxRoundMs: 1_600 })).toMatchObject({ ok: false, reason: expect.stringContaining("outside the round's time") });
  });

  it("refuses a log without its clock: the game's clock may lag the log's time while it runs by CLOCK_LAG_TICKS seconds at most", () => {
    const hits = (from: number) => [[from, { type: 'hit' }], [from + 500, { type: 'settle' }], [from + 600, { type: 'hit' }], [from + 1100, { type: 'settle' }], [from + 1200, { type: 'hit' }]] as const;
    // 'Zeit 00:00': three hits 20 s after the start, the clock never ticked.
    const zero = replayRound(rules, { seed: 1, log: [[1000, { type: 'start' }], ...hits(20_000)] });
    expect(zero).toMatchObject({ ok: false, noClock: true, reason: expect.stringContaining('0 times in 20 s') });
    // Two seconds behind (a late timer) pass; three do not.
    const ticks = (n: number) => Array.from({ length: n }, (_, i) => [2000 + i * 1000, { type: 'tick' }] as const);
    expect(replayRound(rules, { seed: 1, log: [[1000, { type: 'start' }], ...ticks(2), ...hits(4_000)] })).toMatchObject({ ok: true, finished: true });
    expect(replayRound(rules, { seed: 1, log: [[1000, { type: 'start' }], ...ticks(1), ...hits(4_000)] })).toMatchObject({ ok: false, noClock: true });
    // A catching-up timer ticks the missed seconds at once: as many as have passed.
    const caughtUp = [[1000, { type: 'start' }] as const, ...Array.from({ length: 20 }, () => [21_000, { type: 'tick' }] as const), ...hits(21_000)];
    expect(replayRound(rules, { seed: 1, log: caughtUp })).toMatchObject({ ok: true, message: { result: { duration: 'PT20S' } } });
  });

  it("counts only the time the game's clock runs: before the start, and in a game without a clock, nothing is owed", () => {
    // 30 s on the start overlay, then a quick round.
    const log = [[30_000, { type: 'start' }], [30_200, { type: 'hit' }], [30_700, { type: 'settle' }], [30_800, { type: 'hit' }], [31_300, { type: 'settle' }], [31_400, { type: 'hit' }]] as const;
    expect(replayRound(rules, { seed: 1, log: [...log] })).toMatchObject({ ok: true, finished: true });
    const clockless: ReplayRules<S, Exclude<A, { type: 'tick' }>> = { ...rules, isAction: (v): v is Exclude<A, { type: 'tick' }> => actionOfType(v, ['start', 'hit', 'settle']) };
    const slow = [[1000, { type: 'start' }], [30_000, { type: 'hit' }], [30_500, { type: 'settle' }], [60_000, { type: 'hit' }], [60_500, { type: 'settle' }], [90_000, { type: 'hit' }]] as const;
    expect(replayRound(clockless, { seed: 1, log: [...slow] })).toMatchObject({ ok: true, finished: true });
    expect(replayRound(rules, { seed: 1, log: [...slow] })).toMatchObject({ ok: false, noClock: true });
  });

  it('reads only a seed and a log of [time, action] pairs', () => {
    expect(parseRoundReplay({ seed: 5, log: [[0, { type: 'x' }]] })).toEqual({ seed: 5, log: [[0, { type: 'x' }]] });
    for (const bad of [null, { seed: 1.5, log: [] }, { seed: 1, log: {} }, { seed: 1, log: [[0]] }, { seed: 1, log: [['0', {}]] }, { log: [] }]) {
      expect(parseRoundReplay(bad)).toBeNull();
    }
  });
});
