// The linter's plugins for /eslint.config.js (the rules live there).
//
// typescript-eslint needs the TypeScript compiler API, which TypeScript 7 (what the repo
// compiles with) no longer has; so this workspace depends on typescript@6, which npm nests
// beside typescript-eslint. One of its helpers (ts-api-utils) accepts any TypeScript and is
// hoisted to the root, where it would find TypeScript 7: every `require('typescript')` in the
// linter's process is therefore pointed at this workspace's TypeScript 6 before the plugins load.
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const typescriptDir = path.dirname(require.resolve('typescript/package.json'));
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'typescript' || request.startsWith('typescript/')) {
    return resolveFilename.call(this, typescriptDir + request.slice('typescript'.length), ...rest);
  }
  return resolveFilename.call(this, request, ...rest);
};

export const { default: tseslint } = await import('typescript-eslint');
export const { default: reactHooks } = await import('eslint-plugin-react-hooks');
export const { importX, createNodeResolver } = await import('eslint-plugin-import-x');
export const { default: checkFile } = await import('eslint-plugin-check-file');
