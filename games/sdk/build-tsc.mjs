#!/usr/bin/env node
// Builds an SDK package (run in its folder): JavaScript and declarations with tsc into dist/,
// relative '.ts' imports rewritten to '.js' (declarations included).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { fixDeclarationImports } from './sdk-files.mjs';

fs.rmSync('dist', { recursive: true, force: true });
// Run through `npm run build:sdk`, so the monorepo's tsc is on PATH.
execSync('tsc -p tsconfig.build.json', { stdio: 'inherit' });
fixDeclarationImports('dist');
