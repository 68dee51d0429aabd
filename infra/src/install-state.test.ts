import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the start script (runs before any install)
import { missingPackages } from '../bin/install-state.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function checkout(installed: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-install-'));
  dirs.push(root);
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({
    packages: {
      '': { name: 'x' },
      api: { name: 'api' },
      'node_modules/api': { resolved: 'api', link: true },
      'node_modules/react': { version: '19.3.1' },
      'node_modules/vite': { version: '8.3.8', dev: true },
      'node_modules/vite/node_modules/esbuild': { version: '0.28.2', dev: true },
      'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
    },
  }));
  for (const [key, version] of Object.entries(installed)) {
    fs.mkdirSync(path.join(root, key), { recursive: true });
    fs.writeFileSync(path.join(root, key, 'package.json'), JSON.stringify({ version }));
  }
  return root;
}

const complete = {
  'node_modules/api': '1.0.0', 'node_modules/react': '19.3.1', 'node_modules/vite': '8.3.8', 'node_modules/vite/node_modules/esbuild': '0.28.2',
};

describe('missingPackages', () => {
  it('accepts a complete install without optional packages of other platforms', () => {
    expect(missingPackages(checkout(complete))).toEqual([]);
  });

  it('finds what a production-only or interrupted install left out, dev packages included', () => {
    const { 'node_modules/vite': _, 'node_modules/vite/node_modules/esbuild': __, ...production } = complete;
    expect(missingPackages(checkout(production))).toEqual(['node_modules/vite', 'node_modules/vite/node_modules/esbuild']);
    const { 'node_modules/api': ___, ...noWorkspaceLink } = complete;
    expect(missingPackages(checkout(noWorkspaceLink))).toEqual(['node_modules/api']);
  });

  it('finds packages at another version than the lockfile names', () => {
    expect(missingPackages(checkout({ ...complete, 'node_modules/react': '19.2.0' }))).toEqual(['node_modules/react']);
  });
});
