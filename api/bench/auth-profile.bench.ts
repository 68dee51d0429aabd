/**
 * Benchmark: an authenticated request that validates the session and reads the
 * caller's profile (GET /api/profiles/me), against a raw node:http hello-world
 * server, in the same run. Load comes from a second process on 127.0.0.1.
 * Figures are reported as ratios: absolute numbers drift between machines and runs.
 *
 *   npm run bench                  (60 s per case)
 *   BENCH_SECONDS=10 npm run bench (quick look)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { freePort, startEmbeddedPostgres } from '@platform/embedded-pg';
import { createApiApp, createApiDeps, createLogger, createSql, loadEnv, migrate } from '../src/index.ts';
import { benchEnv } from './env.ts';
import { inFlightGate } from '../src/middleware/db-concurrency.ts';

const SECONDS = benchEnv.BENCH_SECONDS;
const CONNECTIONS = benchEnv.BENCH_CONNECTIONS;
const here = path.dirname(fileURLToPath(import.meta.url));

interface LoadResult { requests: number; p50: number; p99: number; non2xx: number; errors: number; total: number }

function load(url: string, token?: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'load.ts'), [url, String(SECONDS), String(CONNECTIONS), token ?? ''], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  try {
    const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const sql = createSql(pg.url, { max: env.DB_POOL_MAX });
    await migrate(sql);
    // Case 1: raw node:http hello world.
    const raw = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"hello":"world"}');
    });
    const rawPort = await listen(raw);
    console.log(`raw node:http … ${SECONDS}s, ${CONNECTIONS} connections`);
    const rawResult = await load(`http://127.0.0.1:${rawPort}/`);
    raw.close();

    // Case 2 and 3: the API, authenticated profile read, with the default in-flight bound and without it.
    const deps = createApiDeps(env, pg.url, { sql, log: createLogger('silent') });
    const runApi = async (label: string, maxInFlight: number | null) => {
      const app = createApiApp({ ...deps, maxInFlight, inFlight: inFlightGate(maxInFlight) });
      const api = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
      await new Promise((r) => api.once('listening', r));
      const apiPort = (api.address() as AddressInfo).port;
      const email = `bench-${label.replace(/\W/g, '')}@schule.ch`;
      const signup = await fetch(`http://127.0.0.1:${apiPort}/api/auth/signup`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'geheim123', data: { role: 'teacher', first_name: 'Bea', last_name: 'Bench' } }),
      }).then((r) => r.json() as Promise<{ session: { access_token: string } }>);
      console.log(`${label} … ${SECONDS}s, ${CONNECTIONS} connections`);
      const result = await load(`http://127.0.0.1:${apiPort}/api/profiles/me`, signup.session.access_token);
      await new Promise((r) => api.close(r));
      return result;
    };
    const apiResult = await runApi(`API (in-flight bound ${deps.maxInFlight})`, deps.maxInFlight);
    const unboundedResult = await runApi('API (unbounded)', null);
    await sql.end();

    const row = (name: string, r: LoadResult) =>
      `| ${name.padEnd(34)} | ${Math.round(r.requests).toString().padStart(7)} | ${String(r.p50).padStart(4)} | ${String(r.p99).padStart(4)} | ${String(r.non2xx + r.errors).padStart(6)} |`;
    console.log(`\n| case                               |   req/s |  p50 |  p99 | errors |`);
    console.log(`|------------------------------------|---------|------|------|--------|`);
    console.log(row('raw node:http hello', rawResult));
    console.log(row('API: session + profile (bounded)', apiResult));
    console.log(row('API: same, unbounded', unboundedResult));
    const pct = (r: LoadResult) => ((r.requests / rawResult.requests) * 100).toFixed(1);
    console.log(`\nAPI / raw throughput: ${pct(apiResult)} % (bounded), ${pct(unboundedResult)} % (unbounded)` +
      `  ·  p99 vs raw: ${(apiResult.p99 / Math.max(rawResult.p99, 1)).toFixed(1)}× / ${(unboundedResult.p99 / Math.max(rawResult.p99, 1)).toFixed(1)}×` +
      `  (${os.cpus().length} cores, pool ${env.DB_POOL_MAX})`);
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
