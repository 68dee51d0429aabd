import { compression } from 'vite-plugin-compression2';

/**
 * Brotli and gzip copies beside every text asset of a build (JS, CSS, HTML, JSON, SVG),
 * so the platform server sends them without compressing per request
 * (infra/src/static-bundles.ts picks the best one the client accepts).
 * Shared by the shell, the area remotes and every game, like the shared singletons.
 * vite-plugin-compression2: maintained, vite 8 compatible, node's own zlib underneath.
 */
export function precompress(options: { exclude?: RegExp } = {}) {
  return compression({
    include: /\.(js|mjs|css|html|json|svg|txt|map)$/,
    exclude: options.exclude,
    threshold: 512,
    algorithms: ['brotliCompress', 'gzip'],
    skipIfLargerOrEqual: true,
  });
}
