// Helpers of the SDK packages' build and pack scripts.
import fs from 'node:fs';
import path from 'node:path';

/** Rewrites relative `.ts`/`.tsx` specifiers in emitted declarations to `.js`. */
export function fixDeclarationImports(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g, '$1$2.js$3');
    if (fixed !== text) fs.writeFileSync(file, fixed);
  }
}

/** Where prepack keeps the repository's package.json while npm packs the published one. */
export const REPO_MANIFEST = '.package.repo.json';
