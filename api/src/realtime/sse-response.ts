import type { ServerResponse } from 'node:http';
import type { PollSubscription, RealtimeHub } from './realtime-hub.ts';
import { sseMessage } from './realtime-hub.ts';

/** A subscriber whose unread bytes pile up beyond this is dropped (it reconnects and reloads the counts). */
const MAX_QUEUED_BYTES = 256 * 1024;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-content-type-options': 'nosniff',
  // Reverse proxies (nginx) must pass each event on at once instead of buffering the response.
  'x-accel-buffering': 'no',
};

const readyMessage = (s: PollSubscription) => sseMessage('ready', { class_id: s.classId, block_ids: [...s.polls.keys()] });

const CRLF = Buffer.from('\r\n');
/** Each hub message framed as one HTTP/1.1 chunk, built once and shared by all its subscribers. */
const chunkFrames = new WeakMap<Uint8Array, Buffer>();
function asHttpChunk(message: Uint8Array): Buffer {
  let frame = chunkFrames.get(message);
  if (!frame) chunkFrames.set(message, (frame = Buffer.concat([Buffer.from(`${message.length.toString(16)}\r\n`), message, CRLF])));
  return frame;
}

/**
 * The SSE stream written straight to Node's socket (under @hono/node-server). The headers and the
 * 'ready' event go through the response as usual; after that each hub message is ONE socket write
 * of pre-framed bytes (the same Buffer for every subscriber), bypassing the response's per-write
 * work (chunk framing into four buffers, cork and uncork on the next tick). Measured in
 * api/bench/poll-fanout.bench.ts: this is what brings the fan-out below a plain node:http server
 * using res.write. Resolves once the stream is open.
 */
export async function writePollEvents(hub: RealtimeHub, subscription: PollSubscription, res: ServerResponse): Promise<void> {
  let open = true;
  const unsubscribe = await hub.subscribe(subscription, {
    write(chunk) {
      const socket = res.socket;
      if (!open || !socket) return true;
      if (socket.writableLength > MAX_QUEUED_BYTES) return false;
      // `chunkedEncoding` is false only for HTTP/1.0 clients, whose body simply ends with the connection.
      socket.write(res.chunkedEncoding ? asHttpChunk(chunk) : chunk);
      return true;
    },
    close() {
      if (!open) return;
      open = false;
      res.end();
    },
  });
  res.on('close', () => { open = false; unsubscribe(); });
  if (res.destroyed) { open = false; unsubscribe(); return; }
  res.writeHead(200, SSE_HEADERS);
  res.write(readyMessage(subscription));
}

/**
 * The SSE response of one subscriber as a web stream (any other runtime, and app.request in tests): a byte stream the hub writes pre-encoded messages into
 * (no per-subscriber encoding, see notes/performance.md on Hono's SSE helper). Subscribes
 * before answering, so every vote committed after the 'ready' event reaches the client; the
 * subscription ends when the client goes away (the server cancels the stream) or the hub closes.
 */
export async function pollEventsResponse(hub: RealtimeHub, subscription: PollSubscription): Promise<Response> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let unsubscribe: (() => void) | null = null;
  let open = true;
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => { controller = c; },
      cancel: () => { open = false; unsubscribe?.(); },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: MAX_QUEUED_BYTES }),
  );
  unsubscribe = await hub.subscribe(subscription, {
    write(chunk) {
      if (!open) return true;
      if ((controller.desiredSize ?? 0) <= 0) return false;
      controller.enqueue(chunk);
      return true;
    },
    close() {
      if (!open) return;
      open = false;
      controller.close();
    },
  });
  controller.enqueue(readyMessage(subscription));
  return new Response(stream, { headers: SSE_HEADERS });
}
