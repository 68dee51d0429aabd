/**
 * Standalone dev page (`npm run dev -w @remotes/student`): mounts the area the
 * way the shell does, with a sample profile. API calls go to the dev server
 * (set API_ORIGIN to proxy them to a running platform server); add ?mock to
 * the address to answer them with sample data instead.
 */
import '@platform/ui/tokens.css';
import '@platform/ui/components.css';
import type { AreaApi, Profile } from '@platform/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import Area from '../area';

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'student',
  first_name: 'Luca',
  last_name: 'Muster',
  display_name: 'Luca Muster',
  avatar_url: null,
  bio: null,
  email: 'luca@example.ch',
  created_at: new Date().toISOString(),
};

const mocks: Record<string, unknown> = {
  '/api/student/classes': {
    classes: [
      {
        enrollment_id: '00000000-0000-4000-8000-0000000000e1',
        joined_at: new Date().toISOString(),
        class: {
          id: '00000000-0000-4000-8000-0000000000c1',
          name: '5a Geografie',
          class_code: 'GEO5A',
          picture_url: null,
          teacher_name: 'Dana Muster',
        },
      },
    ],
  },
  '/api/student/classes/00000000-0000-4000-8000-0000000000c1': {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: '5a Geografie',
    description: 'Europa und die Schweiz',
    class_code: 'GEO5A',
    invitation_code: null,
    picture_url: null,
    created_at: new Date().toISOString(),
    is_active: true,
    teacher_id: '00000000-0000-4000-8000-0000000000b1',
    teacher_name: 'Dana Muster',
    student_count: 21,
    lesson_count: 4,
    students: [],
    viewer: 'student',
  },
};

const useMocks = new URLSearchParams(window.location.search).has('mock');
const api: AreaApi = {
  baseUrl: window.location.origin,
  getAccessToken: () => window.localStorage.getItem('dev.accessToken'),
  async fetch(path, init) {
    const url = new URL(path, window.location.origin);
    if (useMocks && url.pathname in mocks && (init?.method ?? 'GET').toUpperCase() === 'GET') {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return new Response(JSON.stringify(mocks[url.pathname]), { headers: { 'Content-Type': 'application/json' } });
    }
    const headers = new Headers(init?.headers);
    const token = api.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  },
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/student/*" element={<Area profile={profile} api={api} signOut={async () => undefined} />} />
        <Route path="*" element={<Navigate to={`/student/dashboard${window.location.search}`} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
