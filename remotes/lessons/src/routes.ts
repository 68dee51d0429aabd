/**
 * Which screen of the lessons area an address shows. The shell mounts this area at
 * several places (/lessons/:id and the teacher's lesson routes of spec 2), so the
 * area matches the whole path itself instead of relying on one mount point.
 */
export type LessonRoute =
  | { screen: 'view'; lessonId: string }
  | { screen: 'overview' }
  | { screen: 'editor'; lessonId: string | null; classId: string | null }
  | { screen: 'unknown' };

const PATTERNS: [RegExp, (m: string[]) => LessonRoute][] = [
  [/^\/lessons\/([^/]+)$/, (m) => ({ screen: 'view', lessonId: m[1]! })],
  [/^\/teacher\/lessons$/, () => ({ screen: 'overview' })],
  [/^\/teacher\/lessons\/new$/, () => ({ screen: 'editor', lessonId: null, classId: null })],
  [/^\/teacher\/lessons\/([^/]+)\/edit$/, (m) => ({ screen: 'editor', lessonId: m[1]!, classId: null })],
  [/^\/teacher\/classes\/([^/]+)\/lessons\/new$/, (m) => ({ screen: 'editor', lessonId: null, classId: m[1]! })],
  [/^\/teacher\/classes\/([^/]+)\/lessons\/([^/]+)\/edit$/, (m) => ({ screen: 'editor', lessonId: m[2]!, classId: m[1]! })],
];

export function matchLessonRoute(pathname: string): LessonRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, toRoute] of PATTERNS) {
    const m = pattern.exec(path);
    if (m) return toRoute(m.map((part) => decodeURIComponent(part)));
  }
  return { screen: 'unknown' };
}

/** Where the editor's routes live (spec 2): in a class or on its own. */
export const editorPath = (lessonId: string | null, classId: string | null) =>
  classId
    ? `/teacher/classes/${classId}/lessons/${lessonId ? `${lessonId}/edit` : 'new'}`
    : `/teacher/lessons/${lessonId ? `${lessonId}/edit` : 'new'}`;

/** The lesson view, opened from a class when there is one. */
export const lessonViewPath = (lessonId: string, classId?: string | null) =>
  `/lessons/${lessonId}${classId ? `?class_id=${encodeURIComponent(classId)}` : ''}`;
