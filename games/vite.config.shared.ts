import path from 'node:path';
// By path, not by package name: Vite bundles a config's relative imports, while a package name
// would be loaded by Node, which does not run the preset's TypeScript source.
import { gameBuildFromPackage, readPlatformGame } from './build/src/index.ts';
import type { UserConfigFnObject } from 'vite';
import { precompress } from '../shell/ui/build-precompress.ts';

/**
 * The built-in games' build: the SDK's preset (@lernplattform/game-build, which every game team uses)
 * with key, federation name and exposed module from the game's package.json "platformGame",
 * plus what only the platform's own server needs:
 * - the paths it serves them at (/bundles/games/<key>/ and /embed/<key>/);
 * - precompressed .br/.gz copies (infra/src/static-bundles.ts sends them), except for files an
 *   operator may replace in dist/ after the build (e.g. the Bundesrat members).
 */
export function gameConfig(gameDir: string): UserConfigFnObject {
  const game = readPlatformGame(gameDir);
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const exclude = game.replaceable?.length ? new RegExp(`(^|/)(${game.replaceable.map(escape).join('|')})$`) : undefined;
  return gameBuildFromPackage(path.resolve(gameDir), {
    base: `/bundles/games/${game.key}/`,
    standaloneBase: `/embed/${game.key}/`,
    exposes: game.exposes ?? './src/Game.tsx',
    plugins: [precompress({ exclude })],
  });
}
