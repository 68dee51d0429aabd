/** Dates in de-DE format (spec section 9); '' for missing or unparsable input. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('de-DE', { timeZone: 'Europe/Zurich' });
}

/**
 * Counts with the Swiss thousands separator (12’345), so a canton's numbers read
 * well. Built by hand: ICU versions disagree on the apostrophe de-CH uses.
 */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
}
