#!/usr/bin/env node
// Puts back the repository's package.json that prepack.mjs replaced for packing.
import fs from 'node:fs';
import { REPO_MANIFEST } from './sdk-files.mjs';

if (fs.existsSync(REPO_MANIFEST)) {
  fs.copyFileSync(REPO_MANIFEST, 'package.json');
  fs.rmSync(REPO_MANIFEST);
}
