export { formatDate } from '@platform/ui';

/**
 * Counts with the Swiss thousands separator (12’345), so a canton's numbers read
 * well. Built by hand: ICU versions disagree on the apostrophe de-CH uses.
 */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
}
