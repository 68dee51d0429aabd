#!/usr/bin/env node
// `npm pack` / `npm publish` of an SDK package (run by npm in the package's folder):
// 1. builds dist/ (JavaScript + declarations) with the package's `build:sdk` script;
// 2. swaps package.json for the published manifest: `exports` from `publishConfig.exports`
//    (in the monorepo they point at the TypeScript source), without scripts and devDependencies.
// postpack.mjs puts the repository's package.json back.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { REPO_MANIFEST } from './sdk-files.mjs';

if (fs.existsSync(REPO_MANIFEST)) {
  // An earlier pack stopped before postpack: its saved manifest is the repository's one.
  fs.copyFileSync(REPO_MANIFEST, 'package.json');
}
execSync('npm run build:sdk', { stdio: 'inherit' });
const text = fs.readFileSync('package.json', 'utf8');
const pkg = JSON.parse(text);
const { exports: published, ...publishConfig } = pkg.publishConfig ?? {};
if (!published) throw new Error('package.json has no publishConfig.exports');
fs.writeFileSync(REPO_MANIFEST, text);
pkg.exports = published;
if (Object.keys(publishConfig).length > 0) pkg.publishConfig = publishConfig;
else delete pkg.publishConfig;
delete pkg.scripts;
delete pkg.devDependencies;
fs.writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
