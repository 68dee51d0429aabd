import type { StudentClassSummary } from 'api/client';
import { Button, displayName, Icon, MessageBox, Modal, SkeletonGrid, type AreaProps } from '@platform/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listStudentClasses } from './api';
import { teacherName } from './format';
import { messages as t } from './messages';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; classes: StudentClassSummary[] };

/** '/student/dashboard': greeting and the student's classes. */
export function StudentDashboard({ profile, api }: Pick<AreaProps, 'profile' | 'api'>) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [joinOpen, setJoinOpen] = useState(false);

  const fetchClasses = useCallback(() => {
    let active = true;
    setLoad({ status: 'loading' });
    listStudentClasses(api).then(
      (classes) => active && setLoad({ status: 'ready', classes }),
      (error: unknown) => {
        console.error('[area_student] loading classes failed', error);
        if (active) setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  useEffect(() => fetchClasses(), [fetchClasses]);

  const firstName = profile.first_name?.trim() || displayName(profile);
  const empty = load.status === 'ready' && load.classes.length === 0;

  return (
    <div className="ui-page">
      <title>{`${t.greeting(firstName)} · Lernplattform`}</title>
      <header className="ui-stack">
        <h1 className="ui-page-title">{t.greeting(firstName)}</h1>
        <p className="ui-muted">{t.greetingLead}</p>
      </header>

      <section className="ui-stack" aria-labelledby="student-classes-heading">
        <div className="ui-section-header">
          <h2 id="student-classes-heading" className="ui-section-title">
            {t.classesHeading}
          </h2>
          {/* In the empty state the join button sits in the empty box instead (one button, one name). */}
          {empty ? null : <Button onClick={() => setJoinOpen(true)}>{t.join}</Button>}
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
              <Icon name="backpack" />
            </span>
            <p>
              <strong>{t.emptyClasses}</strong>
            </p>
            <p>{t.emptyClassesHint}</p>
            <Button onClick={() => setJoinOpen(true)}>{t.join}</Button>
          </div>
        ) : (
          <ul className="ui-grid ui-list-reset">
            {load.classes.map((enrollment) => (
              <ClassCard key={enrollment.enrollment_id} enrollment={enrollment} />
            ))}
          </ul>
        )}
      </section>

      <Modal
        open={joinOpen}
        onClose={() => setJoinOpen(false)}
        size="md"
        title={t.joinTitle}
        footer={<Button onClick={() => setJoinOpen(false)}>{t.understood}</Button>}
      >
        <p>{t.joinSoon}</p>
      </Modal>
    </div>
  );
}

function ClassCard({ enrollment }: { enrollment: StudentClassSummary }) {
  const cls = enrollment.class;
  return (
    <li className="ui-card ui-card--interactive">
      <div className={cls.picture_url ? 'ui-card__media' : 'ui-card__media ui-card__media--emoji'}>
        {cls.picture_url ? <img src={cls.picture_url} alt="" loading="lazy" /> : <Icon name="book" />}
      </div>
      <h3 className="ui-card__title">
        <Link to={`/student/classes/${cls.id}`} className="ui-card__link">
          {cls.name}
        </Link>
      </h3>
      {cls.class_code ? (
        <span className="ui-badge">
          {t.classCode}: {cls.class_code}
        </span>
      ) : null}
      <p className="ui-card__meta">
        <span>{t.teacher(teacherName(cls.teacher_name))}</span>
      </p>
    </li>
  );
}
