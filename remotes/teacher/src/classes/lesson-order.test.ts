import { describe, expect, it } from 'vitest';
import { lessonIds, moveByStep, moveItem, moveToPlaceOf } from './lesson-order';

const list = ['a', 'b', 'c', 'd'].map((lesson_id) => ({ lesson_id }));
const ids = (items: { lesson_id: string }[] | null) => (items ? lessonIds(items) : null);

describe('moveItem', () => {
  it('moves an item forwards and backwards without changing the input', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    const input = ['a', 'b'];
    moveItem(input, 0, 1);
    expect(input).toEqual(['a', 'b']);
  });

  it('clamps the target and ignores an unknown source', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('moveByStep (the move up / move down buttons)', () => {
  it('swaps with the neighbour and keeps every other lesson in place', () => {
    expect(ids(moveByStep(list, 'c', -1))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(moveByStep(list, 'a', 1))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('answers null at the ends and for a lesson not in the list', () => {
    expect(moveByStep(list, 'a', -1)).toBeNull();
    expect(moveByStep(list, 'd', 1)).toBeNull();
    expect(moveByStep(list, 'x', 1)).toBeNull();
  });

  it('always yields the complete list once', () => {
    const moved = moveByStep(list, 'b', 1)!;
    expect([...ids(moved)!].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('moveToPlaceOf (drag and drop)', () => {
  it('puts the dragged lesson at the place of the one it was dropped on', () => {
    expect(ids(moveToPlaceOf(list, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveToPlaceOf(list, 'd', 'a'))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('answers null for a drop outside the list, on itself or with an unknown id', () => {
    expect(moveToPlaceOf(list, 'a', null)).toBeNull();
    expect(moveToPlaceOf(list, 'b', 'b')).toBeNull();
    expect(moveToPlaceOf(list, 'x', 'a')).toBeNull();
  });
});
