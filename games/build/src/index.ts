/**
 * @lernplattform/game-build: the one build configuration of a Lernplattform game. One entry
 * component, two builds:
 * - default: a Module Federation remote (remoteEntry.js + mf-manifest.json) exposing `./Game`,
 *   sharing only react and react-dom with the host, in `dist/federated`;
 * - `vite build --mode standalone`: a plain page for iframes (index.html), in `dist/standalone`,
 *   with Preact's React compatibility layer instead of React (no host to share React with).
 * Asset URLs in JS resolve against the bundle's own location (import.meta.url), so a game works
 * from any origin, path or CDN.
 *
 * A third build, `vite build --mode host-runtime`, is for a host that provides the federation
 * runtime and React itself (the platform's shell serves its built-in games so): the same remote
 * without its own copy of the runtime (~19 KB gzip less before the game's first frame), in
 * `dist/federated/host-runtime`. It runs only in such a host; every other host uses `dist/federated`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption, UserConfig, UserConfigFnObject } from 'vite';
import { RULES_FILE, rulesModule, sha384 } from './rules-build.ts';

export { buildRulesScript, RULES_FILE, RULES_GLOBAL } from './rules-build.ts';

/** The React range every game shares with its host (the platform's shell provides React 19). */
export const GAME_REACT_RANGE = '^19.3.1';

/**
 * Games share React and ReactDOM only, as singletons: they run in hosts that can provide nothing
 * else (the platform's shell, an LMS, another team's host). Everything else is bundled.
 */
export const GAME_SHARED = {
  react: { singleton: true, requiredVersion: GAME_REACT_RANGE },
  'react-dom': { singleton: true, requiredVersion: GAME_REACT_RANGE },
};

/** GAME_SHARED without fallbacks (`import: false`): the host-runtime build always gets React from its host. */
const HOST_PROVIDED_GAME_SHARED = {
  react: { ...GAME_SHARED.react, import: false as const },
  'react-dom': { ...GAME_SHARED['react-dom'], import: false as const },
};

/** React entry points mapped to preact/compat for the standalone page. */
export const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export interface GameBuildOptions {
  /** The game's key (lowercase, digits and '-'), e.g. 'hauptstaedte'. */
  key: string;
  /** The federation name hosts load it by, e.g. 'game_hauptstaedte' (letters, digits, '_'). */
  federationName: string;
  /** Module exposed as './Game' (default: './src/game.tsx'). Its default export is the game. */
  exposes?: string;
  /** Public path of the federated build (default './': relative to wherever remoteEntry.js is served). */
  base?: string;
  /** Public path of the standalone page (default './'). */
  standaloneBase?: string;
  /** Public path of the host-runtime build (default: `base` + 'host-runtime/'). */
  hostRuntimeBase?: string;
  /** Extra Vite plugins for both builds (e.g. compression). */
  plugins?: PluginOption[];
  /** Files of public/ that get no precompressed copy (operators may replace them after the build). */
  replaceable?: string[];
  /** German title, written into mf-manifest.json for the platform's 'Prüfen'. */
  title?: string;
  /** The quiz id the game's results carry, written into mf-manifest.json: the platform registers the game with it. */
  quizId?: string;
  /**
   * The rules module (e.g. './src/rules.ts'): React-free, its default export made with the contract's
   * `defineRules`. Built into `rules.js`; the platform replays every round with it (verified results).
   */
  rules?: string;
}

/**
 * The game contract's version a game is built against: the major version of the
 * @lernplattform/game-contract installed beside the game (the contract's GAME_CONTRACT_VERSION is
 * its package's major version). Null when none is installed.
 */
export function installedContractVersion(root: string): number | null {
  let entry: string;
  try {
    entry = createRequire(path.join(root, 'package.json')).resolve('@lernplattform/game-contract');
  } catch {
    return null;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name !== '@lernplattform/game-contract') continue;
    const major = Number(pkg.version?.split('.')[0]);
    return Number.isInteger(major) ? major : null;
  }
  return null;
}

/**
 * Writes `lernplattform: { contractVersion, title, quizId, rules }` into mf-manifest.json: the platform's
 * registry reads the contract version there when a version is added, and refuses one it does not
 * support; `rules` names the rules script with its hash (`{ file, integrity }`).
 */
export function platformManifest(title?: string, quizId?: string): Plugin {
  let root = process.cwd();
  return {
    name: 'lernplattform:manifest',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const asset = bundle['mf-manifest.json'];
      if (!asset || asset.type !== 'asset') return;
      const manifest = JSON.parse(String(typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source))) as Record<string, unknown>;
      const contractVersion = installedContractVersion(root);
      if (contractVersion === null) this.error('@lernplattform/game-contract is not installed beside the game: its contract version goes into mf-manifest.json');
      const rules = bundle[RULES_FILE];
      manifest.lernplattform = {
        contractVersion,
        ...(title ? { title } : {}),
        ...(quizId ? { quizId } : {}),
        ...(rules && rules.type === 'asset' ? { rules: { file: RULES_FILE, integrity: sha384(rules.source) } } : {}),
      };
      asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
    },
  };
}

