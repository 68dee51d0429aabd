import path from 'node:path';
import { GAME_CONTRACT_VERSION, RULES_FILE as CONTRACT_RULES_FILE, RULES_GLOBAL as CONTRACT_RULES_GLOBAL } from '@lernplattform/game-contract';
import { describe, expect, it } from 'vitest';
import { RULES_FILE, RULES_GLOBAL, installedContractVersion, platformManifest } from './index.ts';

describe('the rules module', () => {
  it("is built into the file and global the contract names (the platform's server reads them)", () => {
    expect([RULES_FILE, RULES_GLOBAL]).toEqual([CONTRACT_RULES_FILE, CONTRACT_RULES_GLOBAL]);
  });

  it('is named in the manifest with its hash, beside the quiz id the results carry', () => {
    const plugin = platformManifest(undefined, 'HAUPTSTAEDTE');
    (plugin.configResolved as (c: { root: string }) => void)({ root: import.meta.dirname });
    const bundle = {
      'mf-manifest.json': { type: 'asset', source: JSON.stringify({ name: 'game_x' }) },
      [RULES_FILE]: { type: 'asset', source: 'var lernplattformRules = {};' },
    };
    (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call({ error: (m: string) => { throw new Error(m); } }, {}, bundle);
    const written = JSON.parse(bundle['mf-manifest.json'].source).lernplattform;
    expect(written.rules).toEqual({ file: 'rules.js', integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/) });
    expect(written.quizId).toBe('HAUPTSTAEDTE');
  });
});

describe('the contract version in mf-manifest.json', () => {
  it("is the installed contract's version (its package major is GAME_CONTRACT_VERSION)", () => {
    expect(installedContractVersion(import.meta.dirname)).toBe(GAME_CONTRACT_VERSION);
    expect(installedContractVersion(path.parse(import.meta.dirname).root)).toBeNull();
  });

  it('is written into the manifest with the title, the rest of the manifest kept', () => {
    const plugin = platformManifest('Hauptstädte Europas');
    (plugin.configResolved as (c: { root: string }) => void)({ root: import.meta.dirname });
    const bundle = { 'mf-manifest.json': { type: 'asset', source: JSON.stringify({ name: 'game_x', exposes: [{ path: './Game' }] }) } };
    (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call({ error: (m: string) => { throw new Error(m); } }, {}, bundle);
    expect(JSON.parse(bundle['mf-manifest.json'].source)).toEqual({
      name: 'game_x', exposes: [{ path: './Game' }], lernplattform: { contractVersion: GAME_CONTRACT_VERSION, title: 'Hauptstädte Europas' },
    });
  });
});
