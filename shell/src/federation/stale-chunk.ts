/**
 * Stale-chunk detection: after a deploy, an open page may ask for hashed chunks
 * that no longer exist. Such a failed dynamic import is healed by reloading the
 * page once (guarded so a real outage cannot cause a reload loop).
 */

const STALE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /chunkloaderror/i,
  /loading (css )?chunk \S+ failed/i,
  /failed to load module script/i,
];

/**
 * The federation runtime's code for "the remote entry itself could not be
 * loaded": the manifest and remoteEntry.js are served no-cache, so a reload
 * cannot help there; retries (and the user's 'Erneut versuchen') do.
 */
const ENTRY_UNREACHABLE = /RUNTIME-008/;

/** True when `error` (or its cause) looks like a missing chunk of an older build. */
export function isStaleChunkError(error: unknown): boolean {
  const texts: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    texts.push(
      current instanceof Error
        ? `${current.name}: ${current.message}`
        : typeof current === 'string'
          ? current
          : '',
    );
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  if (texts.some((text) => ENTRY_UNREACHABLE.test(text))) return false;
  return texts.some((text) => STALE_PATTERNS.some((pattern) => pattern.test(text)));
}

/** How long after one stale-chunk reload another one is refused (then the error box shows). */
export const STALE_RELOAD_WINDOW_MS = 60_000;

/** True if a reload may happen now, given when the last one happened (ms, or null). */
export function shouldReloadForStaleChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt > STALE_RELOAD_WINDOW_MS || now < lastReloadAt;
}

/** Delay before retry `attempt` (1-based): 400 ms, 800 ms, 1600 ms … capped at 5 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000, 400 * 2 ** Math.max(0, attempt - 1));
}
