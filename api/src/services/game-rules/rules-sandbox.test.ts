import { afterEach, describe, expect, it } from 'vitest';
import { replayRound } from '@lernplattform/game-contract';
import { RulesUnavailable, SandboxError, SandboxedRules, type SandboxLimits } from './rules-sandbox.ts';

/**
 * The sandbox a game's rules run in on the server: a game studio's script is code from another team, so it gets no
 * I/O, bounded CPU time and bounded memory, and a failure of its own stops nothing but its own verification.
 */

/** A rules script as the SDK's build emits it: a script assigning the module to `lernplattformRules`. */
const script = (body: string) => `var lernplattformRules = (function () { ${body} })();`;

/** A tiny game: 'start', then 'hit' three times wins; 'tick' counts seconds while it runs. `extra` goes into createRules. */
const tinyGame = (extra = '') => script(`
  return { dataFiles: ['facts.json'], createRules: function (input) {
    ${extra}
    var goal = input.settings.goal || 3;
    return {
      init: function (seed) { return { seed: seed, started: false, hits: 0, elapsed: 0, target: goal }; },
      reducer: function (s, a) {
        if (a.type === 'start') return Object.assign({}, s, { started: true });
        if (a.type === 'hit' && s.started) return Object.assign({}, s, { hits: s.hits + 1 });
        if (a.type === 'tick' && s.started && s.hits < goal) return Object.assign({}, s, { elapsed: s.elapsed + 1 });
        return s;
      },
      isAction: function (v) { return !!v && ['start', 'hit', 'tick'].indexOf(v.type) >= 0; },
      started: function (s) { return s.started; },
      finished: function (s) { return s.hits >= goal; },
      result: function (s) { return { quizId: input.files['facts.json'].quizId, Punkte: s.hits,
        result: { score: { raw: s.hits, min: 0, max: goal, scaled: s.hits / goal }, success: s.hits >= goal, completion: true, duration: 'PT' + s.elapsed + 'S' } }; },
    };
  } };`);

const LIMITS: SandboxLimits = { memoryBytes: 16 * 1024 * 1024, loadMs: 1_000, roundMs: 500 };
const INPUT = { settings: { goal: 3 }, files: { 'facts.json': { quizId: 'TINY' } }, content: null };
const LOG = [[0, { type: 'start' }], [400, { type: 'hit' }], [1000, { type: 'tick' }], [1200, { type: 'hit' }], [1500, { type: 'hit' }]] as const;

const loaded: SandboxedRules[] = [];
const load = async (code: string, limits = LIMITS) => {
  const rules = await SandboxedRules.load(code, limits);
  loaded.push(rules);
  return rules;
};
afterEach(() => loaded.splice(0).forEach((r) => r.dispose()));

describe('the rules sandbox', () => {
  it("replays a round with the game's rules, made from the round's settings and the module's data files", async () => {
    const rules = await load(tinyGame());
    expect(rules.dataFiles).toEqual(['facts.json']);
    const round = rules.round(INPUT);
    const outcome = replayRound(round, { seed: 7, log: LOG.map(([t, a]) => [t, a]) });
    expect(outcome).toMatchObject({ ok: true, finished: true, message: { quizId: 'TINY', Punkte: 3, result: { duration: 'PT1S' } } });
    expect(outcome.ok && round.field(outcome.state, 'target')).toBe(3);
    // Another round of the same module starts afresh, with its own settings.
    const longer = rules.round({ ...INPUT, settings: { goal: 5 } });
    expect(replayRound(longer, { seed: 7, log: LOG.map(([t, a]) => [t, a]) })).toMatchObject({ ok: true, finished: false });
  });

  it('gives the rules no I/O: no fetch, no require, no process, no timers, no file system', async () => {
    const rules = await load(tinyGame(`
      var seen = [typeof fetch, typeof require, typeof process, typeof setTimeout, typeof XMLHttpRequest, typeof WebSocket, typeof import_meta_never].join();
      if (seen !== 'undefined,undefined,undefined,undefined,undefined,undefined,undefined') throw new Error('I/O: ' + seen);
    `));
    expect(() => rules.round(INPUT)).not.toThrow();
  });

  it('stops a script that loops forever while it loads, and one that loops in a round (CPU time)', async () => {
    await expect(load(script('for (;;) {}'), LIMITS)).rejects.toBeInstanceOf(RulesUnavailable);
    const looping = await load(tinyGame().replace("if (a.type === 'start')", 'if (a.type === "hit") { for (;;) {} } if (a.type === \'start\')'));
    const round = looping.round(INPUT);
    const started = Date.now();
    let error: unknown;
    try {
      replayRound(round, { seed: 1, log: LOG.map(([t, a]) => [t, a]) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SandboxError);
    expect((error as SandboxError).limit).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops a script that takes more memory than it may', async () => {
    const hungry = script('var all = []; for (;;) { all.push(new ArrayBuffer(1 << 20)); }');
    await expect(load(hungry, { ...LIMITS, loadMs: 10_000 })).rejects.toBeInstanceOf(RulesUnavailable);
  });

  it('refuses a script that is no rules module, or does not parse', async () => {
    await expect(load('var lernplattformRules = 42;')).rejects.toThrow(/no rules module/);
    await expect(load('this is not javascript')).rejects.toBeInstanceOf(RulesUnavailable);
  });

  it("reports rules that throw on an action as the rules' own error (not a limit)", async () => {
    const throwing = await load(tinyGame().replace("if (a.type === 'start')", 'if (a.type === "hit") throw new Error("no such hit"); if (a.type === \'start\')'));
    const round = throwing.round(INPUT);
    expect(() => replayRound(round, { seed: 1, log: LOG.map(([t, a]) => [t, a]) })).toThrow(expect.objectContaining({ message: 'no such hit', limit: false }));
  });

  it('keeps one module from reaching another: each version runs in an interpreter of its own', async () => {
    const first = await load(tinyGame('globalThis.leak = "from the first game";'));
    const second = await load(tinyGame('if (typeof globalThis.leak !== "undefined") throw new Error("shared globals");'));
    first.round(INPUT);
    expect(() => second.round(INPUT)).not.toThrow();
  });
});
