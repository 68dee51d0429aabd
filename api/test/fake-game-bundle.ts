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
  /** Further files of the build by path ('assets/game-1.js'), as its chunks and assets. */
  files?: Record<string, string>;
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
  /** Every path asked for, in order (a test sees which files the platform fetched). */
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const [, version, ...rest] = (req.url ?? '').split('?')[0]!.split('/');
    const file = rest.join('/');
    requests.push(`/${version}/${file}`);
    const bundle = bundles.get(version ?? '');
    const extra = bundle?.files?.[file];
    if (!bundle || (file !== 'mf-manifest.json' && file !== 'remoteEntry.js' && extra === undefined)) {
      res.writeHead(404).end('not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' };
    if (bundle.cors) headers['access-control-allow-origin'] = '*';
    res.writeHead(200, headers).end(file === 'remoteEntry.js' ? bundle.entry : file === 'mf-manifest.json' ? JSON.stringify(bundle.manifest) : extra);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bundles, base, requests,
    url: (version: string, file = 'mf-manifest.json') => `${base}/${version}/${file}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
