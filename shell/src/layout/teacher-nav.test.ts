import { describe, expect, it } from 'vitest';
import { teacherSection } from './teacher-nav';

describe('teacherSection', () => {
  it.each([
    ['/teacher/dashboard', 'classes'],
    ['/teacher/classes/0b5c', 'classes'],
    ['/teacher/classes/0b5c/lessons/new', 'lessons'],
    ['/teacher/lessons', 'lessons'],
    ['/teacher/lessons/12/edit', 'lessons'],
    ['/lessons/12', 'lessons'],
    ['/teacher/games', 'games'],
    ['/teacher/create-game', 'games'],
    ['/games/eu-flaggen', 'games'],
    ['/games/custom/5', 'games'],
    ['/', null],
    ['/datenschutz', null],
    ['/teacher/dashboardx', null],
  ])('%s → %s', (path, section) => {
    expect(teacherSection(path)).toBe(section);
  });
});
