import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { GAME_SHARED_SINGLETONS } from '../../shell/ui/federation-shared.ts';

/**
 * One entry component, two builds:
 * - default: federated module for the shell, served at /bundles/games/eu-flaggen/
 *   (remoteEntry.js + mf-manifest.json; the shell loads './Game' at run time);
 * - `--mode standalone`: a plain page served at /embed/eu-flaggen/ for iframes. It must not
 *   depend on a federation host, so it is built without the plugin.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'standalone') {
    return {
      base: '/embed/eu-flaggen/',
      plugins: [react()],
      build: { outDir: 'dist/standalone', emptyOutDir: true },
    };
  }

  return {
    base: '/bundles/games/eu-flaggen/',
    plugins: [
      react(),
      federation({
        name: 'game_eu_flaggen',
        filename: 'remoteEntry.js',
        manifest: true,
        // The host types './Game' with @platform/ui's GameProps; dts would start type servers in dev.
        dts: false,
        exposes: { './Game': './src/EuFlaggenGame.tsx' },
        // Singletons: two Reacts on one page break hooks; the design system is one per page
        // too (as the shell shares it). Each falls back to the bundled copy without a host.
        shared: GAME_SHARED_SINGLETONS,
      }),
    ],
    build: {
      outDir: 'dist/federated',
      emptyOutDir: true,
      // No HTML entry: this build is only remoteEntry.js and its chunks (the page is the standalone build).
      rollupOptions: { input: {} },
    },
  };
});
