import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** Route (exact, or `prefix/*`) → the page module it loads lazily (app.tsx). */
export type PagePreloads = Record<string, string>;

/** Written beside index.html: route → the chunks of its page, which the server announces in a `Link` header. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Shortens the chain of downloads before a page can draw (Lighthouse on a slow phone network):
 * - Module Federation loads the shared design system (`@platform/ui`) and its own pending-shares
 *   module only after its runtime has started, two round trips after the page, though every page
 *   needs them: they join the page's `<link rel="modulepreload">` list.
 * - Each page's own code loads lazily (app.tsx), discovered only once the router runs. The build
 *   writes which chunks each public page needs to `page-preloads.json`; the platform server sends
 *   them as `Link: <…>; rel=modulepreload` with index.html for that address
 *   (infra/src/page-preloads.ts), so they download with the entry and no other page pays for them.
 */
export function preloadFirstLoad(pages: PagePreloads): Plugin {
  return {
    name: 'lernplattform:preload-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = chunksOf(ctx.bundle);
        const links = closure(chunks, everyPageRoots(chunks)).filter((file) => !html.includes(`/${file}"`));
        return html.replace('</head>', `${links.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`);
      },
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      // Already on the way with index.html: the entry's imports and what every page loads.
      const everyPage = new Set(closure(chunks, [...[...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName), ...everyPageRoots(chunks)]));
      const preloads: Record<string, string[]> = {};
      for (const [route, page] of Object.entries(pages)) {
        const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${page}`)));
        if (!chunk) this.error(`preloadFirstLoad: no chunk for ${page} (route ${route})`);
        preloads[route] = closure(chunks, [chunk.fileName]).filter((file) => !everyPage.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/**
 * What every page loads although no entry imports it: the chunk holding the design system's index,
 * and the federation plugin's pending-shares module (imported by its entry bootstrap, written later).
 */
function everyPageRoots(chunks: Map<string, OutputChunk>): string[] {
  return [...chunks.values()]
    .filter((c) => c.name === 'pendingShares' || c.moduleIds.some((id) => /shell[\\/]ui[\\/]src[\\/]index\.ts$/.test(id)))
    .map((c) => c.fileName);
}

function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  return new Map(Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk').map((c) => [c.fileName, c]));
}

/** The files and everything they import statically. */
function closure(chunks: Map<string, OutputChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}
