#!/usr/bin/env node
// `npm start`: install what is missing, build every workspace, start the platform.
// Plain JavaScript on purpose: it must run before dependencies (and tsx) exist.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { missingPackages } from './install-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
// Settings from ./.env (see .env.example); variables already set in the environment win.
// The test suite sets LERNPLATTFORM_NO_DOTENV=1 so it never reaches a developer's database.
const dotenv = path.join(root, '.env');
if (process.env.LERNPLATTFORM_NO_DOTENV !== '1' && fs.existsSync(dotenv)) process.loadEnvFile(dotenv);

const run = (cmd) => execSync(cmd, { stdio: 'inherit', cwd: root });

// Compared package by package with the lockfile, so an interrupted or production-only
// install is repaired. Dev dependencies are included even with NODE_ENV=production:
// the build (vite, tsc) needs them.
const missing = missingPackages(root);
if (missing.length > 0) {
  console.log(`› Abhängigkeiten werden installiert (${missing.length} fehlen oder sind veraltet) …`);
  run('npm ci --include=dev --no-audit --no-fund');
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('› Oberflächen und Spiele werden gebaut …');
  run('npm run build --silent');
}

// Run the TypeScript server in this same process (one process to stop).
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'infra/src/main.ts')).href);
