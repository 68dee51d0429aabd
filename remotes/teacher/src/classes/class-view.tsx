import type { ClassDetail } from 'api/client';
import { Button, formatDate, Icon, MessageBox, SkeletonGrid, type AreaApi } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getTeacherClass } from '../api';
import { messages as t } from '../messages';
import { useTimedNotice } from '../use-timed-notice';
import { classViewError, type ClassViewError } from './class-errors';
import { ClassFormModal } from './class-form-modal';
import { ClassMedia } from './class-media';
import { InviteModal } from './invite-modal';

type Load = { status: 'loading' } | { status: 'error'; error: ClassViewError } | { status: 'ready'; cls: ClassDetail };

/**
 * '/teacher/classes/:id' (spec 2 'Class view'): back link, header (name, class
 * code, description, creation date, active students), the teacher's actions
 * 'Schüler einladen' and 'Klasse bearbeiten', and the lesson list area.
 */
export function TeacherClassView({ api }: { api: AreaApi }) {
  const { id = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [dialog, setDialog] = useState<'invite' | 'edit' | null>(null);
  const [notice, showNotice] = useTimedNotice();
  const current = useRef(id);

  const fetchClass = useCallback(
    async (silent = false) => {
      current.current = id;
      if (!silent) setLoad({ status: 'loading' });
      try {
        const cls = await getTeacherClass(api, id);
        if (current.current === id) setLoad({ status: 'ready', cls });
      } catch (error) {
        console.error('[area_teacher] loading class failed', error);
        if (current.current === id && !silent) setLoad({ status: 'error', error: classViewError(error) });
      }
    },
    [api, id],
  );

  useEffect(() => {
    void fetchClass();
    return () => {
      current.current = '';
    };
  }, [fetchClass]);

  const backLink = (
    <Link to="/teacher/dashboard" className="ui-back-link">
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
              <Link to="/teacher/dashboard" className="ui-button ui-button--light">
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
        <ClassMedia id={cls.id} name={cls.name} classCode={cls.class_code} pictureUrl={cls.picture_url} className="ui-hero__media" />
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
              <dd data-testid="student-count">{cls.student_count}</dd>
            </div>
            <div>
              <dt>
                <Icon name="book" />
                {t.factLessons}
              </dt>
              <dd>{cls.lesson_count}</dd>
            </div>
          </dl>
          <div className="ui-row tc-hero__actions">
            <Button onClick={() => setDialog('invite')}>
              <Icon name="users" />
              {t.inviteStudents}
            </Button>
            <Button variant="light" onClick={() => setDialog('edit')}>
              <Icon name="pencil" />
              {t.editClass}
            </Button>
          </div>
        </div>
      </section>

      {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}

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

      {dialog === 'invite' ? (
        <InviteModal api={api} cls={cls} onClose={() => setDialog(null)} onChanged={() => fetchClass(true)} />
      ) : null}
      {dialog === 'edit' ? (
        <ClassFormModal
          api={api}
          cls={cls}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setLoad({ status: 'ready', cls: saved });
            showNotice(t.updated(saved.name));
          }}
        />
      ) : null}
    </div>
  );
}
