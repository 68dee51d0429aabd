import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/**
 * The shell: a Module Federation host with no build-time remotes. Remote areas
 * and games are registered at run time from /federation-manifest.json
 * (src/federation/load-remote.ts). Every package that carries React context is
 * a shared singleton, identical in the shell, each remote and each game.
 */
const shared = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router': { singleton: true, requiredVersion: '^7.18.5' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.5' },
  // No package version: accept any (it is built from this repo).
  '@platform/ui': { singleton: true, requiredVersion: false as const },
};

// `npm run dev -w shell` against a running platform server: API_ORIGIN=<server origin>.
const apiOrigin = process.env.API_ORIGIN;
const proxied = ['/api', '/federation-manifest.json', '/remotes', '/bundles', '/embed'];
const proxy: Record<string, ProxyOptions> | undefined = apiOrigin
  ? Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: true }]))
  : undefined;

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared,
      // Prefer what the page already loaded: the shell's React must stay the one React.
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  server: { proxy },
  preview: { proxy },
  build: { target: 'es2022' },
});
