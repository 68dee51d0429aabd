import { useEffect, useRef } from 'react';
import { followLiveEvents, type LiveEvent, type LiveStreamResponse } from './live-events';

/**
 * Follows an SSE endpoint while the component is mounted (see followLiveEvents: fetch with
 * the Authorization header, reconnect after 1, 2, 5, 10 s). `open` null: nothing to follow.
 * `key` restarts the stream when it changes; the callbacks may change freely.
 */
export function useLiveEvents(
  key: string | null,
  open: ((signal: AbortSignal) => Promise<LiveStreamResponse>) | null,
  onEvent: (e: LiveEvent) => void,
  onOpen?: (info: { reconnected: boolean }) => void,
): void {
  const latest = useRef({ open, onEvent, onOpen });
  latest.current = { open, onEvent, onOpen };
  useEffect(() => {
    if (!key || !latest.current.open) return undefined;
    return followLiveEvents({
      open: (signal) => latest.current.open!(signal),
      onEvent: (e) => latest.current.onEvent(e),
      onOpen: (info) => latest.current.onOpen?.(info),
    });
  }, [key]);
}
