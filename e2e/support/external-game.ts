import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What the build depends on: the SDK packages, the starter and the script that packs them. */
const SDK_DIRS = ['games/contract', 'games/kit', 'games/build', 'games/sdk'];
/** Every game of the e2e runs posts this quiz id (the tests register it with the game). */
export const EXTERNAL_QUIZ_ID = 'HAUPTSTAEDTE';

interface Variant {
  key: string;
  title: string;
  /** The package version: the game shows 'Version <version>' on its start screen. */
  version: string;
  /** The game's component throws while mounting. */
  throws?: boolean;
}

/**
 * The builds served, by the path segment they are served under. Every one is the SDK starter
 * built from the packed tarballs, as a team outside this repository would build it.
 */
export const EXTERNAL_BUILDS = {
  v1: { key: 'hauptstaedte', title: 'Hauptstädte Europas', version: '1.0.0' },
  v2: { key: 'hauptstaedte', title: 'Hauptstädte Europas', version: '1.1.0' },
  k1: { key: 'kaputt', title: 'Kaputtes Spiel', version: '1.0.0' },
  k2: { key: 'kaputt', title: 'Kaputtes Spiel', version: '2.0.0', throws: true },
  s1: { key: 'sandkasten', title: 'Sandkasten', version: '1.0.0' },
} satisfies Record<string, Variant>;
export type ExternalBuild = keyof typeof EXTERNAL_BUILDS;

const THROWING_GAME = `// This version is broken on purpose: it throws while mounting.
export default function Game(): never {
  throw new Error('Absichtlich kaputt: diese Version wirft beim Start.');
}
`;

function sdkHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.tgz')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
    }
  };
  for (const dir of SDK_DIRS) walk(path.join(ROOT, dir));
  hash.update(JSON.stringify(EXTERNAL_BUILDS)).update(THROWING_GAME);
  return hash.digest('hex').slice(0, 16);
}

// The outside team's shell: no test runner's variables (they would change the builds).
const buildEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$|PW_|PLAYWRIGHT)/.test(name)));

/**
 * Builds every EXTERNAL_BUILDS variant once per change of the SDK (cached under
 * .tmp/external-game/<hash of the SDK sources>): `games/sdk/pack-and-build.mjs` packs the three
 * SDK tarballs and builds the starter in an empty temporary folder (npm install from the local
 * cache where it can, else the registry); the other variants are rebuilt in that folder with a
 * changed package.json (and, for the broken one, a game that throws).
 */
function buildExternalGames(): string {
  const cache = path.join(ROOT, '.tmp', 'external-game', sdkHash());
  if (fs.existsSync(path.join(cache, 'complete'))) return cache;
  fs.rmSync(cache, { recursive: true, force: true });
  fs.mkdirSync(cache, { recursive: true });
  const env = buildEnv();
  const started = Date.now();
  const [firstId, first] = Object.entries(EXTERNAL_BUILDS)[0]!;
  const out = execFileSync(process.execPath, [
    path.join(ROOT, 'games/sdk/pack-and-build.mjs'), '--keep', '--out', path.join(cache, firstId),
    '--key', first.key, '--title', first.title, '--quiz-id', EXTERNAL_QUIZ_ID, '--version', first.version,
  ], { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const game = (JSON.parse(out.trim().split('\n').at(-1)!) as { game: string }).game;
  try {
    const pkgFile = path.join(game, 'package.json');
    const gameFile = path.join(game, 'src', 'game.tsx');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string; platformGame: Record<string, string> };
    const source = fs.readFileSync(gameFile, 'utf8');
    for (const [id, v] of Object.entries(EXTERNAL_BUILDS).slice(1) as [string, Variant][]) {
      pkg.version = v.version;
      Object.assign(pkg.platformGame, { key: v.key, title: v.title, federationName: `game_${v.key.replace(/-/g, '_')}` });
      fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
      fs.writeFileSync(gameFile, v.throws ? THROWING_GAME : source);
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: game, env, stdio: ['ignore', 'ignore', 'inherit'] });
      fs.cpSync(path.join(game, 'dist'), path.join(cache, id), { recursive: true });
    }
  } finally {
    fs.rmSync(path.dirname(game), { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(cache, 'complete'), `built in ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.stderr.write(`external games built from the packed SDK in ${Math.round((Date.now() - started) / 1000)} s (${cache})\n`);
  return cache;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html; charset=utf-8', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.woff2': 'font/woff2',
};

/**
 * Another team's game on its own origin (127.0.0.1:<port>; the platform is localhost:<port>):
 * the SDK starter built from the packed tarballs (see buildExternalGames), each build of
 * EXTERNAL_BUILDS served with CORS at /<build>/ (federated: mf-manifest.json, remoteEntry.js,
 * assets) and /<build>/standalone/index.html (the embed page). THE one place the e2e tests get an
 * external game from.
 */
export async function startExternalGame() {
  const dir = buildExternalGames();
  const tampered = new Set<string>();
  /** Every file served, as /<build>/<path>, in order. */
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    const [, id = '', ...rest] = decodeURIComponent((req.url ?? '').split('?')[0]!).split('/');
    const inBuild = rest[0] === 'standalone' ? path.join('standalone', ...rest.slice(1)) : path.join('federated', ...rest);
    const file = path.resolve(dir, id, inBuild);
    if (!(id in EXTERNAL_BUILDS) || !file.startsWith(path.join(dir, id) + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return void res.writeHead(404, cors).end('not found');
    }
    let body: Buffer | string = fs.readFileSync(file);
    served.push(`/${id}/${rest.join('/')}`);
    // Changed after the check: the entry and every script chunk mark the page they run in.
    if (tampered.has(id) && file.endsWith('.js')) body = `globalThis.__changedOnCdn = true;\n${body.toString('utf8')}\n// changed on the CDN after the check\n`;
    res.writeHead(200, { ...cors, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Changes a build's remoteEntry.js and every script chunk after it was registered (they set globalThis.__changedOnCdn). */
    tamper: (id: ExternalBuild) => void tampered.add(id),
    /** The files served so far (a test takes the length before and slices after). */
    served,
    manifestUrl: (id: ExternalBuild) => `${origin}/${id}/mf-manifest.json`,
    embedUrl: (id: ExternalBuild) => `${origin}/${id}/standalone/index.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
