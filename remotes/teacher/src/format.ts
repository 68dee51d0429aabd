/** Dates in de-DE format (spec section 9); '' for unparsable input. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('de-DE', { timeZone: 'Europe/Zurich' });
}
