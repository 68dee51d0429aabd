import { EmptyState, Link, PageLoadError, SkeletonGrid, useLoader, type AreaApi } from '@platform/ui';
import { listVisibleLessons } from './api';
import { messages as t } from './messages';

/**
 * The lessons a student sees in a class (spec 2 'Class view'): only the visible
 * ones, in the teacher's order, numbered 'Lektion N' among them; each opens the
 * lesson view in the context of this class.
 */
export function StudentClassLessons({ api, classId }: { api: AreaApi; classId: string }) {
  const { state, reload } = useLoader(classId, () => listVisibleLessons(api, classId), () => t.lessonsLoadFailed, 'area_student');

  return (
    <section className="ui-stack" aria-labelledby="class-lessons-heading">
      <h2 id="class-lessons-heading" className="ui-section-title">
        {t.lessonsHeading}
      </h2>
      {state.status === 'loading' ? <SkeletonGrid count={2} label={t.loadingLessons} /> : null}
      {state.status === 'error' ? <PageLoadError title={state.error} onRetry={() => void reload()} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <EmptyState icon="book" title={t.noLessons} hint={t.noLessonsHint} />
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ol className="ui-grid ui-list-reset" aria-labelledby="class-lessons-heading">
          {state.data.map((lesson, index) => (
            <li key={lesson.lesson_id} className="ui-card ui-card--interactive">
              <span className="ui-badge">{t.lessonPosition(index + 1)}</span>
              <h3 className="ui-card__title">
                <Link to={`/lessons/${lesson.lesson_id}?class_id=${classId}`} className="ui-card__link">
                  {lesson.lesson.name}
                </Link>
              </h3>
              {lesson.lesson.description ? <p className="ui-muted">{lesson.lesson.description}</p> : null}
              <p className="ui-card__meta">{t.blockCount(lesson.lesson.block_count)}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
