import type { ClassDetail } from 'api/client';
import { BackLink, EmptyState, formatDate, Hero, Icon, PageLoadError, SkeletonGrid, type AreaApi } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { getStudentClass } from './api';
import { teacherName } from './format';
import { studentClassViewError, type ClassViewError } from './join-code';
import { messages as t } from './messages';

type Load = { status: 'loading' } | { status: 'error'; error: ClassViewError } | { status: 'ready'; cls: ClassDetail };

/**
 * '/student/classes/:id' (spec 2 'Class view'): back link, header (name, class
 * code, description, creation date, active students, teacher) and the lesson
 * list area. Only while actively enrolled; otherwise the spec's German errors.
 */
export function StudentClassView({ api }: { api: AreaApi }) {
  const { id = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const current = useRef(id);

  const fetchClass = useCallback(async () => {
    current.current = id;
    setLoad({ status: 'loading' });
    try {
      const cls = await getStudentClass(api, id);
      if (current.current === id) setLoad({ status: 'ready', cls });
    } catch (error) {
      console.error('[area_student] loading class failed', error);
      if (current.current === id) setLoad({ status: 'error', error: studentClassViewError(error) });
    }
  }, [api, id]);

  useEffect(() => {
    void fetchClass();
    return () => {
      current.current = '';
    };
  }, [fetchClass]);

  const backLink = <BackLink to="/student/dashboard">{t.backToDashboard}</BackLink>;

  if (load.status === 'loading') {
    return (
      <div className="ui-page">
        <title>{`${t.classTitle} · Lernplattform`}</title>
        {backLink}
        <SkeletonGrid count={3} label={t.loadingClasses} />
      </div>
    );
  }

  if (load.status === 'error') {
    const { error } = load;
    return (
      <div className="ui-page">
        <title>{`${error.title} · Lernplattform`}</title>
        {backLink}
        <h1 className="ui-visually-hidden">{t.classTitle}</h1>
        <PageLoadError
          title={error.title}
          hint={error.hint}
          retryLabel={t.retry}
          onRetry={error.retry ? () => void fetchClass() : undefined}
          back={{ to: '/student/dashboard', label: t.backToDashboard }}
        />
      </div>
    );
  }

  const { cls } = load;
  return (
    <div className="ui-page">
      <title>{`${cls.name} · Lernplattform`}</title>
      {backLink}
      <Hero
        titleId="class-title"
        media={<div className="ui-hero__media">{cls.picture_url ? <img src={cls.picture_url} alt="" /> : <Icon name="book" />}</div>}
        badge={cls.class_code ? `${t.classCode}: ${cls.class_code}` : null}
        title={cls.name}
        description={cls.description}
        facts={[
          { icon: 'presentation', label: t.factTeacher, value: teacherName(cls.teacher_name) },
          { icon: 'calendar', label: t.factCreated, value: formatDate(cls.created_at) },
          { icon: 'users', label: t.factStudents, value: cls.student_count },
        ]}
      />
      <section className="ui-stack" aria-labelledby="class-lessons-heading">
        <h2 id="class-lessons-heading" className="ui-section-title">
          {t.lessonsHeading}
        </h2>
        <EmptyState icon="book" title={t.noLessons} hint={t.noLessonsHint} />
      </section>
    </div>
  );
}
