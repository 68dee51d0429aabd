import { describe, expect, it } from 'vitest';
import { followLiveEvents, type LiveEvent } from './live-events';

const sse = (text: string, status = 200) =>
  new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(text)); c.close(); } }), { status, headers: { 'content-type': 'text/event-stream' } });

describe('followLiveEvents', () => {
  it('parses events, reconnects after 1, 2, 5, 10, 10 s, reports the reconnect and stops on a refusal', async () => {
    const answers: (() => Response)[] = [
      () => sse('event: ready\ndata: {"ok":true}\n\n: ping\n\nevent: poll\ndata: {"kind":"votes"}\n\n'),
      () => { throw new TypeError('network down'); },
      () => sse('', 502),
      () => { throw new TypeError('network down'); },
      () => { throw new TypeError('network down'); },
      () => sse('event: poll\ndata: {"kind":"reset"}\n\n'),
      () => sse('', 403),
    ];
    const events: LiveEvent[] = [];
    const opens: boolean[] = [];
    const delays: number[] = [];
    await new Promise<void>((done) => {
      followLiveEvents({
        open: async () => {
          const next = answers.shift()!;
          const res = next();
          if (!answers.length) setTimeout(done, 20);
          return res;
        },
        onEvent: (e) => events.push(e),
        onOpen: ({ reconnected }) => opens.push(reconnected),
        sleep: async (ms) => { delays.push(ms); },
      });
    });
    expect(events).toEqual([
      { event: 'ready', data: { ok: true } }, { event: 'poll', data: { kind: 'votes' } }, { event: 'poll', data: { kind: 'reset' } },
    ]);
    expect(opens).toEqual([false, true]);
    // After the first stream ended: 1 s; then the failures 2, 5, 10, 10 s; after the second stream: 1 s again, then 403 stops.
    expect(delays).toEqual([1000, 2000, 5000, 10_000, 10_000, 1000]);
  });

  it('stops when told to, without reconnecting', async () => {
    let opened = 0;
    const delays: number[] = [];
    const stop = followLiveEvents({
      open: async (signal) => {
        opened++;
        return new Response(new ReadableStream({ start(c) { signal.addEventListener('abort', () => c.error(new Error('aborted'))); } }), { status: 200 });
      },
      onEvent: () => {},
      sleep: async (ms) => { delays.push(ms); },
    });
    await new Promise((r) => setTimeout(r, 10));
    stop();
    await new Promise((r) => setTimeout(r, 10));
    expect(opened).toBe(1);
    expect(delays).toEqual([]);
  });
});
