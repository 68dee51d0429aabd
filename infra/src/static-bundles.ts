import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
  '.topojson': 'application/json', '.wasm': 'application/wasm',
};

/** Entry files change on every deploy: always revalidate. Hashed chunks never change: cache forever. */
function cacheControl(file: string): string {
  const base = path.basename(file);
  if (base.endsWith('.html') || base === 'remoteEntry.js' || base === 'mf-manifest.json' || base === 'mf-stats.json') return 'no-cache';
  if (/[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|jpg|woff2?|gif|webp)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves files from a folder, read from disk on every request so a redeployed
 * bundle is live at once (independent deployment, no restart). Paths are
 * resolved inside the folder only.
 */
export function sendFile(c: Context, dir: string, relative: string, opts: { cors?: boolean } = {}): Response | null {
  const root = path.resolve(dir);
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decodeURIComponent(relative)));
  if (!file.startsWith(root + path.sep)) return null;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
    'Content-Length': String(stat.size),
  };
  // Bundles may be loaded by a shell on another origin (CDN setups).
  if (opts.cors) headers['Access-Control-Allow-Origin'] = '*';
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  return new Response(fs.readFileSync(file), { headers });
}

/** Mounts a folder at a URL prefix; an `index.html` answers the prefix itself. */
export function folderRoutes(prefix: string, dir: () => string, opts: { cors?: boolean; indexFallback?: boolean } = {}) {
  const app = new Hono();
  app.get('*', (c) => {
    let rel = c.req.path.slice(prefix.length) || '/';
    if (rel === '/' || rel === '') rel = '/index.html';
    const res = sendFile(c, dir(), rel, opts);
    if (res) return res;
    if (opts.indexFallback && !path.extname(rel)) return sendFile(c, dir(), '/index.html', opts) ?? c.notFound();
    return c.notFound();
  });
  return app;
}
