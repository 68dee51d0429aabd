import type { LessonView as LessonViewData } from 'api/client';
import { AsyncPage, Button, Icon, Link, useLoader, useSearchParams, type AreaApi, type Profile } from '@platform/ui';
import { getLessonView } from '../api';
import { InClass } from '../blocks/block-context';
import { BlockView } from '../blocks/block-view';
import { PollLive } from '../blocks/reaction/poll-live';
import { lessonViewError } from '../errors';
import { messages as t } from '../messages';
import { editorPath, lessonViewPath } from '../routes';

/** Where 'Zurück' leads (spec 2): the class in the caller's area, else the own lessons or the dashboard. */
function backTarget(profile: Profile, classId: string | null) {
  if (classId) return { to: `/${profile.role === 'teacher' ? 'teacher' : 'student'}/classes/${classId}`, label: t.backToClass };
  return profile.role === 'teacher' ? { to: '/teacher/lessons', label: t.backToLessons } : { to: '/student/dashboard', label: t.backToDashboard };
}

/**
 * '/lessons/:id' (spec 2 'Lesson view'): header with the class or 'Eigene Lektion',
 * the edit button for the owning teacher, the blocks in order, and a bar that moves
 * to the previous or next (visible) lesson of the same class.
 */
export function LessonView({ api, profile, lessonId }: { api: AreaApi; profile: Profile; lessonId: string }) {
  const [params] = useSearchParams();
  const classId = params.get('class_id');
  const { state, reload } = useLoader(`${lessonId}:${classId ?? ''}`, () => getLessonView(api, lessonId, classId), lessonViewError, 'area_lessons');
  const shownClassId = state.status === 'ready' ? state.data.class?.id ?? null : classId;

  return (
    <AsyncPage
      state={state}
      back={backTarget(profile, shownClassId)}
      loadingTitle={t.lessonTitle}
      loadingLabel={t.loadingLesson}
      onRetry={() => void reload()}
      readyTitle={(view) => view.lesson.name}
    >
      {(view) => <LessonContent api={api} view={view} teacher={profile.role === 'teacher'} />}
    </AsyncPage>
  );
}

function LessonContent({ api, view, teacher }: { api: AreaApi; view: LessonViewData; teacher: boolean }) {
  const { lesson, blocks, navigation } = view;
  return (
    <article className="lz-lesson" aria-labelledby="lesson-title">
      <header className="lz-lesson__header">
        <div className="lz-lesson__context">
          {view.class ? (
            <span className="ui-badge">
              <Icon name="school" /> {view.class.name}
              {view.class.class_code ? <span className="lz-lesson__code"> · {t.classCode}: {view.class.class_code}</span> : null}
            </span>
          ) : (
            <span className="ui-badge">{t.ownLesson}</span>
          )}
        </div>
        <h1 id="lesson-title" className="lz-lesson__title">{lesson.name}</h1>
        {lesson.description ? <p className="ui-muted lz-lesson__desc">{lesson.description}</p> : null}
        {view.abilities.includes('manage') ? (
          <Link to={editorPath(lesson.id, view.class?.id ?? null)} className="ui-button ui-button--light lz-lesson__edit">
            <Icon name="pencil" /> {t.editLesson}
          </Link>
        ) : null}
      </header>

      {lesson.picture_url ? <img className="lz-lesson__picture" src={lesson.picture_url} alt="" /> : null}

      {blocks.length === 0 ? (
        <p className="ui-muted">{t.noBlocks}</p>
      ) : (
        // Blocks work in the class the lesson is opened from (?class_id=, view.class); live polls share one event stream per view.
        <InClass classId={view.class?.id ?? null}>
        {/* The class's teacher also follows the game blocks' results live (issue 22); a student a one-round game's granted try (issue 37). */}
        <PollLive
          api={api}
          classId={blocks.some((b) => b.block.type === 'reaction' || (b.block.type === 'game' && (teacher || !b.block.content.settings.allowRetry)))
            ? view.class?.id ?? null : null}
          lessonId={lesson.id}
        >
          <ol className="lz-lesson__blocks" aria-label={t.blocksLabel}>
            {blocks.map((b) => (
              <li key={b.id} className="lz-block" data-block-type={b.block.type}>
                <BlockView block={b.block} />
              </li>
            ))}
          </ol>
        </PollLive>
        </InClass>
      )}

      {navigation && view.class ? <LessonNavigation navigation={navigation} classId={view.class.id} /> : null}
    </article>
  );
}

/** 'Lektion N von M' with links to the neighbours in the class's order (disabled at the ends). */
function LessonNavigation({ navigation, classId }: { navigation: NonNullable<LessonViewData['navigation']>; classId: string }) {
  const step = (id: string | null, label: string, icon: 'arrow-left' | 'chevron', rel: 'prev' | 'next') =>
    id ? (
      <Link to={lessonViewPath(id, classId)} className="ui-button ui-button--light" rel={rel}>
        {rel === 'prev' ? <Icon name={icon} /> : null}
        {label}
        {rel === 'next' ? <Icon name={icon} /> : null}
      </Link>
    ) : (
      <Button variant="light" disabled>
        {label}
      </Button>
    );
  return (
    <nav className="lz-lesson__nav" aria-label={t.lessonNavigation}>
      {step(navigation.previous_lesson_id, t.previousLesson, 'arrow-left', 'prev')}
      <span className="lz-lesson__position">{t.lessonPosition(navigation.position, navigation.total)}</span>
      {step(navigation.next_lesson_id, t.nextLesson, 'chevron', 'next')}
    </nav>
  );
}
