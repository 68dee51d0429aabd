import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GAME_CONTRACT_VERSION } from '@lernplattform/game-contract';
import { describe, expect, it } from 'vitest';

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
        lernplattform?: { contractVersion: number; title: string };
      };
      // The platform's 'Prüfen' reads the contract version (and the title) here.
      expect(manifest.lernplattform).toEqual({ contractVersion: GAME_CONTRACT_VERSION, title: 'Hauptstädte (Test)' });
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
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      if (work) fs.rmSync(work, { recursive: true, force: true });
    }
  }, 600_000);
});
