import type { LessonSummary } from 'api/client';

/** Spec 9 'Lists and display': the four sort orders, newest first by default. */
export const SORT_ORDERS = ['date-desc', 'date-asc', 'name-asc', 'name-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const isSortOrder = (value: string | null): value is SortOrder => SORT_ORDERS.includes(value as SortOrder);

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Lessons whose name or description contains the query (case-insensitive), in the chosen order. */
export function filterAndSortLessons(lessons: LessonSummary[], query: string, order: SortOrder): LessonSummary[] {
  const needle = query.trim().toLocaleLowerCase('de');
  const matching = needle
    ? lessons.filter((l) => l.name.toLocaleLowerCase('de').includes(needle) || (l.description ?? '').toLocaleLowerCase('de').includes(needle))
    : lessons;
  const byDate = (a: LessonSummary, b: LessonSummary) => a.created_at.localeCompare(b.created_at);
  const compare: Record<SortOrder, (a: LessonSummary, b: LessonSummary) => number> = {
    'date-desc': (a, b) => byDate(b, a),
    'date-asc': byDate,
    'name-asc': (a, b) => collator.compare(a.name, b.name),
    'name-desc': (a, b) => collator.compare(b.name, a.name),
  };
  return [...matching].sort(compare[order]);
}
