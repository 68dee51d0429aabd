import { randomUUID } from 'node:crypto';
import { REALTIME_HEARTBEAT_MS } from '../contract/reaction-rules.ts';
import type { Sql } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { parsePollEvent, POLL_CHANNEL, type PollEvent } from './poll-events.ts';

/** What one subscriber may see: a class, and per poll (and, for the class's teacher, game block) of that class whether it may see the counts. */
export interface PollSubscription {
  classId: string;
  /** Who listens: a granted try ('game-try') reaches that student only. */
  userId: string;
  /** block id → true when the subscriber may see the results (the class's teacher, or a poll with showResults); game blocks: teachers only. */
  polls: ReadonlyMap<string, boolean>;
}

/** Where a subscriber's bytes go (an SSE response); returns false when the subscriber cannot keep up and should be dropped. */
export type SseSink = { write(chunk: Uint8Array): boolean; close(): void };

interface Subscriber { sub: PollSubscription; sink: SseSink; expiresAt: number }

/**
 * A stream lives at most this long (plus up to a minute of jitter, so clients do not all come
 * back at once), then ends and the client reconnects: its permission (enrollment, lesson still
 * visible) and its token are checked again, so a removed student stops hearing a class soon.
 */
export const STREAM_MAX_AGE_MS = 15 * 60_000;

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': ping\n\n');

