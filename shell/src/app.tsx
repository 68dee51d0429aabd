import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { areaGames } from './federation/load-remote';
import { RemoteArea } from './federation/remote-area';
import type { AreaName } from 'api/client';
import type { Role } from '@platform/ui';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './session/require-auth';
import { useSession } from './session/use-session';

/**
 * A page loaded when first visited, so every page (the landing page and each dashboard, which
 * loads its remote anyway) downloads no other page's code. AppLayout holds the Suspense boundary;
 * a chunk missing after a deploy reloads the page once (installStaleChunkListener).
 */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
const LandingPage = lazyPage(() => import('./pages/landing'), 'LandingPage');
const LoginPage = lazyPage(() => import('./pages/login'), 'LoginPage');
const SignupPage = lazyPage(() => import('./pages/signup'), 'SignupPage');
const ModalTestPage = lazyPage(() => import('./pages/modal-test'), 'ModalTestPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found'), 'NotFoundPage');
const GameViewPage = lazyPage(() => import('./pages/game-view'), 'GameViewPage');
const GameNotFoundPage = lazyPage(() => import('./pages/game-view'), 'GameNotFoundPage');
const CustomGameViewPage = lazyPage(() => import('./pages/custom-game-view'), 'CustomGameViewPage');
const PrivacyPage = lazyPage(() => import('./pages/legal'), 'PrivacyPage');
const ImprintPage = lazyPage(() => import('./pages/legal'), 'ImprintPage');

/** Mounts a remote area behind the guard: its own role for the role areas; the lessons area decides per route. */
function GuardedArea({ area, role }: { area: AreaName; role?: Role }) {
  return (
    <RequireAuth role={role}>
      <AreaWithSession area={area} />
    </RequireAuth>
  );
}

function AreaWithSession({ area }: { area: AreaName }) {
  const { profile, api, signOut, revalidate } = useSession();
  if (!profile) return null;
  return <RemoteArea area={area} profile={profile} api={api} signOut={signOut} refreshProfile={() => revalidate(0)} games={areaGames} />;
}

/** The route table of spec section 2. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="modal-test" element={<ModalTestPage />} />
        <Route path="datenschutz" element={<PrivacyPage />} />
        <Route path="impressum" element={<ImprintPage />} />
        <Route path="teacher/*" element={<GuardedArea area="teacher" role="teacher" />} />
        <Route path="student/*" element={<GuardedArea area="student" role="student" />} />
        <Route path="admin/*" element={<GuardedArea area="admin" role="admin" />} />
        {/* Lessons: the overview and the editor's four routes for teachers, the lesson view for everyone signed in. */}
        <Route path="teacher/lessons/*" element={<GuardedArea area="lessons" role="teacher" />} />
        <Route path="teacher/classes/:classId/lessons/*" element={<GuardedArea area="lessons" role="teacher" />} />
        <Route path="lessons/:id" element={<GuardedArea area="lessons" />} />
        {/* Game pages need no sign-in; they keep the header of every page (user menu, teacher navigation). */}
        <Route path="games/:key" element={<GameViewPage />} />
        {/* A teacher's own game, at both addresses the spec names, read through one API. */}
        <Route path="games/custom/:id" element={<CustomGameViewPage />} />
        <Route path="custom-game/:id" element={<CustomGameViewPage />} />
        <Route path="games/*" element={<GameNotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
