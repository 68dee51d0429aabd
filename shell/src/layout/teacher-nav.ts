/** The teacher's three places (issue 23 A): Klassen · Lektionen · Spiele. */
export const TEACHER_SECTIONS = [
  { key: 'classes', to: '/teacher/dashboard' },
  { key: 'lessons', to: '/teacher/lessons' },
  { key: 'games', to: '/teacher/games' },
] as const;

export type TeacherSection = (typeof TEACHER_SECTIONS)[number]['key'];

/** Which section a path belongs to (marked with aria-current), or null (landing, legal pages). */
export function teacherSection(pathname: string): TeacherSection | null {
  if (/^\/teacher\/classes\/[^/]+\/lessons(\/|$)/.test(pathname)) return 'lessons';
  if (/^\/teacher\/(dashboard|classes)(\/|$)/.test(pathname)) return 'classes';
  if (/^\/(teacher\/lessons|lessons)(\/|$)/.test(pathname)) return 'lessons';
  if (/^\/(teacher\/(games|create-game)|games|custom-game)(\/|$)/.test(pathname)) return 'games';
  return null;
}
