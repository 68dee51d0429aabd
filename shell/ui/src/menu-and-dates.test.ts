import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';
import { menuFocusIndex } from './components/menu-button/menu-button';

describe('formatDate (spec 9: de-DE)', () => {
  it('formats an ISO timestamp as a German date in Swiss time', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('7.3.2025');
    // 23:30 UTC on 31 Dec is already 1 Jan in Zurich.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('1.1.2025');
  });
  it('gives an empty string for missing or unparsable input', () => {
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatDateTime (one date format per screen)', () => {
  it('writes the date as formatDate does, then the time in Swiss time', () => {
    expect(formatDateTime('2025-03-07T10:00:00Z')).toBe('7.3.2025, 11:00');
    expect(formatDateTime('2026-11-23T09:15:00Z')).toBe('23.11.2026, 10:15');
    expect(formatDateTime('2024-12-31T23:30:00Z')).toBe('1.1.2025, 00:30');
  });
  it('gives an empty string for missing or unparsable input', () => {
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('menuFocusIndex (menu button keyboard)', () => {
  it('moves with the arrows and wraps', () => {
    expect(menuFocusIndex('ArrowDown', 0, 2)).toBe(1);
    expect(menuFocusIndex('ArrowDown', 1, 2)).toBe(0);
    expect(menuFocusIndex('ArrowUp', 0, 2)).toBe(1);
    expect(menuFocusIndex('ArrowUp', 1, 2)).toBe(0);
  });
  it('jumps with Home and End, enters from outside', () => {
    expect(menuFocusIndex('Home', 1, 3)).toBe(0);
    expect(menuFocusIndex('End', 0, 3)).toBe(2);
    expect(menuFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(menuFocusIndex('ArrowUp', -1, 3)).toBe(2);
  });
  it('ignores other keys and empty menus', () => {
    expect(menuFocusIndex('a', 0, 3)).toBeNull();
    expect(menuFocusIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
