import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  GAME_CONTRACT_VERSION,
  RULES_FILE,
  RULES_GLOBAL,
  parseGameResultMessage,
  replayRound,
  type GameRulesModule,
  type LoggedAction,
  type ReplayRules,
} from '@lernplattform/game-contract';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './starter/src/capitals.ts';

const GAMES = path.resolve(import.meta.dirname, '..');
const SDK_PACKAGES = ['contract', 'kit', 'build'];
const STARTER = path.join(import.meta.dirname, 'starter');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The SDK package in games/<folder>, and the name npm pack gives its tarball (<scope>-<name>-<version>.tgz). */
function sdkPackage(folder: string) {
  const { name, version } = readJson(path.join(GAMES, folder, 'package.json')) as { name: string; version: string };
  return { name, version, tarball: `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz` };
}

/** The files of an npm tarball (.tgz: a gzipped ustar archive), by path. */
function untar(file: string): Map<string, Buffer> {
  const tar = gunzipSync(fs.readFileSync(file));
  const files = new Map<string, Buffer>();
  const text = (from: number, length: number) => tar.subarray(from, from + length).toString('utf8').replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const prefix = text(at + 345, 155);
    const name = prefix ? `${prefix}/${text(at, 100)}` : text(at, 100);
    if (text(at + 156, 1) === '0' || text(at + 156, 1) === '') files.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * Evaluates a rules script as the platform's server does, without what its sandbox lacks: the names of the
 * browser's and Node's I/O are parameters left undefined, so a script that reaches for them fails here too.
 */
function evaluateRules(script: string): GameRulesModule {
  const noIo = ['window', 'document', 'fetch', 'XMLHttpRequest', 'setTimeout', 'setInterval', 'process', 'require'];
  return new Function(...noIo, `${script}; return ${RULES_GLOBAL}`)() as GameRulesModule;
}

/**
 * A round of the starter's game as a player makes it, built through the rules' own interface (init, reducer,
 * result): 'start' with the target, one wrong answer, then right ones until the round is over, each answer's
 * feedback ending 1 s later, the clock ticking every second from the start. An answer is found by trying the
 * game's items: only the question's four options change the state, and a right one raises 'Richtig'.
 */
function playRound(rules: ReplayRules<unknown, { type: string }>, seed: number, target: number, items: readonly string[]): LoggedAction[] {
  const log: LoggedAction[] = [];
  let state = rules.init(seed);
  let now = 0;
  let nextTick = 1000;
  /** The rules' actions are `{ type: string }`: the starter's carry more (a start's target, an answer's choice). */
  const make = (type: string, fields: Record<string, unknown> = {}) => ({ ...fields, type });
  const act = (t: number, action: { type: string }) => {
    for (; nextTick <= t; nextTick += 1000) {
      log.push([nextTick, make('tick')]);
      state = rules.reducer(state, make('tick'));
    }
    log.push([t, action]);
    state = rules.reducer(state, action);
    now = t;
  };
  const answer = (right: boolean) => {
    const before = rules.result(state).Richtig ?? 0;
    for (const choice of items) {
      const next = rules.reducer(state, make('answer', { choice }));
      if (next !== state && ((rules.result(next).Richtig ?? 0) > before) === right) return make('answer', { choice });
    }
    throw new Error(`no ${right ? 'right' : 'wrong'} answer among the items`);
  };
  act(0, make('start', { target }));
  act(400, answer(false));
  act(1400, make('feedbackElapsed'));
  while (!rules.finished(state)) {
    if (log.length > 200) throw new Error('the round does not end');
    act(now + 300, answer(true));
    act(now + 1000, make('feedbackElapsed'));
  }
  return log;
}

/**
 * The SDK as a game team outside this repository gets it: the three packed tarballs (each with its
 * licence, publishConfig and README) in the starter's vendor/, installed by the starter's own
 * package.json and .npmrc into an empty folder, type-checked and built (games/sdk/pack-and-build.mjs).
 * Needs the npm registry (or its cache) for react, vite and the other public packages; never for @lernplattform/*.
 */
describe('the packed game SDK', () => {
  it("is what the starter installs: each package's tarball from vendor/, the scope kept off the public registry", () => {
    const starter = readJson(path.join(STARTER, 'package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    for (const { name, tarball } of SDK_PACKAGES.map(sdkPackage)) {
      expect(starter.dependencies[name] ?? starter.devDependencies[name]).toBe(`file:./vendor/${tarball}`);
    }
    const npmrc = fs.readFileSync(path.join(STARTER, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^@lernplattform:registry=http:\/\/127\.0\.0\.1:9\/$/m);
  });

  it('installs alone and builds the starter game, federated and standalone', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lernplattform-sdk-out-'));
    let work: string | undefined;
    try {
      const stdout = execFileSync(process.execPath, [
        path.join(import.meta.dirname, 'pack-and-build.mjs'),
        '--out', out, '--key', 'hauptstaedte-test', '--title', 'Hauptstädte (Test)', '--keep',
      ], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, string>;
      work = path.dirname(result.game!);
      expect(result).toMatchObject({ key: 'hauptstaedte-test', federationName: 'game_hauptstaedte_test', title: 'Hauptstädte (Test)' });

      // Each tarball an outside team gets: its licence, publishConfig and a README of its own.
      const vendor = path.join(result.game!, 'vendor');
      expect(fs.readdirSync(vendor).sort()).toEqual(SDK_PACKAGES.map((folder) => sdkPackage(folder).tarball).sort());
      for (const { name, version, tarball } of SDK_PACKAGES.map(sdkPackage)) {
        const files = untar(path.join(vendor, tarball));
        const manifest = JSON.parse(files.get('package/package.json')!.toString('utf8')) as Record<string, unknown>;
        expect(manifest).toMatchObject({ name, version, license: 'Apache-2.0', publishConfig: { access: 'public' } });
        expect(manifest.publishConfig).toEqual({ access: 'public' });
        expect(manifest.files).toContain('LICENSE');
        expect(files.get('package/LICENSE')?.toString('utf8')).toMatch(/^\s*Apache License\s+Version 2\.0, January 2004/);
        const readme = files.get('package/README.md')?.toString('utf8') ?? '';
        expect(readme).toContain(`# ${name}`);
        // Enough without this repository: how to install from the tarballs, with the scope kept off the public registry.
        expect(readme).toContain('## Install');
        expect(readme).toContain('npm install ./vendor/lernplattform-game-contract-');
        expect(readme).toContain('@lernplattform:registry=http://127.0.0.1:9/');
      }

      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'federated/mf-manifest.json'), 'utf8')) as {
        name: string; metaData: { publicPath: string }; exposes: { path: string }[]; shared: { name: string; requiredVersion: string }[];
        lernplattform?: { contractVersion: number; title: string; quizId?: string; rules?: { file: string; integrity: string } };
      };
      // The platform's 'Prüfen' reads the contract version, the title and the quiz id (the game is registered with it)
      // here, and the rules script with its hash: the platform takes in exactly that file and refuses a build whose
      // rules.js does not match.
      const rulesScript = fs.readFileSync(path.join(out, 'federated', RULES_FILE));
      expect(manifest.lernplattform).toEqual({
        contractVersion: GAME_CONTRACT_VERSION,
        title: 'Hauptstädte (Test)',
        quizId: 'HAUPTSTAEDTE_EUROPAS',
        rules: { file: RULES_FILE, integrity: `sha384-${createHash('sha384').update(rulesScript).digest('base64')}` },
      });
      expect(manifest.name).toBe('game_hauptstaedte_test');
      expect(manifest.exposes.map((e) => e.path)).toEqual(['./Game']);
      // Chunks resolve against the entry's own URL, wherever the team's CDN serves it.
      expect(manifest.metaData.publicPath).toBe('auto');
      expect(manifest.shared.find((s) => s.name === 'react')?.requiredVersion).toBe('^19.3.1');
      const page = fs.readFileSync(path.join(out, 'standalone/index.html'), 'utf8');
      expect(page).toMatch(/src="\.\/assets\/[^"]+\.js"/);
      // The standalone page has the platform's look: the kit's platform.css arrives whole (tokens and
      // the overlays' buttons), not as @imports of files the package does not ship.
      const css = fs.readdirSync(path.join(out, 'standalone/assets')).filter((f) => f.endsWith('.css'))
        .map((f) => fs.readFileSync(path.join(out, 'standalone/assets', f), 'utf8')).join('\n');
      expect(css).toContain('--color-primary');
      expect(css).toMatch(/\.ui-button\b/);
      expect(css).not.toContain('@import');

      // The rules module (src/rules.ts, built into rules.js): the script defines the module the server's sandbox
      // reads, and its rules replay a round to the result the game reports, with the starter's quiz id.
      const rulesModule = evaluateRules(rulesScript.toString('utf8'));
      expect(rulesModule.dataFiles ?? []).toEqual([]);
      const lessonRules = rulesModule.createRules({ settings: { target: 2 }, files: {}, content: null });
      const log = playRound(lessonRules, 7, 2, COUNTRY_CODES);
      const outcome = replayRound(lessonRules, { seed: 7, log });
      expect(outcome).toMatchObject({ ok: true, finished: true, startedAtMs: 0 });
      if (!outcome.ok) throw new Error(outcome.reason);
      expect(outcome.message).toEqual({
        quizId: result.quizId,
        Punkte: 2,
        Zeit: '00:04',
        Richtig: 2,
        Falsch: 1,
        result: { score: { raw: 2, min: 0, max: 2, scaled: 1 }, success: true, completion: true, duration: 'PT4S' },
      });
      expect(result.quizId).toBe('HAUPTSTAEDTE_EUROPAS');
      expect(parseGameResultMessage({ ...outcome.message, seed: 7, log }).ok).toBe(true);
      // The lesson's 'Zielpunktzahl' goes into the rules: a round started with another target is none of that lesson.
      const otherTarget = rulesModule.createRules({ settings: { target: 3 }, files: {}, content: null });
      expect(replayRound(otherTarget, { seed: 7, log })).toMatchObject({ ok: false, reason: 'action 0: not an action of this game' });
      // The seed decides the questions: on another seed the same answers do not finish the round.
      const otherSeed = replayRound(lessonRules, { seed: 8, log });
      expect(otherSeed.ok && otherSeed.finished).toBe(false);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      if (work) fs.rmSync(work, { recursive: true, force: true });
    }
  }, 600_000);
});
