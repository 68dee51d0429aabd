import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

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

/** Precompressed copies the build writes beside each asset (shell/ui/build-precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The best precompressed copy the client accepts (q > 0) and the build made, if any. */
export function pickPrecompressed(acceptEncoding: string | undefined, exists: (suffix: string) => boolean) {
  if (!acceptEncoding) return null;
  const accepted = parseAccept(acceptEncoding);
  const q = (encoding: string) =>
    accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? accepted.find((a) => a.type === '*')?.q ?? 0;
  const candidates = PRECOMPRESSED.filter((c) => q(c.encoding) > 0 && exists(c.suffix));
  candidates.sort((a, b) => q(b.encoding) - q(a.encoding));
  return candidates[0] ?? null;
}

/**
 * A page written per request (the shell's index.html with its boot data), compressed like the
 * build's files: brotli, else gzip, as the client accepts, with Content-Length and Vary. A few KB,
 * so compressing costs well under a millisecond.
 */
export function sendHtml(c: Context, html: string): Response {
  const plain = Buffer.from(html, 'utf8');
  const headers = new Headers(c.res.headers);
  headers.set('Content-Type', TYPES['.html']!);
  headers.set('Vary', 'Accept-Encoding');
  let body: Buffer = plain;
  const variant = pickPrecompressed(c.req.header('Accept-Encoding'), () => true);
  if (variant) {
    body = variant.encoding === 'br'
      ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
      : zlib.gzipSync(plain, { level: 6 });
    headers.set('Content-Encoding', variant.encoding);
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}

function statFile(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
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
  const stat = statFile(file);
  if (!stat) return null;
  const contentType = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': cacheControl(file) };
  let body = file;
  let size = stat.size;
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) {
    headers['Vary'] = 'Accept-Encoding';
    const variant = pickPrecompressed(c.req.header('Accept-Encoding'), (suffix) => statFile(file + suffix) !== null);
    if (variant) {
      body = file + variant.suffix;
      size = statFile(body)?.size ?? 0;
      headers['Content-Encoding'] = variant.encoding;
    }
  }
  headers['Content-Length'] = String(size);
  // Bundles may be loaded by a shell on another origin (CDN setups).
  if (opts.cors) headers['Access-Control-Allow-Origin'] = '*';
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  return new Response(fs.readFileSync(body), { headers });
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
