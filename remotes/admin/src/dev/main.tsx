/**
 * Standalone dev page (`npm run dev -w @remotes/admin`): mounts the area the
 * way the shell does, with a sample admin profile. API calls go to the dev
 * server (set API_ORIGIN to proxy them to a running platform server and put an
 * admin's access token in localStorage 'dev.accessToken'); add ?mock to the
 * address to answer them from an in-memory sample instead.
 */
import '@platform/ui/tokens.css';
import '@platform/ui/components.css';
import type { AreaApi, Profile } from '@platform/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import Area from '../area';
import { mockAdminApi, SELF_ID } from './mock-api';

const params = new URLSearchParams(window.location.search);
const useMocks = params.has('mock');

const profile: Profile = {
  id: SELF_ID,
  // ?role=student shows the 'Zugriff verweigert' screen.
  role: params.get('role') === 'student' ? 'student' : 'admin',
  first_name: 'Alex',
  last_name: 'Muster',
  display_name: 'Alex Muster',
  avatar_url: null,
  bio: null,
  email: 'alex@example.ch',
  created_at: new Date().toISOString(),
};

const api: AreaApi = {
  baseUrl: window.location.origin,
  getAccessToken: () => window.localStorage.getItem('dev.accessToken'),
  async fetch(path, init) {
    const url = new URL(path, window.location.origin);
    if (useMocks) {
      const mocked = await mockAdminApi(url, init);
      if (mocked) return mocked;
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
        <Route path="/admin/*" element={<Area profile={profile} api={api} signOut={async () => undefined} />} />
        <Route path="*" element={<Navigate to={`/admin/dashboard${window.location.search}`} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
