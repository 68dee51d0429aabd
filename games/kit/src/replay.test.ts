import { describe, expect, it } from 'vitest';
import { buildResultMessage } from './post-result.ts';
import { actionOfType, parseRoundReplay, replayRound, type ReplayRules } from './replay.ts';

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

  it('reads only a seed and a log of [time, action] pairs', () => {
    expect(parseRoundReplay({ seed: 5, log: [[0, { type: 'x' }]] })).toEqual({ seed: 5, log: [[0, { type: 'x' }]] });
    for (const bad of [null, { seed: 1.5, log: [] }, { seed: 1, log: {} }, { seed: 1, log: [[0]] }, { seed: 1, log: [['0', {}]] }, { log: [] }]) {
      expect(parseRoundReplay(bad)).toBeNull();
    }
  });
});
