import { lazy, Suspense } from 'react';
import type { AreaProps } from '@platform/ui';
import { Navigate, Route, Routes } from '@platform/ui';
import { TeacherDashboard } from './dashboard';
import { TeacherStyles } from './styles';

// Loaded on first visit: the dashboard, where teachers land, stays small (bundle budget).
const TeacherClassView = lazy(async () => ({ default: (await import('./classes/class-view')).TeacherClassView }));
const GamesPage = lazy(async () => ({ default: (await import('./games/games-page')).GamesPage }));
const CreateGamePage = lazy(async () => ({ default: (await import('./games/create-game-page')).CreateGamePage }));

/**
 * The teacher area, exposed as `area_teacher/Area` and mounted by the shell
 * at /teacher/* (behind the teacher guard). Routes are relative to /teacher.
 */
export default function TeacherArea({ profile, api, games }: AreaProps) {
  return (
    <>
      <TeacherStyles />
      <Suspense fallback={null}>
      <Routes>
        <Route index element={<Navigate to="/teacher/dashboard" replace />} />
        <Route path="dashboard" element={<TeacherDashboard profile={profile} api={api} />} />
        <Route path="games" element={<GamesPage api={api} />} />
        <Route path="create-game" element={<CreateGamePage api={api} profile={profile} games={games} />} />
        <Route path="classes/:id" element={<TeacherClassView api={api} />} />
        <Route path="*" element={<Navigate to="/teacher/dashboard" replace />} />
      </Routes>
      </Suspense>
    </>
  );
}
