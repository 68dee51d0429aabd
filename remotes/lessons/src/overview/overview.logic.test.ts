import type { LessonSummary } from 'api/client';
import { describe, expect, it } from 'vitest';
import { filterAndSortLessons } from './overview.logic';

const lesson = (name: string, created: string, description: string | null = null): LessonSummary => ({
  id: name, teacher_id: 't', name, description, picture_url: null, is_public: false, is_visible_to_students: false, version: 1,
  created_at: created, updated_at: created, block_count: 0, class_count: 0,
});
const list = [
  lesson('Zahlen', '2026-01-03T00:00:00.000Z'),
  lesson('Äpfel zählen', '2026-01-01T00:00:00.000Z', 'Obst und Mengen'),
  lesson('apfelbaum', '2026-01-02T00:00:00.000Z'),
  lesson('Brüche', '2026-01-04T00:00:00.000Z', 'Teil 10'),
];
const names = (l: LessonSummary[]) => l.map((x) => x.name);

describe('lessons overview: search and sort (spec 9)', () => {
  it('sorts by date both ways, newest first by default order', () => {
    expect(names(filterAndSortLessons(list, '', 'date-desc'))).toEqual(['Brüche', 'Zahlen', 'apfelbaum', 'Äpfel zählen']);
    expect(names(filterAndSortLessons(list, '', 'date-asc'))).toEqual(['Äpfel zählen', 'apfelbaum', 'Zahlen', 'Brüche']);
  });
  it('sorts names with German collation (Ä beside A, case ignored)', () => {
    expect(names(filterAndSortLessons(list, '', 'name-asc'))).toEqual(['Äpfel zählen', 'apfelbaum', 'Brüche', 'Zahlen']);
    expect(names(filterAndSortLessons(list, '', 'name-desc'))).toEqual(['Zahlen', 'Brüche', 'apfelbaum', 'Äpfel zählen']);
    // With plain code-unit order, 'Ä' would land after 'Z'.
    expect(names(filterAndSortLessons([lesson('Zug', 'x'), lesson('Ägypten', 'x')], '', 'name-asc'))).toEqual(['Ägypten', 'Zug']);
  });
  it('searches name and description, case-insensitive', () => {
    expect(names(filterAndSortLessons(list, 'ZÄHL', 'name-asc'))).toEqual(['Äpfel zählen']);
    expect(names(filterAndSortLessons(list, 'obst', 'name-asc'))).toEqual(['Äpfel zählen']);
    expect(names(filterAndSortLessons(list, '  teil 1 ', 'name-asc'))).toEqual(['Brüche']);
    expect(filterAndSortLessons(list, 'nichts', 'name-asc')).toEqual([]);
  });
});
