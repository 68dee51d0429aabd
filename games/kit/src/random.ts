/**
 * Seeded randomness for game logic. The generator state is a plain 32-bit integer so it can
 * live inside a reducer's state: same seed + same events = same game (tests, replays).
 */

/** One mulberry32 step: returns a float in [0, 1) and the next generator state. */
export function nextRandom(rng: number): [value: number, rng: number] {
  const next = (rng + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** Integer in [0, maxExclusive) plus the next generator state. */
export function nextInt(rng: number, maxExclusive: number): [value: number, rng: number] {
  const [value, next] = nextRandom(rng);
  return [Math.floor(value * maxExclusive), next];
}

/** Fisher–Yates shuffle into a new array; the input is left untouched. */
export function shuffle<T>(items: readonly T[], rng: number): [shuffled: T[], rng: number] {
  const result = items.slice();
  let state = rng;
  for (let i = result.length - 1; i > 0; i--) {
    let j: number;
    [j, state] = nextInt(state, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return [result, state];
}

/** A fresh unpredictable seed for a normal game (not for tests). */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] ?? 0;
}

/**
 * Reads a `?seed=` value: a non-negative integer below 2^32, else undefined.
 * Lets e2e tests pin a game's sequence on the standalone page.
 */
export function parseSeed(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const seed = Number(value.trim());
  return seed <= 0xffffffff ? seed : undefined;
}
