import { BackLink, EmptyState, formatDate, Hero, Icon, PageLoadError, SkeletonGrid, useLoader, type AreaApi } from '@platform/ui';
import { useParams } from 'react-router-dom';
import { getStudentClass } from './api';
import { teacherName } from './format';
import { studentClassViewError } from './join-code';
import { messages as t } from './messages';

/**
 * '/student/classes/:id' (spec 2 'Class view'): back link, header (name, class
 * code, description, creation date, active students, teacher) and the lesson
 * list area. Only while actively enrolled; otherwise the spec's German errors.
 */
export function StudentClassView({ api }: { api: AreaApi }) {
  const { id = '' } = useParams();
  const { state: load, reload: fetchClass } = useLoader(id, () => getStudentClass(api, id), studentClassViewError, 'area_student');

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

  const cls = load.data;
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
