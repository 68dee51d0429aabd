import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { dbConcurrencyLimit, inFlightGate } from './db-concurrency.ts';

/** A handler that waits until the test releases it, counting how many run at once. */
function gatedApp(limit: number) {
  let running = 0;
  let maxRunning = 0;
  const order: number[] = [];
  const gates: (() => void)[] = [];
  const app = new Hono();
  app.use('*', dbConcurrencyLimit(inFlightGate(limit)));
  app.get('/:n', async (c) => {
    running++;
    maxRunning = Math.max(maxRunning, running);
    order.push(Number(c.req.param('n')));
    await new Promise<void>((resolve) => gates.push(resolve));
    running--;
    return c.text('ok');
  });
  return { app, gates, order, stats: () => ({ running, maxRunning }) };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('dbConcurrencyLimit', () => {
  it('runs at most the limit at once; the rest wait and start in arrival order as slots free up', async () => {
    const g = gatedApp(2);
    const responses = [1, 2, 3, 4, 5].map((n) => g.app.request(`/${n}`));
    await tick();
    expect(g.stats().running).toBe(2);
    expect(g.order).toEqual([1, 2]);
    g.gates.shift()!();
    await tick();
    expect(g.order).toEqual([1, 2, 3]);
    while (g.order.length < 5 || g.gates.length) { g.gates.shift()?.(); await tick(); }
    const all = await Promise.all(responses);
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(g.order).toEqual([1, 2, 3, 4, 5]);
    expect(g.stats().maxRunning).toBe(2);
  });

  it('frees the slot when a handler throws', async () => {
    const app = new Hono();
    app.use('*', dbConcurrencyLimit(inFlightGate(1)));
    app.get('/boom', () => { throw new Error('kaputt'); });
    app.get('/ok', (c) => c.text('ok'));
    app.onError((_err, c) => c.text('error', 500));
    expect((await app.request('/boom')).status).toBe(500);
    expect((await app.request('/ok')).status).toBe(200);
  });
});
