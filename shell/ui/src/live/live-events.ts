import { createParser } from 'eventsource-parser';
import { REALTIME_HEARTBEAT_MS, reconnectDelayMs } from 'api/client';

/** One Server-Sent Event: its name and its data parsed as JSON. */
export interface LiveEvent { event: string; data: unknown }

/** What the stream's answer must offer: a fetch Response or a typed client's answer (Hono RPC). */
export type LiveStreamResponse = Pick<Response, 'ok' | 'status' | 'body'>;

export interface LiveEventsOptions {
  /**
   * Opens the stream, e.g. `signal => client.api….events.$get({ param }, { init: { signal } })` (the typed
   * client): the token goes in the Authorization header, never the URL.
   */
  open(signal: AbortSignal): Promise<LiveStreamResponse>;
  onEvent(event: LiveEvent): void;
  /** Called each time a stream is open; `reconnected` after a lost connection (reload what may have been missed). */
  onOpen?(info: { reconnected: boolean }): void;
  /** Injected in tests. */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** No byte for this long (two missed heartbeats and some slack) means the connection is dead. */
export const LIVE_SILENCE_LIMIT_MS = 2 * REALTIME_HEARTBEAT_MS + 5000;

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

/**
 * Follows an SSE endpoint over fetch (EventSource cannot send an Authorization header):
 * parses events with eventsource-parser and, when the stream ends, fails or falls silent,
 * reconnects after 1, 2, 5, then every 10 s (spec 9). A refusal (401, 403, 404) stops it:
 * retrying would not help. Returns the function that stops it.
 */
export function followLiveEvents(opts: LiveEventsOptions): () => void {
  const stop = new AbortController();
  const sleep = opts.sleep ?? defaultSleep;
  void (async () => {
    let failures = 0;
    let opened = false;
    while (!stop.signal.aborted) {
      const attempt = new AbortController();
      const abortAttempt = () => attempt.abort();
      stop.signal.addEventListener('abort', abortAttempt, { once: true });
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const feedWatchdog = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(abortAttempt, LIVE_SILENCE_LIMIT_MS);
      };
      try {
        const res = await opts.open(attempt.signal);
        if ([401, 403, 404].includes(res.status)) return;
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        opts.onOpen?.({ reconnected: opened });
        opened = true;
        failures = 0;
        const parser = createParser({
          onEvent: (m) => {
            let data: unknown = m.data;
            try { data = JSON.parse(m.data); } catch { /* plain text */ }
            opts.onEvent({ event: m.event ?? 'message', data });
          },
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        feedWatchdog();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feedWatchdog();
          parser.feed(value);
        }
      } catch {
        // A network error, an aborted attempt or a server error: try again below.
      } finally {
        clearTimeout(watchdog);
        stop.signal.removeEventListener('abort', abortAttempt);
      }
      if (stop.signal.aborted) return;
      await sleep(reconnectDelayMs(failures++), stop.signal);
    }
  })();
  return () => stop.abort();
}
