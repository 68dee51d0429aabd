import { Link, useLocation } from 'react-router-dom';
import { messages } from '../messages';
import { TEACHER_SECTIONS, teacherSection } from './teacher-nav';

/** The teacher's places Klassen · Lektionen · Spiele; the current one is marked with aria-current. */
export function TeacherNavLinks() {
  const { pathname } = useLocation();
  const current = teacherSection(pathname);
  const t = messages.header;
  return (
    <nav className="shell-sections" aria-label={t.teacherNav}>
      {TEACHER_SECTIONS.map((section) => (
        <Link key={section.key} to={section.to} className="shell-sections__link" aria-current={current === section.key ? 'page' : undefined}>
          {t.teacherSections[section.key]}
        </Link>
      ))}
    </nav>
  );
}
