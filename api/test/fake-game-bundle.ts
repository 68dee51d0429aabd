import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A game team's CDN for API tests: serves an mf-manifest.json and a remoteEntry.js per version
 * (path /<version>/…) on another localhost port, with CORS unless told otherwise. Tests change
 * what a version serves through `bundles`.
 */
export interface FakeBundle {
  manifest: Record<string, unknown>;
  entry: string;
  cors: boolean;
}

/**
 * An mf-manifest.json as @lernplattform/game-build writes it (contract version and title under
 * `lernplattform`); contractVersion null leaves that block out (a bundle built without the SDK).
 */
export function gameManifest(name: string, over: { react?: string | null; exposes?: string; contractVersion?: number | null } = {}) {
  return {
    id: name, name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' }, publicPath: 'auto' },
    ...(over.contractVersion === null ? {} : { lernplattform: { contractVersion: over.contractVersion ?? 1, title: 'Hauptstädte Europas' } }),
    shared: over.react === null ? [] : [{ name: 'react', singleton: true, requiredVersion: over.react ?? '^19.0.0', version: '19.3.1' }],
    exposes: [{ name: (over.exposes ?? './Game').replace('./', ''), path: over.exposes ?? './Game' }],
  };
}

export async function startFakeBundleServer() {
  const bundles = new Map<string, FakeBundle>();
  const server: Server = createServer((req, res) => {
    const [, version, file] = (req.url ?? '').split('?')[0]!.split('/');
    const bundle = bundles.get(version ?? '');
    if (!bundle || (file !== 'mf-manifest.json' && file !== 'remoteEntry.js')) {
      res.writeHead(404).end('not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': file === 'remoteEntry.js' ? 'text/javascript' : 'application/json' };
    if (bundle.cors) headers['access-control-allow-origin'] = '*';
    res.writeHead(200, headers).end(file === 'remoteEntry.js' ? bundle.entry : JSON.stringify(bundle.manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bundles, base,
    url: (version: string, file = 'mf-manifest.json') => `${base}/${version}/${file}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
