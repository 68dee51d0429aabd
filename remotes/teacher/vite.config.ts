import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/**
 * The teacher area: a Module Federation remote `area_teacher` exposing './Area',
 * served at /remotes/teacher/. Shared singletons match the shell exactly
 * (react, react-dom, react-router(-dom), @platform/ui). index.html is only the
 * standalone dev page; the production build emits remoteEntry.js and chunks.
 */
const shared = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router': { singleton: true, requiredVersion: '^7.18.5' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.5' },
  '@platform/ui': { singleton: true, requiredVersion: false as const },
};

const apiOrigin = process.env.API_ORIGIN;
const proxy: Record<string, ProxyOptions> | undefined = apiOrigin
  ? { '/api': { target: apiOrigin, changeOrigin: true } }
  : undefined;

export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/remotes/teacher/' : '/',
  plugins: [
    react(),
    federation({
      name: 'area_teacher',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: { './Area': './src/area.tsx' },
      shared,
    }),
  ],
  server: { port: 5174, proxy },
  build: {
    target: 'es2022',
    // No HTML entry in production: only remoteEntry.js, mf-manifest.json and chunks.
    rollupOptions: { input: {} },
  },
}));
