import type { ClassSummary } from 'api/client';
import { Button, displayName, Icon, MessageBox, Modal, SkeletonGrid, type AreaProps } from '@platform/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listTeacherClasses } from './api';
import { formatDate } from './format';
import { messages as t } from './messages';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; classes: ClassSummary[] };

/** '/teacher/dashboard': greeting, the teacher's classes and the manage tiles. */
export function TeacherDashboard({ profile, api }: Pick<AreaProps, 'profile' | 'api'>) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [createOpen, setCreateOpen] = useState(false);

  const fetchClasses = useCallback(() => {
    let active = true;
    setLoad({ status: 'loading' });
    listTeacherClasses(api).then(
      (classes) => active && setLoad({ status: 'ready', classes }),
      (error: unknown) => {
        console.error('[area_teacher] loading classes failed', error);
        if (active) setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  useEffect(() => fetchClasses(), [fetchClasses]);

  const firstName = profile.first_name?.trim() || displayName(profile);

  return (
    <div className="ui-page">
      <title>{`${t.greeting(firstName)} · Lernplattform`}</title>
      <header className="ui-stack">
        <h1 className="ui-page-title">{t.greeting(firstName)}</h1>
        <p className="ui-muted">{t.greetingLead}</p>
      </header>

      <section className="ui-stack" aria-labelledby="teacher-classes-heading">
        <div className="ui-section-header">
          <h2 id="teacher-classes-heading" className="ui-section-title">
            {t.classesHeading}
          </h2>
          <Button onClick={() => setCreateOpen(true)}>
            <Icon name="plus" />
            {t.newClass}
          </Button>
        </div>
        {load.status === 'loading' ? (
          <SkeletonGrid count={3} label={t.loadingClasses} />
        ) : load.status === 'error' ? (
          <MessageBox
            kind="error"
            title={t.loadFailed}
            action={
              <Button variant="light" onClick={fetchClasses}>
                {t.retry}
              </Button>
            }
          />
        ) : load.classes.length === 0 ? (
          <div className="ui-empty">
            <span className="ui-empty__icon">
              <Icon name="school" />
            </span>
            <p>
              <strong>{t.emptyClasses}</strong>
            </p>
            <p>{t.emptyClassesHint}</p>
            <Button onClick={() => setCreateOpen(true)}>{t.firstClass}</Button>
          </div>
        ) : (
          <ul className="ui-grid ui-list-reset">
            {load.classes.map((cls) => (
              <ClassCard key={cls.id} cls={cls} />
            ))}
          </ul>
        )}
      </section>

      <section className="ui-stack" aria-labelledby="teacher-manage-heading">
        <h2 id="teacher-manage-heading" className="ui-section-title">
          {t.manageHeading}
        </h2>
        <div className="ui-grid">
          <Link to="/teacher/games" className="ui-tile">
            <span className="ui-tile__icon">
              <Icon name="gamepad" />
            </span>
            <span className="ui-stack" style={{ gap: 'var(--space-1)' }}>
              <span>{t.manageGames}</span>
              <span className="ui-muted" style={{ fontSize: 'var(--font-size-sm)', fontWeight: 'normal' }}>
                {t.manageGamesHint}
              </span>
            </span>
          </Link>
          <Link to="/teacher/lessons" className="ui-tile">
            <span className="ui-tile__icon">
              <Icon name="book" />
            </span>
            <span className="ui-stack" style={{ gap: 'var(--space-1)' }}>
              <span>{t.manageLessons}</span>
              <span className="ui-muted" style={{ fontSize: 'var(--font-size-sm)', fontWeight: 'normal' }}>
                {t.manageLessonsHint}
              </span>
            </span>
          </Link>
        </div>
      </section>

      <Modal
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        size="md"
        title={t.createClassTitle}
        footer={<Button onClick={() => setCreateOpen(false)}>{t.understood}</Button>}
      >
        <p>{t.createClassSoon}</p>
      </Modal>
    </div>
  );
}

function ClassCard({ cls }: { cls: ClassSummary }) {
  return (
    <li className="ui-card ui-card--interactive">
      <div className={cls.picture_url ? 'ui-card__media' : 'ui-card__media ui-card__media--emoji'}>
        {cls.picture_url ? <img src={cls.picture_url} alt="" loading="lazy" /> : <Icon name="school" />}
      </div>
      <h3 className="ui-card__title">
        <Link to={`/teacher/classes/${cls.id}`} className="ui-card__link">
          {cls.name}
        </Link>
      </h3>
      {cls.class_code ? (
        <span className="ui-badge">
          {t.classCode}: {cls.class_code}
        </span>
      ) : null}
      {cls.description ? <p className="ui-muted">{cls.description}</p> : null}
      <p className="ui-card__meta">
        <span>{t.students(cls.student_count)}</span>
        <span>{t.lessons(cls.lesson_count)}</span>
        <span>{t.createdAt(formatDate(cls.created_at))}</span>
      </p>
    </li>
  );
}
