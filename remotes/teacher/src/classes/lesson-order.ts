/**
 * Reordering a class's lessons (spec 2 'Class view', spec 4 'Reordering'): the
 * move buttons and the drag both compute the complete new order here, and the
 * server stores it in one transaction (PUT …/lessons/order with every id).
 */

/** The list with the item at `from` taken out and put in at `to` (both clamped); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const target = Math.min(Math.max(to, 0), items.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** One step up (-1) or down (+1) for the item with `id`; null when it is already at that end or not in the list. */
export function moveByStep<T extends { lesson_id: string }>(items: readonly T[], id: string, step: -1 | 1): T[] | null {
  const from = items.findIndex((item) => item.lesson_id === id);
  if (from < 0) return null;
  const to = from + step;
  if (to < 0 || to >= items.length) return null;
  return moveItem(items, from, to);
}

/** The drag's result: `activeId` dropped on the place of `overId`; null when nothing changes. */
export function moveToPlaceOf<T extends { lesson_id: string }>(items: readonly T[], activeId: string, overId: string | null): T[] | null {
  if (!overId || activeId === overId) return null;
  const from = items.findIndex((item) => item.lesson_id === activeId);
  const to = items.findIndex((item) => item.lesson_id === overId);
  if (from < 0 || to < 0) return null;
  return moveItem(items, from, to);
}

/** The ids the order request sends, in the shown order. */
export function lessonIds(items: readonly { lesson_id: string }[]): string[] {
  return items.map((item) => item.lesson_id);
}
