/**
 * The packages every federated app shares as singletons: anything that carries
 * React context must exist once per page (module-federation notes). The shell,
 * each remote and each game import this one map into their vite configs, so it
 * cannot drift. Never use `treeShaking` on these.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  // Built from this repo: any version is the right one.
  '@platform/ui': { singleton: true, requiredVersion: false as const },
};

// Games share React and ReactDOM only, with the range of the SDK's build preset
// (GAME_SHARED in @lernplattform/game-build; federation-shared.test.ts keeps the two equal).

/**
 * Area remotes in production run only inside our shell, which provides every singleton:
 * `import: false` makes them consume the shell's copies and bundle no fallback (the plugin
 * otherwise makes a remote download its own react-router, ~64 KB gzip, even when the host
 * already has it). Their dev pages (vite serve) keep the fallbacks and run standalone.
 */
export const HOST_PROVIDED_SINGLETONS = Object.fromEntries(
  Object.entries(SHARED_SINGLETONS).map(([name, config]) => [name, { ...config, import: false as const }]),
) as { [K in keyof typeof SHARED_SINGLETONS]: (typeof SHARED_SINGLETONS)[K] & { import: false } };
