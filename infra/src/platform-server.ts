import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import {
  apiNotFound, createApiApp, createApiDeps, createLogger, createSql, ensureAdminAccount, migrate, requestLog, securityHeaders, startHttpServer,
  sweepAll, SWEEP_INTERVAL_MS, sweepSpool, uploadSpoolDir, type Env, type Logger, type Sql,
} from 'api';
import { chooseEmbeddedPgPort, startEmbeddedPostgres, type EmbeddedPostgresHandle, type SupervisionEvent } from '@platform/embedded-pg';
import { AREAS, HOST_RUNTIME_FOLDER, ROOT, buildManifest, discoverGames, manifestOrigins, registryManifest } from './platform-config.ts';
import { folderRoutes, sendFile } from './static-bundles.ts';
import { areaOfPath, areaPreloadTags, gamePreloadTags } from './remote-preload.ts';
import { createShellPage } from './shell-page.ts';
import { resolveGameKey } from 'api/client';
import fs from 'node:fs';

export interface RunningPlatform {
  url: string;
  port: number;
  sql: Sql;
  log: Logger;
  /** Ordered shutdown: stop accepting, let open requests finish, close the pool, stop PostgreSQL. */
  close(): Promise<void>;
}

/**
 * The whole platform in one Node process: the API under /api, the shell at /,
 * the area remotes under /remotes/<area>/, game bundles under /bundles/games/<key>/
 * and the embeddable game pages under /embed/<key>/.
 */
