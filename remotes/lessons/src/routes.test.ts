import { describe, expect, it } from 'vitest';
import { editorPath, lessonViewPath, matchLessonRoute } from './routes';

describe('lessons area routes (spec 2)', () => {
  it('matches the lesson view, the overview and all four editor routes', () => {
    expect(matchLessonRoute('/lessons/abc')).toEqual({ screen: 'view', lessonId: 'abc' });
    expect(matchLessonRoute('/teacher/lessons')).toEqual({ screen: 'overview' });
    expect(matchLessonRoute('/teacher/lessons/')).toEqual({ screen: 'overview' });
    expect(matchLessonRoute('/teacher/lessons/new')).toEqual({ screen: 'editor', lessonId: null, classId: null });
    expect(matchLessonRoute('/teacher/lessons/l1/edit')).toEqual({ screen: 'editor', lessonId: 'l1', classId: null });
    expect(matchLessonRoute('/teacher/classes/c1/lessons/new')).toEqual({ screen: 'editor', lessonId: null, classId: 'c1' });
    expect(matchLessonRoute('/teacher/classes/c1/lessons/l1/edit')).toEqual({ screen: 'editor', lessonId: 'l1', classId: 'c1' });
    expect(matchLessonRoute('/teacher/lessons/l1/x')).toEqual({ screen: 'unknown' });
  });
  it('builds the editor and view addresses back', () => {
    expect(editorPath(null, 'c1')).toBe('/teacher/classes/c1/lessons/new');
    expect(editorPath('l1', null)).toBe('/teacher/lessons/l1/edit');
    expect(lessonViewPath('l1', 'c 1')).toBe('/lessons/l1?class_id=c%201');
    expect(lessonViewPath('l1')).toBe('/lessons/l1');
  });
});
