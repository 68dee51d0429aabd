import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { servesLti } from '../../middleware/authenticate.ts';
import { isSafeObjectPath } from '../../storage/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /bundles/registry/<version>/<path>: the files of a trusted game's version as the platform took them in at
 * registration (bundle-files.ts), from the platform's own origin. Immutable per version and path (cached for a
 * year), readable by other origins (a foreign Module Federation host loads them too). Anything but scripts and
 * stylesheets carries a sandboxing CSP, so an SVG opened on its own runs nothing on this origin. Public: the same for
 * everybody, an LTI-launched lesson's games included (servesLti).
 */
export const bundleFileRoutes = new Hono<AppEnv>().get('/:version/:path{.+}', servesLti, async (c) => {
  const { version, path } = c.req.param();
  const file = UUID.test(version) && isSafeObjectPath(path) ? await c.var.deps.games.file(version, path) : null;
  if (!file) return c.text('Nicht gefunden', 404, { 'Cache-Control': 'no-store' });
  const code = /^(text\/javascript|text\/css)/.test(file.contentType);
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
  if (!code) headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return c.body(file.body, 200, headers);
});
