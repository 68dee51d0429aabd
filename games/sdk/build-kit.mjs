#!/usr/bin/env node
// Builds @lernplattform/game-kit for publishing (run in games/kit by `npm run build:sdk`):
// - JavaScript with Vite's library mode, one entry per `exports` subpath. React, the game contract
//   and the npm libraries the kit uses stay imports (dependencies or peers of the package); the
//   platform's design-system parts the kit renders (Button, Icon) are bundled in, and the kit's
//   stylesheets (imported with `?inline`) become strings, so nothing private is needed to install it.
// - declarations with tsc (relative '.ts' imports rewritten to '.js');
// - dist/platform.css: the design system's tokens and components for a standalone page.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { bundle } from 'lightningcss';
import { build } from 'vite';
import { fixDeclarationImports } from './sdk-files.mjs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const entries = {};
for (const [subpath, file] of Object.entries(pkg.exports)) {
  if (!/\.tsx?$/.test(file)) continue;
  entries[file.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '')] = path.resolve(file);
}
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externals.some((name) => id === name || id.startsWith(`${name}/`));

fs.rmSync('dist', { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    assetsInlineLimit: 0,
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: isExternal,
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

execSync('tsc -p tsconfig.build.json', { stdio: 'inherit' });
fixDeclarationImports('dist');
const leaked = fs.readdirSync('dist', { recursive: true })
  .filter((f) => f.endsWith('.d.ts'))
  .filter((f) => /from ['"](@platform\/|api['"/])/.test(fs.readFileSync(path.join('dist', f), 'utf8')));
if (leaked.length > 0) throw new Error(`declarations name private packages: ${leaked.join(', ')}`);

// One file with every @import inlined (lightningcss's bundler): components.css imports its parts by
// paths relative to the design system's folder, which the package does not ship, and a browser
// ignores an @import that follows other rules.
const ui = path.dirname(new URL(import.meta.resolve('@platform/ui/tokens.css')).pathname);
const inlined = (file) => new TextDecoder().decode(bundle({ filename: path.join(ui, file), minify: false }).code);
const platformCss = ['tokens.css', 'components.css'].map(inlined).join('\n');
if (platformCss.includes('@import')) throw new Error('dist/platform.css still has an @import');
fs.writeFileSync('dist/platform.css', platformCss);
