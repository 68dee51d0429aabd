import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@platform/embedded-pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The test runner's environment without anything that could point the platform
 * at a developer's real resources (database, object store, mail, secrets).
 */
function inheritedEnv(): NodeJS.ProcessEnv {
  const own = /^(DATABASE_URL|S3_|SMTP_|MAIL_|ADMIN_|JWT_SECRET|PUBLIC_URL|FEDERATION_MANIFEST|EMAIL_CONFIRMATION|DATA_DIR)/;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !own.test(key)));
}

/** Starts the platform like `npm start` (already built: SKIP_BUILD=1) on a throwaway data folder. */
export async function startPlatformProcess(
  extraEnv: Record<string, string> = {},
  opts: { dataDir?: string; keepData?: boolean; pgPort?: number } = {},
) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  const port = await freePort();
  const pgPort = opts.pgPort ?? await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'infra/bin/start.mjs')], {
    cwd: ROOT,
    env: {
      ...inheritedEnv(), LERNPLATTFORM_NO_DOTENV: '1', SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort),
      HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_IP_PER_MIN: '1000',
      // The tests' fake LMSs and game CDNs listen on loopback: the outbound client may call them (never the platform itself).
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1,localhost',
      // Every page load refreshes the session once; the XSS corpus loads a page per vector, far above a person's pace.
      RATE_LIMIT_REFRESH_PER_MIN: '1000', ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (!output.includes('läuft auf')) {
    if (child.exitCode !== null) throw new Error(`platform exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`platform did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url, port, pgPort, dataDir, child,
    output: () => output,
    async stop() {
      let code = child.exitCode;
      if (code === null) {
        const exited = new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
        child.kill('SIGTERM');
        code = await exited;
      }
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export default async function globalSetup() {
  const platform = await startPlatformProcess();
  process.env.E2E_BASE_URL = platform.url;
  return async () => {
    await platform.stop();
  };
}
