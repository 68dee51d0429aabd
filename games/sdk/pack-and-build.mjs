#!/usr/bin/env node
/**
 * Proves the game SDK installs alone: copies the starter (games/sdk/starter) into an empty
 * temporary folder with no workspace around it, packs @lernplattform/game-contract, game-kit and
 * game-build with `npm pack` into its vendor/ folder, installs exactly as an outside team does
 * (the starter's own package.json: `file:./vendor/<tarball>` for the SDK, everything else from the
 * npm registry; its .npmrc points the @lernplattform scope at no registry at all), type-checks the
 * game against the packed declarations and runs both builds. Fails when the starter's package.json
 * does not name the tarballs npm packed (a package's version changed: update the starter).
 *
 *   node games/sdk/pack-and-build.mjs [--out <dir>] [--key hauptstaedte] [--title 'Hauptstädte Europas'] [--quiz-id HAUPTSTAEDTE_EUROPAS] [--version 1.0.0] [--keep]
 *
 * --version sets the game's package version (shown on its start screen). --keep keeps the
 * temporary folder and prints it as `game` (installed, ready for `npx vite build` after changes;
 * the tarballs are in <game>/vendor).
 * --out copies the result there: <dir>/federated (remoteEntry.js, mf-manifest.json) and
 * <dir>/standalone (index.html), e.g. to serve it as an "external game" from another origin.
 * Prints one JSON line at the end: { dir, federated, standalone, key, title, quizId, federationName }.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { outsideTeamEnv } from './outside-env.mjs';

const here = import.meta.dirname;
const games = path.resolve(here, '..');
const PACKAGES = ['contract', 'kit', 'build'];
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    key: { type: 'string' },
    title: { type: 'string' },
    'quiz-id': { type: 'string' },
    version: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const env = outsideTeamEnv();
const npm = (args, cwd) => {
  try {
    return execFileSync('npm', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}`);
  }
};
const log = (text) => process.stderr.write(`› ${text}\n`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lernplattform-sdk-'));
try {
  const game = path.join(work, 'game');
  fs.cpSync(path.join(here, 'starter'), game, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|vendor)([\\/]|$)/.test(path.relative(here, src)),
  });
  const pkgFile = path.join(game, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));

  // The tarballs go where the starter's package.json expects them: vendor/, named as npm names them.
  const vendor = path.join(game, 'vendor');
  fs.mkdirSync(vendor);
  const stale = [];
  for (const folder of PACKAGES) {
    log(`npm pack games/${folder}`);
    const name = JSON.parse(fs.readFileSync(path.join(games, folder, 'package.json'), 'utf8')).name;
    const file = npm(['pack', '--silent', '--pack-destination', vendor], path.join(games, folder)).trim().split('\n').at(-1);
    const spec = `file:./vendor/${file}`;
    const named = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
    if (named !== spec) stale.push(`"${name}": "${spec}" (it names ${JSON.stringify(named ?? null)})`);
  }
  if (stale.length > 0) throw new Error(`games/sdk/starter/package.json must install the packed tarballs:\n  ${stale.join('\n  ')}`);
  const scopeRegistry = /^@lernplattform:registry\s*=\s*(\S+)/m.exec(fs.readFileSync(path.join(game, '.npmrc'), 'utf8'))?.[1];
  if (!scopeRegistry || /registry\.(npmjs\.org|yarnpkg\.com)/.test(scopeRegistry)) {
    throw new Error('games/sdk/starter/.npmrc must point the @lernplattform scope away from the public registry');
  }
  const info = pkg.platformGame;
  if (values.key) {
    info.key = values.key;
    info.federationName = `game_${values.key.replace(/-/g, '_')}`;
  }
  if (values.title) info.title = values.title;
  if (values['quiz-id']) info.quizId = values['quiz-id'];
  if (values.version) pkg.version = values.version;
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);

  log('npm install (the tarballs in vendor/, the rest from the registry, no workspace)');
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], game);
  log('tsc --noEmit (against the packed declarations)');
  npm(['run', 'typecheck', '--silent'], game);
  log('vite build (federated) and vite build --mode standalone');
  npm(['run', 'build', '--silent'], game);

  const dist = path.join(game, 'dist');
  for (const file of ['federated/remoteEntry.js', 'federated/mf-manifest.json', 'standalone/index.html']) {
    if (!fs.existsSync(path.join(dist, file))) throw new Error(`the build has no ${file}`);
  }
  let out = dist;
  if (values.out) {
    out = path.resolve(values.out);
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(dist, out, { recursive: true });
  }
  console.log(JSON.stringify({
    dir: out,
    federated: path.join(out, 'federated'),
    standalone: path.join(out, 'standalone'),
    key: info.key,
    title: info.title,
    quizId: info.quizId,
    federationName: info.federationName,
    version: pkg.version,
    ...(values.keep ? { game } : {}),
  }));
} finally {
  if (!values.keep) fs.rmSync(work, { recursive: true, force: true });
  else log(`kept ${work}`);
}
