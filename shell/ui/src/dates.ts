/**
 * Dates as the platform shows them (spec section 9: de-DE format), in Swiss
 * time so a date does not shift with the browser's time zone. '' for
 * missing or unparsable input, so a bad value never renders 'Invalid Date'.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('de-DE', { timeZone: 'Europe/Zurich' });
}

/**
 * Date and time (hand-ins, deadlines, results): the same date as formatDate, then the time in
 * Swiss time, so every screen shows one date format ('7.3.2025, 11:00').
 */
export function formatDateTime(iso: string | null | undefined): string {
  const date = formatDate(iso);
  if (!date) return '';
  const time = new Date(iso!).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' });
  return `${date}, ${time}`;
}
