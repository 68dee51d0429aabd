import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_REMOTES, parseFederationManifest, type AreaName, type FederationManifest, type GameManifestEntry } from 'api';

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

export const AREAS = Object.keys(AREA_REMOTES) as AreaName[];

/**
 * Default manifest: everything served by this process. A deployment may point
 * entries at a CDN with FEDERATION_MANIFEST (a JSON file of the same shape).
 */
export function buildManifest(games: GameDeclaration[], overrideFile?: string): FederationManifest {
  if (overrideFile) return readManifestFile(overrideFile);
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

/** Reads and validates the FEDERATION_MANIFEST file; a bad file stops the start with a message that says what is wrong. */
export function readManifestFile(file: string): FederationManifest {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`FEDERATION_MANIFEST ${file} cannot be read: ${(err as Error).message}`);
  }
  try {
    return parseFederationManifest(JSON.parse(text));
  } catch (err) {
    throw new Error(`FEDERATION_MANIFEST ${file} is not a valid federation manifest (${(err as Error).message})`);
  }
}

/** Where a built-in game's host-runtime build lies inside its dist/federated (the SDK preset's HOST_RUNTIME_MODE). */
export const HOST_RUNTIME_FOLDER = 'host-runtime';

/**
 * The manifest served to the shell (issue 24): the areas as configured, the games from the registry
 * (enabled ones, their active version). A FEDERATION_MANIFEST file may still point a registry game's
 * entry and embed page elsewhere (a CDN copy of a built-in game): its `entry`, `embed` and `name`
 * replace the registry's for that key; games it names that the registry lacks are not served.
 */
export function registryManifest(
  base: FederationManifest,
  registry: Record<string, GameManifestEntry>,
  hasHostRuntimeBuild: (key: string) => boolean = () => false,
): FederationManifest {
  const games: Record<string, GameManifestEntry> = {};
  for (const [key, game] of Object.entries(registry)) {
    const override = base.games[key];
    const builtIn = `/bundles/games/${key}/remoteEntry.js`;
    const fromBase = !game.disabled && override && override.entry !== builtIn;
    if (!fromBase) {
      // A built-in game's own files (no other version active, none pinned to a hash): the shell loads
      // its host-runtime build, which uses the shell's federation runtime instead of bringing its own.
      const ownFiles = !game.disabled && game.trust !== 'sandboxed' && !game.integrity && game.entry === builtIn && hasHostRuntimeBuild(key);
      games[key] = ownFiles ? { ...game, hostRuntimeEntry: `/bundles/games/${key}/${HOST_RUNTIME_FOLDER}/remoteEntry.js` } : game;
      continue;
    }
    // The file's copy is not the bytes the registry hashed: no integrity pin for it.
    const { integrity: _pinned, ...rest } = game;
    games[key] = { ...rest, entry: override.entry, name: override.name, ...(override.embed ? { embed: override.embed } : {}) };
  }
  return { remotes: base.remotes, games };
}
