import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root (infra/src/ → ../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A game as declared in its workspace's package.json under "platformGame". */
export interface GameDeclaration {
  key: string;
  federationName: string;
  title: string;
  aliases: string[];
  /** games/<folder> */
  folder: string;
}

/** Finds every game workspace that declares itself (games/<x>/package.json "platformGame"). */
export function discoverGames(root = ROOT): GameDeclaration[] {
  const dir = path.join(root, 'games');
  return fs.readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const pkgFile = path.join(dir, d.name, 'package.json');
      if (!fs.existsSync(pkgFile)) return [];
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { platformGame?: Omit<GameDeclaration, 'folder'> };
      return pkg.platformGame ? [{ ...pkg.platformGame, aliases: pkg.platformGame.aliases ?? [], folder: d.name }] : [];
    });
}

export const AREAS = ['teacher', 'student', 'admin'] as const;

/** The run-time federation manifest the shell fetches: where each remote and game lives. */
export interface FederationManifest {
  remotes: Record<string, string>;
  games: Record<string, { entry: string; name: string; title: string; aliases: string[]; embed: string }>;
}

/**
 * Default manifest: everything served by this process. A deployment may point
 * entries at a CDN with FEDERATION_MANIFEST (a JSON file of the same shape).
 */
export function buildManifest(games: GameDeclaration[], overrideFile?: string): FederationManifest {
  if (overrideFile) return JSON.parse(fs.readFileSync(overrideFile, 'utf8')) as FederationManifest;
  return {
    remotes: Object.fromEntries(AREAS.map((a) => [a, `/remotes/${a}/remoteEntry.js`])),
    games: Object.fromEntries(games.map((g) => [g.key, {
      entry: `/bundles/games/${g.key}/remoteEntry.js`,
      name: g.federationName,
      title: g.title,
      aliases: g.aliases,
      embed: `/embed/${g.key}/`,
    }])),
  };
}

/** Origins other than our own named in the manifest (allowed by the CSP). */
export function manifestOrigins(manifest: FederationManifest): string[] {
  const urls = [...Object.values(manifest.remotes), ...Object.values(manifest.games).map((g) => g.entry)];
  return [...new Set(urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
}
