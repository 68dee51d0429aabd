import type { AdminUser } from 'api/client';
import { Icon, PageLoadError, useLoader, type AreaApi } from '@platform/ui';
import type { ReactNode } from 'react';
import type { AdminEnrollment, AdminTeacherClass, AdminTeacherLesson } from 'api/client';
import { getStudentInfo, getTeacherInfo } from './api';
import { formatDate } from './format';
import { messages as t } from './messages';

type Info =
  | { kind: 'teacher'; classes: AdminTeacherClass[]; lessons: AdminTeacherLesson[] }
  | { kind: 'student'; enrollments: AdminEnrollment[] };

/**
 * The info panel of a user card (spec 2, 6): a teacher's classes and lessons,
 * a student's enrollments (an admin, often a former teacher, shows classes and
 * lessons too). Loaded each time it opens, so it is never stale.
 */
export function UserInfo({ user, name, api, id }: { user: AdminUser; name: string; api: AreaApi; id: string }) {
  const { state, reload } = useLoader<Info, true>(
    `${user.id}:${user.role}`,
    () => user.role !== 'student'
      ? getTeacherInfo(api, user.id).then((data) => ({ kind: 'teacher' as const, ...data }))
      : getStudentInfo(api, user.id).then((data) => ({ kind: 'student' as const, ...data })),
    () => true,
    'area_admin',
  );
  const info = state.status === 'ready' ? state.data : null;

  return (
    <section id={id} className="admin-info" aria-label={t.infoLabel(name)} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <p role="status" className="admin-info__loading">
          <span className="ui-spinner" aria-hidden="true" />
          {t.infoLoading}
        </p>
      ) : state.status === 'error' || !info ? (
        <PageLoadError title={t.infoFailed} onRetry={() => void reload()} compact />
      ) : info.kind === 'teacher' ? (
        <>
          <InfoList heading={t.classesHeading} empty={t.noClasses} icon="school" count={info.classes.length}>
            {info.classes.map((cls) => (
              <li key={cls.id} className="admin-info__item">
                <span className="admin-info__title">{cls.name}</span>
                <span className="admin-info__meta">
                  {cls.class_code ? <span>{t.classCode(cls.class_code)}</span> : null}
                  <span>{t.students(cls.student_count)}</span>
                  <span>{t.lessons(cls.lesson_count)}</span>
                  <span>{t.createdAt(formatDate(cls.created_at))}</span>
                </span>
              </li>
            ))}
          </InfoList>
          <InfoList heading={t.lessonsHeading} empty={t.noLessons} icon="book" count={info.lessons.length}>
            {info.lessons.map((lesson) => (
              <li key={lesson.id} className="admin-info__item">
                <span className="admin-info__title">{lesson.name}</span>
                {lesson.description ? <span className="admin-info__desc">{lesson.description}</span> : null}
                <span className="admin-info__meta">
                  <span>{t.createdAt(formatDate(lesson.created_at))}</span>
                </span>
              </li>
            ))}
          </InfoList>
        </>
      ) : (
        <InfoList heading={t.enrollmentsHeading} empty={t.noEnrollments} icon="backpack" count={info.enrollments.length}>
          {info.enrollments.map((enrollment) => (
            <li key={enrollment.id} className="admin-info__item">
              <span className="admin-info__title">
                {enrollment.class_name}
                <span className={`admin-status admin-status--${enrollment.status}`}>
                  {enrollment.status === 'active' ? t.statusActive : t.statusRemoved}
                </span>
              </span>
              <span className="admin-info__meta">
                {enrollment.teacher_name ? <span>{t.teacher(enrollment.teacher_name)}</span> : null}
                <span>{t.joinedAt(formatDate(enrollment.joined_at))}</span>
                {enrollment.removed_at ? <span>{t.removedAt(formatDate(enrollment.removed_at))}</span> : null}
              </span>
            </li>
          ))}
        </InfoList>
      )}
    </section>
  );
}

function InfoList({
  heading,
  empty,
  icon,
  count,
  children,
}: {
  heading: string;
  empty: string;
  icon: 'school' | 'book' | 'backpack';
  count: number;
  children: ReactNode;
}) {
  return (
    <div className="admin-info__group">
      <h4 className="admin-info__heading">
        <Icon name={icon} />
        {heading}
        <span className="admin-info__count">{count}</span>
      </h4>
      {count === 0 ? (
        <p className="ui-muted admin-info__empty">{empty}</p>
      ) : (
        // Long lists scroll inside the card (spec 9: list max height 24rem); focusable so keyboards can scroll.
        <ul className="ui-list-reset admin-info__list" tabIndex={0} aria-label={heading}>
          {children}
        </ul>
      )}
    </div>
  );
}
