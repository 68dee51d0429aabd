import fs from 'node:fs';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import { precompress } from '../shell/ui/build-precompress.ts';
import { GAME_SHARED_SINGLETONS } from '../shell/ui/federation-shared.ts';

/** React entry points mapped to preact/compat for the standalone embed pages. */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

interface PlatformGame {
  key: string;
  federationName: string;
  /** Module exposed as './Game' (default: ./src/Game.tsx). */
  exposes?: string;
  /**
   * Files of public/ an operator may replace in dist/ after the build (e.g. the Bundesrat members).
   * They get no precompressed copies, which the server would otherwise keep sending instead.
   */
  replaceable?: string[];
}

/**
 * The one build config of every game, read from the game's package.json "platformGame"
 * (key, federationName), so a new game copies no config. One entry component, two builds:
 * - default: federated module, served at /bundles/games/<key>/ (remoteEntry.js + mf-manifest.json);
 * - `--mode standalone`: a plain page for iframes at /embed/<key>/, without the federation plugin.
 * Asset URLs in JS resolve against the bundle's own location (import.meta.url), so a game works
 * in any host on any origin and from a CDN, not only under our paths.
 */
export function gameConfig(gameDir: string): UserConfigFnObject {
  const pkg = JSON.parse(fs.readFileSync(path.join(gameDir, 'package.json'), 'utf8')) as { platformGame: PlatformGame };
  const game = pkg.platformGame;
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const notPrecompressed = game.replaceable?.length ? new RegExp(`(^|/)(${game.replaceable.map(escape).join('|')})$`) : undefined;
  const relativeAssetsInJs = {
    renderBuiltUrl: (_file: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) =>
      hostType === 'js' ? { relative: true } : undefined,
  };

  // Images stay files (assetsInlineLimit 0): inlined as data URLs they would be JS bytes
  // every player downloads before the first frame, even for flags never asked.
  return defineConfig(({ mode }) => {
    if (mode === 'standalone') {
      return {
        base: `/embed/${game.key}/`,
        plugins: [react(), precompress({ exclude: notPrecompressed })],
        // The iframe page has no host to share React with, and react-dom alone is ~60 KB gzip,
        // the whole budget of an embed. The same component renders there with Preact's React
        // compatibility layer (~11 KB); the federated build keeps React (issue 9, games/kit/README.md).
        resolve: { alias: PREACT_FOR_REACT },
        experimental: relativeAssetsInJs,
        build: { outDir: 'dist/standalone', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
      };
    }
    return {
      base: `/bundles/games/${game.key}/`,
      plugins: [
        react(),
        federation({
          name: game.federationName,
          filename: 'remoteEntry.js',
          manifest: true,
          // The host types './Game' with @platform/ui's GameProps; dts would start type servers in dev.
          dts: false,
          exposes: { './Game': game.exposes ?? './src/Game.tsx' },
          // Only react and react-dom are shared: any Module Federation host can provide them,
          // everything else (design system, kit) is bundled with the game (games/kit/README.md).
          shared: GAME_SHARED_SINGLETONS,
        }),
        precompress({ exclude: notPrecompressed }),
      ],
      experimental: relativeAssetsInJs,
      build: {
        outDir: 'dist/federated',
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        // No HTML entry: this build is only remoteEntry.js and its chunks (the page is the standalone build).
        rollupOptions: { input: {} },
      },
    };
  });
}
