// ESLint for the TypeScript sources (`npm run lint`, a step of `npm test`).
// What it guards: the import boundaries between apps (ARCHITECTURE.md, "Boundaries one way"),
// the rules of React hooks, promises nobody awaits, and file names. The plugins are resolved
// in infra/lint (see plugins.js there for why).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFile, createNodeResolver, importX, reactHooks, tseslint } from './infra/lint/plugins.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) => fs.readdirSync(path.join(root, dir), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'node_modules').map((d) => `${dir}/${d.name}`);

const remotes = folders('remotes');
// The game SDK (contract, kit, build preset, and its starter) is shared, not a game: every game,
// the areas and the API may use it.
const gameSdk = ['games/contract', 'games/kit', 'games/build', 'games/sdk'];
const games = folders('games').filter((g) => !gameSdk.includes(g));
const others = (list, self) => list.filter((f) => f !== self);

// Import boundaries, checked on the resolved file (a relative path and a package name that
// lead to the same file count alike), with import-x's no-restricted-paths: one zone per rule
// below, `target` the importing files, `from` what they must not import.
const apps = ['shell/src', 'remotes', ...games, 'infra/src', 'infra/bin'];
const sharedPackages = ['shell/ui', 'games/contract', 'games/kit', 'games/build', 'infra/embedded-pg'];
// The API's server side: everything in api/src but its contract (`api/client`, `api/contract`,
// `api/custom-games`, `api/custom-game-rules`), which front-ends and shared packages may import.
const apiServer = fs.readdirSync(path.join(root, 'api/src'))
  .filter((n) => n !== 'contract' && n !== 'client.ts').map((n) => `api/src/${n}`);
const boundaryZones = [
  // Remotes never import games or other remotes (they meet through the contract and URLs).
  ...remotes.map((r) => ({
    target: r,
    from: [...games, ...others(remotes, r)],
    message: 'A remote imports no game (games load through federation) and no other remote.',
  })),
  // Games never import other games, the shell or remotes.
  ...games.map((g) => ({
    target: g,
    from: [...others(games, g), 'shell/src', 'remotes'],
    message: 'A game imports no other game (shared code and data go to the kit), no shell and no remote.',
  })),
  // Shared packages import no app; of the API only its contract.
  ...sharedPackages.map((p) => ({
    target: p,
    from: [...apps, ...apiServer, 'api/test', 'api/bench'],
    message: 'A shared package imports no app, and of the API only its contract (api/client).',
  })),
  // The contract imports nothing of the API's server code (client.ts's type of the app aside) nor of
  // any app. Its tests may: they check the server's answers against it.
  {
    target: 'api/src/contract/**/!(*.test).ts',
    from: [...apiServer, ...apps],
    message: "The API contract is shared with the front-ends: it imports none of the API's server code and no app.",
  },
  // The API never imports infra (infra starts the API, not the other way round), the shell or remotes.
  {
    target: 'api',
    from: ['infra', 'shell', 'remotes'],
    except: ['./embedded-pg'],
    message: 'The API imports no infra, shell or remote (the embedded PostgreSQL for tests is @platform/embedded-pg).',
  },
  // The shell loads remotes and games at run time only.
  {
    target: 'shell/src',
    from: ['remotes', ...games],
    message: 'The shell loads remotes and games through federation only.',
  },
];
export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tmp/**', '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.d.ts', 'e2e/.tmp/**'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        projectService: {
          // Files outside every workspace's tsconfig: typed with the base settings.
          allowDefaultProject: ['*.config.ts', 'remotes/*.ts', 'remotes/*.tsx', 'games/*.ts', 'games/sdk/*.ts', 'games/sdk/starter/test/*.ts', 'shell/ui/*.test.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      '@typescript-eslint': tseslint.plugin,
      'import-x': importX,
      'check-file': checkFile,
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  // The rules of hooks. Not the rest of the plugin's `recommended` set: those are the React
  // Compiler's diagnostics (refs read during render, setState in effects, …), which matter once
  // the compiler is used; the project does not use it, and they flag deliberate patterns.
  {
    files: ['**/*.tsx', 'shell/**/*.ts', 'remotes/**/*.ts', 'games/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // File names: kebab-case, `*.logic.ts` for pure logic.
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'check-file/filename-blocklist': ['error', { '**/*-logic.ts': '*.logic.ts', '**/*-logic.test.ts': '*.logic.test.ts' }],
    },
  },
);
