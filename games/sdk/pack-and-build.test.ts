import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GAME_CONTRACT_VERSION } from '@lernplattform/game-contract';
import { describe, expect, it } from 'vitest';

/**
 * The SDK as a game team outside this repository gets it: the three packed tarballs installed
 * into an empty folder with the starter, type-checked and built (games/sdk/pack-and-build.mjs).
 * Needs the npm registry (or its cache) for react, vite and the other public packages.
 */
describe('the packed game SDK', () => {
  it('installs alone and builds the starter game, federated and standalone', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lernplattform-sdk-out-'));
    try {
      const stdout = execFileSync(process.execPath, [
        path.join(import.meta.dirname, 'pack-and-build.mjs'),
        '--out', out, '--key', 'hauptstaedte-test', '--title', 'Hauptstädte (Test)',
      ], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, string>;
      expect(result).toMatchObject({ key: 'hauptstaedte-test', federationName: 'game_hauptstaedte_test', title: 'Hauptstädte (Test)' });

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
    }
  }, 600_000);
});