/**
 * remoteEntry.js and './Game' both import the federation runtime; left to itself the bundler splits
 * it into six small files, each a request of its own before a game's first frame (on HTTP/1.1 six
 * at a time). One chunk instead: './Game' loads with 4 files instead of 7. Exported for the shell.
 */
export const FEDERATION_RUNTIME_CHUNK = {
  name: 'federation-runtime',
  test: /[\\/]node_modules[\\/]@module-federation[\\/]|^\0vite\/preload-helper|mf-localSharedImportMap/,
};

/** `vite build --mode host-runtime`: the remote for a host that provides the federation runtime and React. */
export const HOST_RUNTIME_MODE = 'host-runtime';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Vite settings of both builds of a game (`vite build` and `vite build --mode standalone`). */
export function gameBuild(options: GameBuildOptions): UserConfigFnObject {
  if (!KEY.test(options.key)) throw new Error(`game key '${options.key}': lowercase letters, digits and '-' only`);
  if (!FEDERATION_NAME.test(options.federationName)) throw new Error(`federationName '${options.federationName}': letters, digits and '_' only`);
  const relativeAssetsInJs = {
    renderBuiltUrl: (_file: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) =>
      hostType === 'js' ? { relative: true } : undefined,
  };
  const extra = options.plugins ?? [];

  // Images stay files (assetsInlineLimit 0): inlined as data URLs they would be JS bytes
  // every player downloads before the first frame.
  return ({ mode }): UserConfig => {
    if (mode === 'standalone') {
      return {
        base: options.standaloneBase ?? './',
        plugins: [react(), ...extra],
        // react-dom alone is ~60 KB gzip; the same component renders here with preact/compat (~11 KB).
        resolve: { alias: PREACT_FOR_REACT },
        experimental: relativeAssetsInJs,
        build: { outDir: 'dist/standalone', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
      };
    }
    const hostRuntime = mode === HOST_RUNTIME_MODE;
    const base = options.base ?? './';
    return {
      base: hostRuntime ? (options.hostRuntimeBase ?? `${base}${HOST_RUNTIME_MODE}/`) : base,
      plugins: [
        react(),
        federation({
          name: options.federationName,
          filename: 'remoteEntry.js',
          manifest: true,
          dts: false,
          exposes: { './Game': options.exposes ?? './src/game.tsx' },
          // The host-runtime build takes React from its host and uses the host's runtime.
          shared: hostRuntime ? HOST_PROVIDED_GAME_SHARED : GAME_SHARED,
          ...(hostRuntime ? { experiments: { externalRuntime: true } } : {}),
        }),
        // The rules belong to the remote a host loads; the host-runtime build is the same game.
        rulesModule(hostRuntime ? undefined : options.rules),
        platformManifest(options.title, options.quizId),
        ...extra,
      ],
      experimental: relativeAssetsInJs,
      build: {
        outDir: hostRuntime ? `dist/federated/${HOST_RUNTIME_MODE}` : 'dist/federated',
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        // No HTML entry: this build is only remoteEntry.js and its chunks (the page is the standalone build).
        rollupOptions: {
          input: {},
          output: { codeSplitting: { groups: [FEDERATION_RUNTIME_CHUNK] } },
        },
      },
    };
  };
}

/** The "platformGame" block of a game's package.json: the one place its key, title and quiz id are written. */
export interface PlatformGame {
  key: string;
  federationName: string;
  /** German title shown in pickers. */
  title: string;
  /** The quizId its results carry. */
  quizId?: string;
  exposes?: string;
  /** The rules module (see GameBuildOptions.rules). */
  rules?: string;
  aliases?: string[];
  replaceable?: string[];
}

/** Reads `platformGame` from `<gameDir>/package.json`. */
export function readPlatformGame(gameDir: string): PlatformGame {
  const pkg = JSON.parse(fs.readFileSync(path.join(gameDir, 'package.json'), 'utf8')) as { platformGame?: PlatformGame };
  if (!pkg.platformGame) throw new Error(`${gameDir}/package.json has no "platformGame" block`);
  return pkg.platformGame;
}

/** `gameBuild` with key, federation name and exposed module from the game's package.json. */
export function gameBuildFromPackage(gameDir: string, options: Partial<GameBuildOptions> = {}): UserConfigFnObject {
  const game = readPlatformGame(gameDir);
  return gameBuild({ key: game.key, federationName: game.federationName, exposes: game.exposes, replaceable: game.replaceable, title: game.title, quizId: game.quizId, rules: game.rules, ...options });
}
