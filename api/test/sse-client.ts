import http from 'node:http';
import type { PollEvent } from '../src/realtime/poll-events.ts';

/** One Server-Sent Event as received: `data` parsed as JSON (the text when it is none); read it through a narrowing helper. */
export interface SseEvent { event: string; data: unknown; receivedAt: number }

/** The data of a `poll` event about a poll's votes ('votes' or 'reset'); null for any other event (also 'game-results'). */
export function pollChange(e: SseEvent): PollEvent | null {
  const kind = (e.data as { kind?: unknown } | null)?.kind;
  return e.event === 'poll' && (kind === 'votes' || kind === 'reset') ? (e.data as PollEvent) : null;
}

/**
 * A minimal SSE client over node:http for tests and the benchmark: sends the token in the
 * Authorization header (never in the URL), parses `event:`/`data:` blocks, and lets a test
 * wait for the next event that matches.
 */
export interface SseConnection {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (already received or coming) that matches, or rejects after `timeoutMs`. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Drops the connection from the client side. */
  close(): void;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
}

export function openSse(url: string, token: string | null, opts: { agent?: http.Agent; onEvent?: (e: SseEvent) => void } = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: opts.agent, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (res) => {
      const events: SseEvent[] = [];
      const waiters = new Set<{ match: (e: SseEvent) => boolean; done: (e: SseEvent) => void }>();
      let buffer = '';
      let endedResolve!: () => void;
      const ended = new Promise<void>((r) => { endedResolve = r; });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (!data.length) continue; // comments (heartbeats)
          const raw = data.join('\n');
          let parsed: unknown = raw;
          try { parsed = JSON.parse(raw); } catch { /* plain text */ }
          const e: SseEvent = { event, data: parsed, receivedAt: performance.now() };
          events.push(e);
          opts.onEvent?.(e);
          for (const w of [...waiters]) if (w.match(e)) { waiters.delete(w); w.done(e); }
        }
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      res.on('error', () => endedResolve());
      resolve({
        status: res.statusCode ?? 0,
        events,
        ended,
        waitFor(match, timeoutMs = 3000) {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => { waiters.delete(w); fail(new Error('no matching event in time')); }, timeoutMs);
            const w = { match, done: (e: SseEvent) => { clearTimeout(timer); ok(e); } };
            waiters.add(w);
          });
        },
        close() { req.destroy(); },
      });
    });
    req.on('error', reject);
  });
}
