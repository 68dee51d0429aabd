import type { ClassDetail } from 'api/client';
import { Button, formatDate, Icon, MessageBox, SkeletonGrid, type AreaApi } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
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

  const backLink = (
    <Link to="/student/dashboard" className="ui-back-link">
      <Icon name="arrow-left" /> {t.backToDashboard}
    </Link>
  );

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
        <MessageBox
          kind="error"
          title={error.title}
          action={
            error.retry ? (
              <Button variant="light" onClick={() => void fetchClass()}>
                {t.retry}
              </Button>
            ) : (
              <Link to="/student/dashboard" className="ui-button ui-button--light">
                {t.backToDashboard}
              </Link>
            )
          }
        >
          {error.hint ? <p>{error.hint}</p> : null}
        </MessageBox>
      </div>
    );
  }

  const { cls } = load;
  return (
    <div className="ui-page">
      <title>{`${cls.name} · Lernplattform`}</title>
      {backLink}

      <section className="ui-hero" aria-labelledby="class-title">
        <div className="ui-hero__media">
          {cls.picture_url ? <img src={cls.picture_url} alt="" /> : <Icon name="book" />}
        </div>
        <div className="ui-hero__body">
          {cls.class_code ? (
            <span className="ui-badge">
              {t.classCode}: {cls.class_code}
            </span>
          ) : null}
          <h1 id="class-title" className="ui-hero__title">
            {cls.name}
          </h1>
          {cls.description ? <p className="ui-muted">{cls.description}</p> : null}
          <dl className="ui-facts">
            <div>
              <dt>
                <Icon name="presentation" />
                {t.factTeacher}
              </dt>
              <dd>{teacherName(cls.teacher_name)}</dd>
            </div>
            <div>
              <dt>
                <Icon name="calendar" />
                {t.factCreated}
              </dt>
              <dd>{formatDate(cls.created_at)}</dd>
            </div>
            <div>
              <dt>
                <Icon name="users" />
                {t.factStudents}
              </dt>
              <dd>{cls.student_count}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="ui-stack" aria-labelledby="class-lessons-heading">
        <h2 id="class-lessons-heading" className="ui-section-title">
          {t.lessonsHeading}
        </h2>
        <div className="ui-empty">
          <span className="ui-empty__icon">
            <Icon name="book" />
          </span>
          <p>
            <strong>{t.noLessons}</strong>
          </p>
          <p>{t.noLessonsHint}</p>
        </div>
      </section>
    </div>
  );
}
