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
