import type { AreaProps } from '@platform/ui';
import { useLocation } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { BlockContextProvider } from './blocks/block-context';
import { matchLessonRoute } from './routes';
import { LessonsStyles } from './styles';
import { LessonView } from './view/lesson-view';

// Teacher screens load on first use: a student opening a lesson downloads only the view.
const LessonsOverview = lazy(async () => ({ default: (await import('./overview/lessons-overview')).LessonsOverview }));
const LessonEditor = lazy(async () => ({ default: (await import('./editor/lesson-editor')).LessonEditor }));

/**
 * The lessons area, exposed as `area_lessons/Area`. The shell mounts it at
 * /lessons/:id (any signed-in role) and at the teacher's lesson routes (behind the
 * teacher guard); the area reads the whole address (routes.ts). Addresses it does not
 * know render nothing: while the shell switches to another area, this one may still
 * see the new address for a moment and must not redirect.
 */
export default function LessonsArea({ profile, api, games }: AreaProps) {
  const location = useLocation();
  const route = matchLessonRoute(location.pathname);
  const teacher = profile.role === 'teacher';
  // After a lazy creation the address switches to the edit route; the editor must not remount.
  const editorKey = (location.state as { editorKey?: string } | null)?.editorKey ?? location.pathname;
  return (
    <>
      <LessonsStyles />
      <BlockContextProvider value={{ api, profile, games, classId: null }}>
      <Suspense fallback={null}>
        {route.screen === 'view' ? <LessonView key={route.lessonId} api={api} profile={profile} lessonId={route.lessonId} /> : null}
        {route.screen === 'overview' && teacher ? <LessonsOverview api={api} /> : null}
        {route.screen === 'editor' && teacher ? (
          <LessonEditor key={editorKey} api={api} routeLessonId={route.lessonId} classId={route.classId} />
        ) : null}
      </Suspense>
      </BlockContextProvider>
    </>
  );
}
