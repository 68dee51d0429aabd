import { isDatabaseUnavailable, loadEnv } from 'api';
import { startPlatform } from './platform-server.ts';

/** `npm start` ends up here: parse env, start, print the URL, shut down cleanly on SIGINT/SIGTERM. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error(String((err as Error).message));
    process.exit(2);
  }
  const platform = await startPlatform(env, { federationManifestFile: env.FEDERATION_MANIFEST });
  guardAgainstDatabaseFaults(platform.log);
  console.log(`\n  Lernplattform läuft auf ${platform.url}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.log.info('shutting down', { signal });
    const force = setTimeout(() => {
      platform.log.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    force.unref();
    await platform.close();
    platform.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));

  // Under `npm start`, a SIGTERM to npm kills npm without forwarding it: notice the
  // parent going away and shut down in order instead of leaving PostgreSQL behind.
  if (env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop('parent exited');
    }, 500).unref();
  }
}

/**
 * A database outage must never end the process. Requests already turn connection errors into
 * 503 DATABASE_UNAVAILABLE; this catches what escapes them: a rejection nobody awaited, or an
 * exception thrown from inside the database client (postgres.js writing to a socket that just
 * closed, patched in patches/postgres+3.4.9.patch: this is the fallback should the patch be
 * missing). Those are logged and the process carries on; the pool reconnects by itself. Any
 * other uncaught error still ends the process, as Node does by default.
 */
function guardAgainstDatabaseFaults(log: { warn(m: string, f?: object): void; error(m: string, f?: object): void }) {
  const fromDatabaseClient = (err: unknown) =>
    isDatabaseUnavailable(err) || (err instanceof Error && /[\\/]node_modules[\\/]postgres[\\/]/.test(err.stack ?? ''));
  process.on('unhandledRejection', (reason) => {
    if (fromDatabaseClient(reason)) {
      log.warn('database connection error outside a request (ignored; the pool reconnects)', { error: String((reason as Error)?.message ?? reason) });
      return;
    }
    throw reason;
  });
  process.on('uncaughtException', (err) => {
    if (fromDatabaseClient(err)) {
      log.error('database client error outside a request (ignored; the pool reconnects)', { error: String(err?.stack ?? err) });
      return;
    }
    log.error('uncaught exception', { error: String(err?.stack ?? err) });
    process.exit(1);
  });
}

main().catch((err) => {
  console.error('Start fehlgeschlagen:', err instanceof Error ? err.message : err);
  process.exit(1);
});
