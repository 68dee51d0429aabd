/** Every game timer shows mm:ss (spec section 9 'Timing'); minutes keep growing past 99. */
export function formatTime(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** ISO 8601 duration as xAPI `result.duration` expects it, e.g. 83 → 'PT83S'. */
export function toIsoDuration(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `PT${whole}S`;
}
