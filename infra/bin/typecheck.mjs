#!/usr/bin/env node
// Type-checks every workspace that has a tsconfig.json (strict, no emit).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// Workspaces may be folder globs ("games/*"): expand them to the folders they name.
const expand = (w) => (w.endsWith('/*')
  ? fs.readdirSync(path.join(root, w.slice(0, -2)), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => `${w.slice(0, -2)}/${d.name}`)
  : [w]);
const projects = pkg.workspaces.flatMap(expand).filter((w) => fs.existsSync(path.join(root, w, 'tsconfig.json')));
let failed = 0;
for (const p of projects) {
  try {
    execSync(`npx tsc -p ${p} --noEmit`, { stdio: 'inherit', cwd: root });
  } catch {
    failed++;
    console.error(`✘ ${p}`);
  }
}
if (failed) process.exit(1);
console.log(`✔ ${projects.length} Workspaces typgeprüft`);
