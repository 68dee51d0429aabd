/**
 * The standalone dev page of an area remote (`npm run dev -w @remotes/<area>`):
 * mounts the area the way the shell does, with a sample profile. API calls go to
 * the dev server (API_ORIGIN proxies them to a running platform): sign in on the
 * platform (http://localhost:3000) in the same browser, and the page gets its access
 * token from the platform's HttpOnly refresh cookie (cookies ignore the port, the
 * proxy keeps the request same-origin), in memory only. With ?mock in the address,
 * the area's `mock` answers them from sample data instead.
 */
import '@platform/ui/tokens.css';
import '@platform/ui/components.css';
import type { AreaApi, AreaProps, Profile } from '@platform/ui';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

/** Answers a request from sample data, or null to let it through. */
export type DevMock = (url: URL, init?: RequestInit) => Promise<Response | null>;

/** A sample profile for a dev page. */
export function sampleProfile(p: Pick<Profile, 'id' | 'role' | 'first_name' | 'last_name' | 'email'>): Profile {
  return { ...p, display_name: `${p.first_name} ${p.last_name}`, avatar_url: null, bio: null, username: null, created_at: new Date().toISOString() };
}

/** GET answers from a path → JSON table, after a short delay so skeletons show. */
export function jsonMocks(table: Record<string, unknown>): DevMock {
  return async (url, init) => {
    if (!(url.pathname in table) || (init?.method ?? 'GET').toUpperCase() !== 'GET') return null;
    await new Promise((resolve) => setTimeout(resolve, 600));
    return new Response(JSON.stringify(table[url.pathname]), { headers: { 'Content-Type': 'application/json' } });
  };
}

export function mountDevArea(opts: { area: 'teacher' | 'student' | 'admin' | 'lessons'; Area: ComponentType<AreaProps>; profile: Profile; mock?: DevMock }) {
  const useMocks = new URLSearchParams(window.location.search).has('mock');
  let accessToken: string | null = null;
  /** An access token from the refresh cookie (the shell's way, see shell/src/session/auth-api.ts). */
  const refresh = async () => {
    const res = await fetch('/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Lernplattform-CSRF': '1' },
      body: JSON.stringify({ grant_type: 'refresh_token' }),
    });
    accessToken = res.ok ? ((await res.json()) as { access_token: string }).access_token : null;
    if (!accessToken) console.warn('[dev] not signed in: sign in on the platform (API_ORIGIN) in this browser first');
    return accessToken;
  };
  const api: AreaApi = {
    baseUrl: window.location.origin,
    getAccessToken: () => accessToken,
    async fetch(path, init) {
      const url = new URL(path, window.location.origin);
      if (useMocks && opts.mock) {
        const mocked = await opts.mock(url, init);
        if (mocked) return mocked;
      }
      const send = (token: string | null) => {
        const headers = new Headers(init?.headers);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return fetch(url, { ...init, headers });
      };
      const response = await send(accessToken ?? (await refresh()));
      return response.status === 401 ? send(await refresh()) : response;
    },
  };
  const { Area } = opts;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path={`/${opts.area}/*`} element={<Area profile={opts.profile} api={api} signOut={async () => undefined} refreshProfile={async () => undefined} />} />
          <Route path="*" element={<Navigate to={`/${opts.area}/dashboard${window.location.search}`} replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
