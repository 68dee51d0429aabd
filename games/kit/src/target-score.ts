/** Start overlay slider limits (spec section 9 'Games': default 30, slider 1 to 100). */
export const TARGET_MIN = 1;
export const TARGET_MAX = 100;
export const TARGET_DEFAULT = 30;

/** Coerces any input (slider string, bad prop) to a whole target score within the limits. */
export function clampTarget(value: number): number {
  if (!Number.isFinite(value)) return TARGET_DEFAULT;
  return Math.min(TARGET_MAX, Math.max(TARGET_MIN, Math.round(value)));
}
