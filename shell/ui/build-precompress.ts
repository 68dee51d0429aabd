import zopfli from '@gfx/zopfli';
import type { InputType } from 'node:zlib';
import { compression } from 'vite-plugin-compression2';

/**
 * Brotli and gzip copies beside every text asset of a build (JS, CSS, HTML, JSON, SVG),
 * so the platform server sends them without compressing per request
 * (infra/src/static-bundles.ts picks the best one the client accepts).
 * Shared by the shell, the area remotes and every game, like the shared singletons.
 * vite-plugin-compression2: maintained, vite 8 compatible, node's own zlib underneath.
 * The gzip copies come from Zopfli (@gfx/zopfli, WebAssembly, no install script): standard gzip
 * that every client decodes, ~2.5 % smaller than zlib's level 9 on our bundles. The copy is made
 * once per build, so the slower compression costs seconds there and saves bytes on every download
 * by a client without brotli (the bundle budgets count gzip). Source maps keep zlib: nobody waits for them.
 */
export function precompress(options: { exclude?: RegExp } = {}) {
  const common = { threshold: 512, skipIfLargerOrEqual: true };
  return [
    compression({
      ...common,
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      exclude: options.exclude,
      algorithms: ['brotliCompress', [zopfliGzip, { numiterations: 5 }]],
    }),
    compression({ ...common, include: /\.map$/, exclude: options.exclude, algorithms: ['brotliCompress', 'gzip'] }),
  ];
}

/** Output named `<file>.gz` by the plugin (its default for an algorithm given as a function). */
async function zopfliGzip(input: InputType, options: { numiterations?: number }): Promise<Buffer> {
  const bytes = typeof input === 'string' ? Buffer.from(input)
    : ArrayBuffer.isView(input) ? Buffer.from(input.buffer, input.byteOffset, input.byteLength)
    : Buffer.from(input);
  return Buffer.from(await zopfli.gzipAsync(bytes, options));
}
