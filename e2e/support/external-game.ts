import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'external-game');

export interface ExternalGameVersion {
  /** What the game shows ('Version <label>'). */
  label: string;
  /** 'throw': the game throws while mounting. */
  mode?: 'ok' | 'throw';
  /** Its Module Federation name (one per game: a new version keeps it). */
  name?: string;
}

/**
 * Another team's game on its own origin (127.0.0.1:<port>; the platform is localhost:<port>):
 * per version an mf-manifest.json, a remoteEntry.js and a standalone page, with CORS. THE one
 * place the e2e tests get an external game from: swap the fixture (e.g. for the SDK starter built
 * from packed tarballs) here.
 */
export async function startExternalGame() {
  const template = fs.readFileSync(path.join(FIXTURE, 'remoteEntry.template.js'), 'utf8');
  const embed = fs.readFileSync(path.join(FIXTURE, 'embed.html'), 'utf8');
  const versions = new Map<string, { entry: string; name: string }>();
  const manifest = (version: string, name: string) => ({
    id: name, name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' }, publicPath: 'auto', buildInfo: { buildVersion: version } },
    shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0', version: '19.3.1' }],
    exposes: [{ name: 'Game', path: './Game' }],
  });
  const server = http.createServer((req, res) => {
    const [, version = '', file = ''] = (req.url ?? '').split('?')[0]!.split('/');
    const published = versions.get(version);
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!published) return void res.writeHead(404, cors).end('not found');
    if (file === 'mf-manifest.json') return void res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(manifest(version, published.name)));
    if (file === 'remoteEntry.js') return void res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end(published.entry);
    if (file === 'embed.html') return void res.writeHead(200, { ...cors, 'content-type': 'text/html; charset=utf-8' }).end(embed);
    res.writeHead(404, cors).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Serves a version at /<version>/ (the label is what the game shows). */
    publish(version: string, v: ExternalGameVersion) {
      versions.set(version, { entry: template.replaceAll('__LABEL__', v.label).replaceAll('__MODE__', v.mode ?? 'ok'), name: v.name ?? 'game_hauptstaedte' });
    },
    /** Changes a version's bytes after it was registered (its recorded hash no longer matches). */
    tamper(version: string) {
      const v = versions.get(version);
      if (v) v.entry = `${v.entry}\n// changed on the CDN after the check\n`;
    },
    manifestUrl: (version: string) => `${origin}/${version}/mf-manifest.json`,
    embedUrl: (version: string) => `${origin}/${version}/embed.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
