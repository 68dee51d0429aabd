import type { PollSubscription, RealtimeHub } from './realtime-hub.ts';
import { sseMessage } from './realtime-hub.ts';

/** A subscriber whose unread bytes pile up beyond this is dropped (it reconnects and reloads the counts). */
const MAX_QUEUED_BYTES = 256 * 1024;

/**
 * The SSE response of one subscriber: a byte stream the hub writes pre-encoded messages into
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
  controller.enqueue(sseMessage('ready', { class_id: subscription.classId, block_ids: [...subscription.polls.keys()] }));
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Reverse proxies (nginx) must pass each event on at once instead of buffering the response.
      'x-accel-buffering': 'no',
    },
  });
}
