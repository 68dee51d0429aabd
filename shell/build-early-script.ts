import type { Plugin } from 'vite';
import { build } from 'rolldown';

/**
 * A script that runs before the shell's own, announced first in index.html's <head>. Bundled on its
 * own (one small file, no imports): as an entry of the shell's build, Module Federation's bootstrap
 * would start it only after its runtime and the shared React had loaded, which is what it must not wait for.
 */
export function earlyScript(name: string, source: string): Plugin {
  const assetName = `${name}.js`;
  return {
    name: 'lernplattform:early-script',
    apply: 'build',
    async buildStart() {
      const bundle = await build({ input: source, write: false, platform: 'browser', output: { format: 'iife', minify: true } });
      const [chunk, ...rest] = bundle.output;
      if (chunk?.type !== 'chunk' || rest.some((c) => c.type === 'chunk')) this.error(`earlyScript: ${source} must bundle to one file`);
      this.emitFile({ type: 'asset', name: assetName, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const asset = Object.values(ctx.bundle).find((a) => a.type === 'asset' && a.names.includes(assetName));
        if (!asset) throw new Error(`earlyScript: ${assetName} was not emitted`);
        return html.replace('<title>', `<script async src="/${asset.fileName}" fetchpriority="high"></script>\n    <title>`);
      },
    },
  };
}
