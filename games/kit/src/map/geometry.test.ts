import { describe, expect, it } from 'vitest';
import { loadOnce, runInSlices, runSteps, startLoading, type Steps } from './geometry.ts';

/** A computation of `n` steps that takes about `msPerStep` each (busy wait) and counts them. */
function* counting(n: number, msPerStep: number, seen: { steps: number }): Steps<number> {
  for (let i = 0; i < n; i++) {
    const until = performance.now() + msPerStep;
    while (performance.now() < until) {
      // busy, like projecting a country
    }
    seen.steps++;
    yield;
  }
  return n * 2;
}

describe('map views built in steps', () => {
  it('give the same result at once and in slices', async () => {
    expect(runSteps(counting(5, 0, { steps: 0 }))).toBe(10);
    await expect(runInSlices(counting(5, 0, { steps: 0 }))).resolves.toBe(10);
  });

  it('give the thread back between slices: a timer queued before runs before the last step', async () => {
    const seen = { steps: 0 };
    let stepsWhenTimerRan = -1;
    setTimeout(() => (stepsWhenTimerRan = seen.steps), 0);
    await runInSlices(counting(20, 2, seen));
    expect(stepsWhenTimerRan).toBeGreaterThan(0);
    expect(stepsWhenTimerRan).toBeLessThan(20);
  });

  it('stop when aborted (another part of the map was chosen)', async () => {
    const seen = { steps: 0 };
    const controller = new AbortController();
    const run = runInSlices(counting(50, 2, seen), controller.signal);
    setTimeout(() => controller.abort(), 0);
    await expect(run).rejects.toThrow();
    expect(seen.steps).toBeLessThan(50);
  });
});

describe('map data loaders', () => {
  it('loadOnce loads when first asked, hands out that one promise, and loads anew after a failure', async () => {
    let calls = 0;
    let fail = true;
    const get = loadOnce(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return calls;
    });
    expect(calls).toBe(0);
    await expect(get()).rejects.toThrow('offline');
    fail = false;
    const again = get();
    expect(get()).toBe(again);
    await expect(again).resolves.toBe(2);
    expect(calls).toBe(2);
  });

  it('startLoading starts at once', () => {
    let calls = 0;
    const get = startLoading(async () => ++calls);
    expect(calls).toBe(1);
    void get();
    expect(calls).toBe(1);
  });
});
