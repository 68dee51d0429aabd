import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Serves, on its own origin (127.0.0.1:<port>), a page whose Module Federation host is built
 * only from the official runtime (support/foreign-mf-host/host-entry.tsx), like another team's
 * or an LMS vendor's host would be. `window.loadGame(platformOrigin, key)` loads a game bundle.
 */
export async function startForeignFederationHost() {
  const bundle = await build({
    entryPoints: [path.join(HERE, 'foreign-mf-host', 'host-entry.tsx')],
    bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', minify: true,
    jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.text;
  const server = http.createServer((req, res) => {
    if (req.url === '/host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(script);
      return;
    }
    if (req.url !== '/') {
      // Anything a game asks of this origin (e.g. a root-relative asset URL) is a bug: 404.
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Fremder Host</title></head>
<body><main><h1>Lernspiele eines anderen Teams</h1><div id="game"></div></main>
<script type="module" src="/host.js"></script></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((r) => server.close(() => r())) };
}
