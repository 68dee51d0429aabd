/**
 * `@platform/ui/live`: following Server-Sent Events over fetch. A subpath, not part of the shared
 * design-system singleton: only the screens that follow live data (the lesson view's polls)
 * bundle it and its parser, so the dashboards' bundles stay within budget.
 */
export { followLiveEvents, LIVE_SILENCE_LIMIT_MS, type LiveEvent, type LiveEventsOptions, type LiveStreamResponse } from './live-events';
export { useLiveEvents } from './use-live-events';
