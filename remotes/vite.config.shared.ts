import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfigFnObject } from 'vite';
import { precompress } from '../shell/ui/build-precompress.ts';
import { HOST_PROVIDED_SINGLETONS, SHARED_SINGLETONS } from '../shell/ui/federation-shared.ts';
import { FEDERATION_RUNTIME_CHUNK } from '../games/build/src/index.ts';

/**
 * The one build config of an area remote: a Module Federation remote
 * `area_<area>` exposing './Area', served at /remotes/<area>/ in production.
 * index.html is only the standalone dev page; the production build emits
 * remoteEntry.js, mf-manifest.json and chunks.
 */
export function remoteAreaConfig(area: 'teacher' | 'student' | 'admin' | 'lessons', devPort: number): UserConfigFnObject {
  // `npm run dev -w @remotes/<area>` against a running platform: API_ORIGIN=<server origin>.
  const apiOrigin = process.env['API_ORIGIN'];
  const proxy: Record<string, ProxyOptions> | undefined = apiOrigin
    // Host stays this dev server's: the API then sees the request as same-origin (the refresh
    // cookie's routes refuse foreign origins), and the platform's cookie (cookies ignore ports) is sent.
    ? { '/api': { target: apiOrigin, changeOrigin: false } }
    : undefined;

  return defineConfig(({ command }) => ({
    base: command === 'build' ? `/remotes/${area}/` : '/',
    plugins: [
      react(),
      federation({
        name: `area_${area}`,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: { './Area': './src/area.tsx' },
        shared: command === 'build' ? HOST_PROVIDED_SINGLETONS : SHARED_SINGLETONS,
        // In production an area runs only inside the shell, which provides the runtime (shell/vite.config.ts).
        ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
      }),
      precompress(),
    ],
    server: { port: devPort, proxy },
    build: {
      target: 'es2022',
      // The federation plugin's small modules (the runtime's external shims, preload helper, import
      // map) in one chunk, as in the shell and the games: './Area' loads with 4 files fewer.
      rollupOptions: { input: {}, output: { codeSplitting: { groups: [FEDERATION_RUNTIME_CHUNK] } } },
    },
  }));
}
