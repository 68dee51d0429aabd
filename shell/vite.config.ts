import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { preloadFirstLoad } from './build-preload-first-load.ts';
import { earlyScript } from './build-early-script.ts';
import { precompress } from './ui/build-precompress.ts';
import { SHARED_SINGLETONS } from './ui/federation-shared.ts';
import { FEDERATION_RUNTIME_CHUNK } from '../games/build/src/index.ts';

/**
 * The shell: a Module Federation host with no build-time remotes. Remote areas
 * and games are registered at run time from /federation-manifest.json
 * (src/federation/load-remote.ts). Every package that carries React context is
 * a shared singleton, identical in the shell, each remote and each game.
 */

// `npm run dev -w shell` against a running platform server: API_ORIGIN=<server origin>.
const apiOrigin = process.env.API_ORIGIN;
const proxied = ['/api', '/federation-manifest.json', '/remotes', '/bundles', '/embed'];
const proxy: Record<string, ProxyOptions> | undefined = apiOrigin
  // /api keeps this dev server's Host, so the API sees the sign-in as same-origin (the refresh
  // cookie's routes refuse foreign origins) and the cookie belongs to this origin.
  ? Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: path !== '/api' }]))
  : undefined;

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: SHARED_SINGLETONS,
      // Prefer what the page already loaded: the shell's React must stay the one React.
      shareStrategy: 'loaded-first',
      dts: false,
      // The area remotes use the shell's federation runtime instead of bringing their own
      // (~19 KB gzip each). Games keep theirs: they must run in hosts we don't build.
      experiments: { provideExternalRuntime: true },
    }),
    // The public pages' own code, announced with their address (see the plugin).
    preloadFirstLoad({
      '/': 'src/pages/landing.tsx', '/login': 'src/pages/login.tsx', '/signup': 'src/pages/signup.tsx',
      '/datenschutz': 'src/pages/legal.tsx', '/impressum': 'src/pages/legal.tsx', '/games/*': 'src/pages/game-view.tsx',
      // A teacher's header row (lazy, so students never load it).
      '/teacher/*': 'src/layout/teacher-nav-links.tsx',
    }),
    // A signed-in page load asks for its session while the shell's scripts download (session/early-session.ts).
    earlyScript('session-early', 'src/session/start-session-early.ts'),
    precompress(),
  ],
  server: { proxy },
  preview: { proxy },
  // Every browser we support preloads modules natively; the polyfill would be dead weight.
  build: {
    target: 'es2022', modulePreload: { polyfill: false },
    rollupOptions: { output: { codeSplitting: { groups: [FEDERATION_RUNTIME_CHUNK] } } },
  },
});
