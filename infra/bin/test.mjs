#!/usr/bin/env node
// `npm test`: the whole suite on throwaway databases and data folders.
// 1. types, 2. lint (boundaries, hooks, promises, file names), 3. unit + API integration (vitest,
// embedded PostgreSQL), 4. build, 5. end-to-end in Chromium.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPackages } from './install-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (title, cmd) => {
  console.log(`\n━━ ${title} ━━`);
  execSync(cmd, { stdio: 'inherit', cwd: root });
};

if (missingPackages(root).length > 0) run('Installation', 'npm ci --include=dev --no-audit --no-fund');
run('Typprüfung', 'npm run typecheck --silent');
run('Lint', 'npm run lint --silent');
run('Unit- und API-Tests', 'npx vitest run');
run('Build', 'npm run build --silent');
run('End-to-End (Chromium)', 'npm run test:e2e --silent');
console.log('\n✔ Alle Tests bestanden');
