/**
 * The rules module's build (issue 34): the file "platformGame.rules" names, with everything it imports
 * (the kit's engines, the game's data), bundled into one React-free script, `rules.js`, that assigns
 * the module to `globalThis.lernplattformRules`. The platform's server runs that script in a sandbox
 * without I/O to replay rounds, so it must not import anything that touches the DOM or the network.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * The global and file name the platform reads: the contract's RULES_GLOBAL and RULES_FILE (a test keeps them equal; a
 * game's vite config loads this preset in Node, which cannot import the contract's TypeScript sources in this repo).
 */
export const RULES_GLOBAL = 'lernplattformRules';
export const RULES_FILE = 'rules.js';

/** Bundles a game's rules entry (its default export is the module) into the rules script's source. */
export async function buildRulesScript(root: string, entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Nothing of a browser build: no public folder, no HTML, no CSS.
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      emptyOutDir: false,
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name: RULES_GLOBAL, fileName: () => RULES_FILE },
      rollupOptions: { output: { exports: 'default' } },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const out of outputs) {
    if (!('output' in out)) continue;
    const chunk = out.output.find((o) => o.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`the rules module ${entry} produced no script`);
}

/** 'sha384-<base64>' of a file, as the manifest states it and the platform checks it. */
export const sha384 = (bytes: string | Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Emits `rules.js` into the federated build (the platform takes it in with the build's other files).
 * `platformManifest` then names it, with its hash, in mf-manifest.json.
 */
export function rulesModule(entry: string | undefined): Plugin {
  let root = process.cwd();
  let code: string | null = null;
  return {
    name: 'lernplattform:rules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = entry ? await buildRulesScript(root, entry) : null;
    },
    generateBundle() {
      if (code !== null) this.emitFile({ type: 'asset', fileName: RULES_FILE, source: code });
    },
  };
}