/** One SSE message, encoded once and written to every subscriber that gets it. */
export function sseMessage(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** How often the hub checks that its LISTEN still hears (a NOTIFY to itself), and how long it waits for it. */
export const LIVENESS_INTERVAL_MS = 5_000;
const LIVENESS_WAIT_MS = 2_000;

/**
 * Live-poll events of one API instance: ONE LISTEN connection (postgres.js keeps all of an
 * instance's listens on one connection and re-listens after a reconnect), fanned out in memory
 * to the SSE subscribers whose class and polls match. Votes are published inside their
 * transaction with pg_notify, so every instance, this one included, hears them only after the
 * commit and in commit order. One heartbeat timer serves all subscribers.
 *
 * Database outages: postgres.js re-listens after its LISTEN connection closes, but only once (a
 * database still down then leaves the channel deaf for good), and NOTIFYs sent meanwhile are lost
 * either way. So the hub checks every few seconds that it hears a NOTIFY it sends to itself; when
 * it does not, it listens anew. Whenever the LISTEN is re-established (by postgres.js or by the
 * hub), every stream gets a 'resync' event and ends: clients reconnect and reload the counts
 * (shell/ui live-events: onOpen with `reconnected`), so no vote of the outage is missing.
 */
export class RealtimeHub {
  /** `${classId}:${blockId}` → subscribers of that poll in that class. */
  private readonly byPoll = new Map<string, Set<Subscriber>>();
  private readonly all = new Set<Subscriber>();
  private listening: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private liveness: NodeJS.Timeout | null = null;
  private checking = false;
  private unlisten: (() => Promise<unknown>) | null = null;
  /** The self-addressed NOTIFY the liveness check is waiting for. */
  private awaitedPing: { nonce: string; heard(): void } | null = null;
  private closed = false;

  constructor(
    private readonly sql: Sql,
    private readonly log: Logger,
    private readonly timing: { heartbeatMs: number; maxAgeMs: number; livenessMs?: number } = { heartbeatMs: REALTIME_HEARTBEAT_MS, maxAgeMs: STREAM_MAX_AGE_MS },
  ) {}

  /** Starts listening (once per instance); resolves when the LISTEN is active. */
  listen(): Promise<void> {
    this.listening ??= this.register().then(
      () => {
        if (!this.liveness && !this.closed) {
          this.liveness = setInterval(() => void this.checkLiveness(), this.timing.livenessMs ?? LIVENESS_INTERVAL_MS);
          this.liveness.unref();
        }
      },
      (err: unknown) => {
        this.listening = null; // the next subscriber tries again
        throw err;
      },
    );
    return this.listening;
  }

  /** One LISTEN registration; its onlisten fires again after each reconnect postgres.js makes itself. */
  private async register(): Promise<void> {
    let first = true;
    const { unlisten } = await this.sql.listen(POLL_CHANNEL, (payload) => this.dispatch(payload), () => {
      if (first) { first = false; return; }
      this.resync('LISTEN re-established after a lost database connection');
    });
    this.unlisten = unlisten;
  }

  /**
   * Sends a NOTIFY to itself and waits for it: not heard means the LISTEN is gone (a database
   * outage outlasted postgres.js's one re-listen), so it listens anew and resynchronises the streams.
   * While the database is down the NOTIFY fails and the check simply runs again later.
   */
  private async checkLiveness(): Promise<void> {
    if (this.checking || this.closed) return;
    this.checking = true;
    try {
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        this.awaitedPing = { nonce, heard: () => resolve(true) };
        timer = setTimeout(() => resolve(false), LIVENESS_WAIT_MS);
      });
      try {
        await this.sql`select pg_notify(${POLL_CHANNEL}, ${JSON.stringify({ kind: 'ping', nonce })})`;
      } catch {
        return; // the database is unreachable: nothing to hear yet, try again next time
      }
      const ok = await heard;
      clearTimeout(timer);
      if (ok || this.closed) return;
      this.log.warn('realtime: LISTEN lost, listening again');
      await this.unlisten?.().catch(() => {});
      this.unlisten = null;
      try {
        await this.register();
        this.resync('LISTEN re-established');
      } catch (err) {
        this.log.warn('realtime: listening again failed, retrying', { error: String((err as Error)?.message ?? err) });
      }
    } finally {
      this.awaitedPing = null;
      this.checking = false;
    }
  }

  /** Every stream gets 'resync' and ends; clients reconnect and reload what they show. */
  private resync(reason: string) {
    if (this.closed) return;
    this.log.info('realtime: streams resynchronised', { reason, streams: this.all.size });
    const message = sseMessage('resync', { reason });
    for (const entry of [...this.all]) {
      this.remove(entry);
      entry.sink.write(message);
      entry.sink.close();
    }
  }

  /** Adds a subscriber (after the LISTEN is active, so nothing committed afterwards is missed); returns its removal. */
  async subscribe(sub: PollSubscription, sink: SseSink): Promise<() => void> {
    if (this.closed) throw new Error('realtime hub closed');
    await this.listen();
    const entry: Subscriber = { sub, sink, expiresAt: Date.now() + this.timing.maxAgeMs + Math.random() * Math.min(60_000, this.timing.maxAgeMs) };
    this.all.add(entry);
    for (const blockId of sub.polls.keys()) {
      const key = `${sub.classId}:${blockId}`;
      let set = this.byPoll.get(key);
      if (!set) this.byPoll.set(key, (set = new Set()));
      set.add(entry);
    }
    this.heartbeat ??= setInterval(() => this.beat(), this.timing.heartbeatMs);
    this.heartbeat.unref();
    return () => this.remove(entry);
  }

  /** How many subscribers are connected to this instance. */
  get size(): number {
    return this.all.size;
  }

  private remove(entry: Subscriber) {
    if (!this.all.delete(entry)) return;
    for (const blockId of entry.sub.polls.keys()) {
      const key = `${entry.sub.classId}:${blockId}`;
      const set = this.byPoll.get(key);
      set?.delete(entry);
      if (set?.size === 0) this.byPoll.delete(key);
    }
    if (this.all.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private write(entry: Subscriber, chunk: Uint8Array) {
    if (entry.sink.write(chunk)) return;
    // A client that stopped reading would make its queue grow without end: drop it, it reconnects and reloads.
    this.remove(entry);
    entry.sink.close();
  }

  private dispatch(payload: string) {
    const ping = this.awaitedPing;
    if (ping && payload.includes(ping.nonce)) { ping.heard(); return; }
    const event = parsePollEvent(payload);
    if (!event) return;
    const subscribers = this.byPoll.get(`${event.class_id}:${event.block_id}`);
    if (!subscribers) return;
    if (event.kind === 'game-try') {
      // Only the student the try was granted to hears it; the message does not name them.
      const message = sseMessage('poll', { kind: event.kind, block_id: event.block_id, class_id: event.class_id });
      for (const entry of [...subscribers]) if (entry.sub.userId === event.student_id) this.write(entry, message);
      return;
    }
    if (event.kind === 'game-results') {
      // Game blocks are subscribed by the class's teacher only (ReactionService.subscription).
      const message = sseMessage('poll', event);
      for (const entry of [...subscribers]) if (entry.sub.polls.get(event.block_id)) this.write(entry, message);
      return;
    }
    // Encoded once per audience: with the counts, and without them for students of a poll that hides them.
    const full = sseMessage('poll', event);
    const { results: _hidden, ...withoutResults } = event;
    let partial: Uint8Array | null = null;
    for (const entry of [...subscribers]) {
      if (entry.sub.polls.get(event.block_id)) this.write(entry, full);
      else this.write(entry, (partial ??= sseMessage('poll', withoutResults satisfies PollEvent)));
    }
  }

  /** The heartbeat, which also ends streams past their age (checked at heartbeat granularity). */
  private beat() {
    const now = Date.now();
    for (const entry of [...this.all]) {
      if (entry.expiresAt <= now) {
        this.remove(entry);
        entry.sink.close();
      } else {
        this.write(entry, HEARTBEAT);
      }
    }
  }

  /** Ends every stream (at shutdown, so the HTTP server can close) and stops listening. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const entry of [...this.all]) {
      this.remove(entry);
      entry.sink.close();
    }
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.liveness) clearInterval(this.liveness);
    this.log.debug('realtime closed');
  }
}
