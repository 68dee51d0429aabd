import type { Enrollment, StudentClassSummary } from 'api/client';
import {
  Button, displayName, EmptyState, Icon, MessageBox, PageLoadError, SkeletonGrid, useLoader, useTimedNotice, type AreaProps, Link,
} from '@platform/ui';
import { lazy, Suspense, useState } from 'react';
import { listStudentClasses } from './api';
import { teacherName } from './format';
import { messages as t } from './messages';

// The join dialog loads when a student opens it: the dashboard stays within its bundle budget.
const JoinClassModal = lazy(async () => ({ default: (await import('./join-modal')).JoinClassModal }));

/** '/student/dashboard': greeting and the student's classes. */
export function StudentDashboard({ profile, api }: Pick<AreaProps, 'profile' | 'api'>) {
  const { state: load, reload: fetchClasses } = useLoader('student-classes', () => listStudentClasses(api), () => null, 'area_student');
  const [joinOpen, setJoinOpen] = useState(false);
  const [notice, showNotice] = useTimedNotice();

  const handleJoined = (enrollment: Enrollment) => {
    setJoinOpen(false);
    showNotice(t.joined(enrollment.class_name));
    // The new class with its teacher name, as the server lists it (no loading flash).
    void fetchClasses(true);
  };

  const firstName = profile.first_name?.trim() || displayName(profile);
  const empty = load.status === 'ready' && load.data.length === 0;

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
        {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
        {load.status === 'loading' ? (
          <SkeletonGrid count={3} label={t.loadingClasses} />
        ) : load.status === 'error' ? (
          <PageLoadError title={t.loadFailed} onRetry={() => void fetchClasses()} />
        ) : load.data.length === 0 ? (
          <EmptyState
            icon="backpack"
            title={t.emptyClasses}
            hint={t.emptyClassesHint}
            action={<Button onClick={() => setJoinOpen(true)}>{t.join}</Button>}
          />
        ) : (
          <ul className="ui-grid ui-list-reset" aria-labelledby="student-classes-heading">
            {load.data.map((enrollment) => (
              <ClassCard key={enrollment.enrollment_id} enrollment={enrollment} />
            ))}
          </ul>
        )}
      </section>

      {joinOpen ? (
        <Suspense fallback={null}>
          <JoinClassModal api={api} onClose={() => setJoinOpen(false)} onJoined={handleJoined} />
        </Suspense>
      ) : null}
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