export async function startPlatform(env: Env, opts: { federationManifestFile?: string } = {}): Promise<RunningPlatform> {
  const log = createLogger(env.LOG_LEVEL);
  let embedded: EmbeddedPostgresHandle | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const port = await chooseEmbeddedPgPort({
      configured: env.EMBEDDED_PG_PORT,
      onFallback: (taken, chosen) => log.warn(`Port ${taken} ist belegt (eine andere Instanz?): Embedded PostgreSQL verwendet Port ${chosen}`, { taken, chosen }),
    });
    log.info('starting embedded PostgreSQL', { dataDir: env.DATA_DIR, port });
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port, log: (m) => log.debug(m), supervise: (e) => logSupervision(log, e) });
    const admin = createSql(embedded.url, { max: 1 });
    const [exists] = await admin`select 1 as x from pg_database where datname = 'lernplattform'`;
    if (!exists) await admin.unsafe('create database lernplattform');
    await admin.end();
    databaseUrl = embedded.urlFor('lernplattform');
  }

  const sql = createSql(databaseUrl, { max: env.DB_POOL_MAX });
  try {
    await migrate(sql, (m) => log.info(m));
    if (env.ADMIN_EMAIL) {
      const outcome = await ensureAdminAccount(sql, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
      log.info('admin account', { email: env.ADMIN_EMAIL, outcome });
    }
  } catch (err) {
    await sql.end();
    await embedded?.stop();
    throw err;
  }

  const games = discoverGames();
  // The areas' entries (and, with FEDERATION_MANIFEST, CDN addresses of built-in games); the games themselves come from the registry.
  // SCORM packages zip a game's standalone build: the folder it is served from under /embed/<key>/.
  const standaloneDir = (key: string) => path.join(ROOT, 'games', games.find((g) => g.key === key)?.folder ?? key, 'dist', 'standalone');
  const deps = createApiDeps(env, databaseUrl, { sql, log, standaloneDir });
  const manifest = buildManifest(games, opts.federationManifestFile);
  const app = new Hono();
  app.use('*', requestLog(log));
  app.use('*', securityHeaders({
    bundleOrigins: manifestOrigins(manifest), embeddablePathPrefixes: ['/embed/', '/lti/'], dynamicOrigins: () => deps.games.origins(),
    // A lesson opened from an LMS link shows inside the LMS's page: only registered LMSs may frame it.
    lmsFramed: { pathPrefixes: ['/lessons/'], origins: () => deps.lti.service.frameAncestors() },
  }));
  // API JSON and the manifest are compressed on the fly (gzip, above 1 KB); bundles come
  // precompressed from the build (static-bundles.ts) and pass through untouched.
  app.use('*', compress());
  // c.json() sets no Content-Length, so compress() would also wrap tiny answers; measuring the
  // (already in-memory) JSON lets its 1 KB threshold apply.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Length') && c.res.headers.get('Content-Type')?.startsWith('application/json')) {
      const body = await c.res.arrayBuffer();
      const headers = new Headers(c.res.headers);
      headers.set('Content-Length', String(body.byteLength));
      c.res = new Response(body, { status: c.res.status, headers });
    }
  });

  /** The manifest as served now: the registry's games, a built-in game with its host-runtime build where one is built. */
  const hasHostRuntimeBuild = (key: string) => {
    const game = games.find((g) => g.key === key);
    return game ? fs.existsSync(path.join(ROOT, 'games', game.folder, 'dist', 'federated', HOST_RUNTIME_FOLDER, 'remoteEntry.js')) : false;
  };
  const currentManifest = async () => registryManifest(manifest, await deps.games.manifestGames(), hasHostRuntimeBuild);
  app.get('/federation-manifest.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    // Third-party pages (an LMS, another team's host) discover where the game bundles live.
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(await currentManifest());
  });
  app.route('/', createApiApp(deps));
  // Unknown API paths (any method) answer like every API error; a mounted app's own notFound is not reached.
  app.all('/api/*', apiNotFound);
  for (const area of AREAS) {
    app.route(`/remotes/${area}`, folderRoutes(`/remotes/${area}`, () => path.join(ROOT, 'remotes', area, 'dist'), { cors: true }));
  }
  for (const g of games) {
    app.route(`/bundles/games/${g.key}`, folderRoutes(`/bundles/games/${g.key}`, () => path.join(ROOT, 'games', g.folder, 'dist', 'federated'), { cors: true }));
    app.get(`/embed/${g.key}`, (c) => c.redirect(`/embed/${g.key}/${new URL(c.req.url).search}`, 301));
    app.route(`/embed/${g.key}`, folderRoutes(`/embed/${g.key}`, () => path.join(ROOT, 'games', g.folder, 'dist', 'standalone')));
  }
  // The shell: its files, else index.html for client-side routes.
  const shellDist = path.join(ROOT, 'shell', 'dist');
  /** The mf-manifest.json beside an entry this server serves (built-in games, the areas), else null. */
  const readBuildManifest = (entry: string): unknown => {
    if (!entry.startsWith('/')) return null;
    const entryPath = new URL(entry, 'http://x').pathname;
    const game = games.find((g) => entryPath.startsWith(`/bundles/games/${g.key}/`));
    const area = AREAS.find((a) => entryPath === `/remotes/${a}/remoteEntry.js`);
    const file = game
      ? path.join(ROOT, 'games', game.folder, 'dist', 'federated', path.posix.dirname(entryPath.slice(`/bundles/games/${game.key}`.length)), 'mf-manifest.json')
      : area ? path.join(ROOT, 'remotes', area, 'dist', 'mf-manifest.json') : null;
    if (!file) return null;
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const shellPage = createShellPage({ shellDist, currentManifest, dataLocation: () => deps.legal.dataLocation(), log });
  // A game page: the game's entry and chunks preloaded beside the shell's scripts (remote-preload.ts).
  app.get('/games/:key{[^/]+}', (c) => shellPage(c, (current) => {
    const key = resolveGameKey(current, c.req.param('key'));
    return key ? gamePreloadTags(current.games[key], readBuildManifest) : '';
  }, 'wide'));
  // A teacher's own game: the same wide page (its template's code loads once the game is known).
  app.get('/games/custom/:id{[^/]+}', (c) => shellPage(c, undefined, 'wide'));
  app.get('/custom-game/:id{[^/]+}', (c) => shellPage(c, undefined, 'wide'));
  app.get('*', (c) => {
    const file = c.req.path === '/' ? null : sendFile(c, shellDist, c.req.path);
    if (file) return file;
    if (path.extname(c.req.path) && !c.req.path.endsWith('.html')) return c.text('Not found', 404);
    // A signed-in page: its area's code downloads with the shell's (remote-preload.ts).
    return shellPage(c, (current) => areaPreloadTags(areaOfPath(c.req.path), current, readBuildManifest));
  });

  // Temp files of uploads a crash or kill left behind: removed now and every few minutes.
  const spoolDir = uploadSpoolDir(env.DATA_DIR);
  const sweepTemp = () => sweepSpool(spoolDir).then(
    (n) => { if (n) log.info('removed stale upload temp files', { count: n }); },
    (err: unknown) => log.warn('sweeping upload temp files failed', { error: String(err) }),
  );
  await sweepTemp();
  const tempSweeper = setInterval(() => void sweepTemp(), 5 * 60 * 1000);
  tempSweeper.unref();

  const http = await startHttpServer(app.fetch, { port: env.PORT, hostname: env.HOST });
  const port = http.port;
  const url = `http://${env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${port}`;

  // Housekeeping (unused pictures, failed file removals, ended rate-limit windows), now and every 10 min.
  const sweep = () => sweepAll(sql, deps.storage.driver, log);
  void sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  // LTI scores waiting in the outbox (LMS down at the time): delivered now and then, retried with backoff.
  deps.lti.sender.start();
  // Trusted games registered before their builds were taken in: taken in now, so their chunks stop loading from the studio.
  void deps.games.takeInEarlierVersions().then((n) => { if (n > 0) log.info('game versions taken into the platform\'s keeping', { count: n }); });

  let closing: Promise<void> | null = null;
  return {
    url, port, sql, log,
    close() {
      closing ??= (async () => {
        clearInterval(sweeper);
        clearInterval(tempSweeper);
        await deps.lti.sender.stop();
        // Live-poll streams never finish on their own: end them so the open requests can drain.
        await deps.realtime.close();
        // New connections are refused; every request received is answered (with Connection: close),
        // then the connections end. The pool stays open until then: those requests need it.
        await http.close();
        await sql.end({ timeout: 5 });
        await embedded?.stop();
      })();
      return closing;
    },
  };
}

/** What an operator sees in the log while the supervisor brings the embedded PostgreSQL back. */
function logSupervision(log: Logger, e: SupervisionEvent) {
  if (e.kind === 'exited') {
    log.error('embedded PostgreSQL exited unexpectedly; restarting it (requests answer 503 DATABASE_UNAVAILABLE meanwhile)', { code: e.code, signal: e.signal });
  } else if (e.kind === 'restart-failed') {
    log.warn('embedded PostgreSQL did not start yet; retrying', { attempt: e.attempt, retryInMs: e.retryInMs });
  } else {
    log.info('embedded PostgreSQL restarted; the API serves again', { attempt: e.attempt, downMs: e.downMs });
  }
}
