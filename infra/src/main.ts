import { loadEnv } from 'api';
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

main().catch((err) => {
  console.error('Start fehlgeschlagen:', err instanceof Error ? err.message : err);
  process.exit(1);
});
