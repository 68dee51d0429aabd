import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page on ANOTHER origin (127.0.0.1:<own port>, while the platform is
 * localhost:<port>) that embeds a game in an iframe and records every message
 * the game posts, like a school's LMS would.
 */
export async function startForeignHost(gameUrl: (hostOrigin: string) => string) {
  let origin = '';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Schul-LMS</title></head>
<body><h1>Unser LMS</h1>
<iframe id="game" title="EU-Flaggen" src="${gameUrl(origin)}" width="900" height="700"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
</script></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((r) => server.close(() => r())) };
}
