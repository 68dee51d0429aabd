import { describe, expect, it } from 'vitest';
import { screenPoint } from './geometry.ts';
import { centralRegion, directionOfKey, neighbourInDirection, type NavPoint } from './keyboard-nav.ts';

// A small grid of regions (screen y grows downwards):
//   A(0,0)   B(10,0)   C(20,0)
//   D(0,10)  E(10,10)  F(20,12)
//            G(11,30)
const POINTS: NavPoint[] = [
  ['A', 0, 0], ['B', 10, 0], ['C', 20, 0],
  ['D', 0, 10], ['E', 10, 10], ['F', 20, 12],
  ['G', 11, 30],
].map(([id, x, y]) => ({ id: id as string, at: screenPoint(x as number, y as number) }));

describe('neighbourInDirection', () => {
  it('moves to the nearest region straight ahead', () => {
    expect(neighbourInDirection(POINTS, 'E', 'up')).toBe('B');
    expect(neighbourInDirection(POINTS, 'E', 'left')).toBe('D');
    expect(neighbourInDirection(POINTS, 'E', 'right')).toBe('F');
    expect(neighbourInDirection(POINTS, 'E', 'down')).toBe('G');
  });

  it('prefers a region in line over a nearer one off to the side', () => {
    // From A going down: D is straight below, E is as near but sideways.
    expect(neighbourInDirection(POINTS, 'A', 'down')).toBe('D');
    expect(neighbourInDirection(POINTS, 'G', 'up')).toBe('E');
  });

  it('stays put (null) at the edge of the map and for unknown regions', () => {
    expect(neighbourInDirection(POINTS, 'A', 'up')).toBeNull();
    expect(neighbourInDirection(POINTS, 'C', 'right')).toBeNull();
    expect(neighbourInDirection(POINTS, 'X', 'right')).toBeNull();
  });
});

describe('keys and start', () => {
  it('maps arrow keys to directions, other keys to null', () => {
    expect(directionOfKey('ArrowUp')).toBe('up');
    expect(directionOfKey('ArrowLeft')).toBe('left');
    expect(directionOfKey('Enter')).toBeNull();
  });

  it('starts keyboard focus in the middle of the map', () => {
    expect(centralRegion(POINTS)).toBe('E');
    expect(centralRegion([])).toBeNull();
  });
});
