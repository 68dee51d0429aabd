/**
 * Benchmark: live-poll fan-out. Two API instances (child processes) on one embedded PostgreSQL,
 * N SSE subscribers (default 3000) split between them, held by two client processes (thin raw-socket
 * clients; real subscribers are browsers on machines of their own). One vote is posted
 * to instance A; we measure, per subscriber, the time from sending the vote until its 'poll'
 * event arrived (the vote's request, transaction and NOTIFY included), over several rounds.
 * In the same run, a raw node:http SSE server (child process) fans one message out to the same
 * number of clients, timed from the publish request, as a reference (it writes with res.write;
 * the API writes pre-framed bytes to the socket, see api/src/realtime/sse-response.ts).
 * Target: p99 ≤ 50 ms for the API.
 *
 *   npm run bench:poll
 *   BENCH_POLL_SUBSCRIBERS=500 BENCH_POLL_ROUNDS=5 npm run bench:poll   (quick look)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv } from './env.ts';

const settings = benchEnv;
const here = fileURLToPath(import.meta.url);
const role = process.argv[2];

// ── Child: one API instance ─────────────────────────────────────────────────────
async function apiInstance(databaseUrl: string, dataDir: string, jwtSecret: string) {
  const { serve } = await import('@hono/node-server');
  const { createApiApp, createApiDeps, createLogger, loadEnv } = await import('../src/index.ts');
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret, RATE_LIMIT_AUTH_IP_PER_MIN: '100000', RATE_LIMIT_SIGNIN_FAILURES_PER_MIN: '100000' });
  const deps = createApiDeps(env, databaseUrl, { log: createLogger('silent') });
  const server = serve({ fetch: createApiApp(deps).fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  server.once('listening', () => process.send!({ port: (server.address() as AddressInfo).port }));
}

// ── Child: raw node:http SSE fan-out (the reference) ─────────────────────────────
function rawInstance() {
  const clients = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') {
      const message = Buffer.from(`event: poll\ndata: ${JSON.stringify({ kind: 'votes', results: { total: 1, counts: [] } })}\n\n`);
      for (const c of clients) c.write(message);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('event: ready\ndata: {}\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
}

// ── Parent: orchestration and the subscribers ────────────────────────────────────
function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(here, args, { execArgv: ['--import', 'tsx'] });
    child.once('message', (m) => resolve({ child, url: `http://127.0.0.1:${(m as { port: number }).port}` }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

async function api<T>(base: string, method: string, p: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(base + p, {
    method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A monotonic clock all processes of the benchmark share (CLOCK_MONOTONIC), in ms. */
const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * A deliberately thin SSE client: a plain TCP socket that writes the GET request itself and
 * only looks for the event names in the raw bytes (no HTTP parser, no chunked decoding), so the
 * subscribers' own work, which shares the CPU with the servers, distorts the timing as little
 * as possible. Every subscriber has its own connection, as a browser's EventSource would.
 */
function subscribe(url: string, token: string | null, onPoll: () => void): Promise<net.Socket> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    let ready = false;
    const socket = net.connect({
      port: Number(port),
      host: hostname,
      noDelay: true,
      // Reads land in one reused buffer, past Node's stream machinery (no Buffer per read, no 'data' event).
      onread: {
        buffer: readBuffer,
        callback: (n: number, buf: Uint8Array) => {
          const chunk = Buffer.from(buf.buffer, buf.byteOffset, n);
          if (!ready) {
            if (!chunk.subarray(0, 12).equals(Buffer.from('HTTP/1.1 200'))) reject(new Error(`subscribe: ${chunk.subarray(0, 40).toString()}`));
            else if (chunk.includes('event: ready')) { ready = true; resolve(socket); }
          }
          if (chunk.includes('event: poll')) onPoll();
          return true;
        },
      },
    }, () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n`);
    });
    socket.on('error', reject);
  });
}
const readBuffer = Buffer.alloc(16 * 1024);

// ── Child: a share of the subscribers ───────────────────────────────────────────
// Real subscribers are browsers on their own machines; here they share two cores with the servers.
// Holding them in more than one process lets their reading run in parallel once the servers are done.
type ToClients = { connect: { urls: string[]; token: string | null; count: number } } | { arm: true } | { close: true };
type FromClients = { connected: number } | { armed: true } | { arrivals: number[] } | { closed: true } | { error: string };

function clientsProcess() {
  let sockets: net.Socket[] = [];
  let arrivals: number[] = [];
  const onPoll = () => {
    arrivals.push(now());
    if (arrivals.length === sockets.length) process.send!({ arrivals } satisfies FromClients);
  };
  process.on('message', (m: ToClients) => {
    if ('connect' in m) {
      void (async () => {
        const { urls, token, count } = m.connect;
        for (let i = 0; i < count; i += 250) {
          const n = Math.min(250, count - i);
          sockets.push(...(await Promise.all(Array.from({ length: n }, (_, j) => subscribe(urls[(i + j) % urls.length]!, token, onPoll)))));
        }
        process.send!({ connected: sockets.length } satisfies FromClients);
      })().catch((err: unknown) => process.send!({ error: String(err) } satisfies FromClients));
    } else if ('arm' in m) {
      arrivals = [];
      process.send!({ armed: true } satisfies FromClients);
    } else {
      for (const socket of sockets) socket.destroy();
      sockets = [];
      process.send!({ closed: true } satisfies FromClients);
    }
  });
}

/** The next message of a clients process (rejects on its error report, or after 15 s). */
function reply(child: ChildProcess): Promise<FromClients> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a subscriber process did not answer within 15 s')), 15_000);
    child.once('message', (m: FromClients) => {
      clearTimeout(timer);
      if ('error' in m) reject(new Error(m.error));
      else resolve(m);
    });
  });
}

/** Asks every clients process and waits for all their answers. */
function askAll(pool: ChildProcess[], message: ToClients | ((i: number) => ToClients)): Promise<FromClients[]> {
  return Promise.all(pool.map((child, i) => {
    const answer = reply(child);
    child.send(typeof message === 'function' ? message(i) : message);
    return answer;
  }));
}

/** Connects the subscribers, split evenly between the processes (each process over all `urls` in turn). */
async function connectAll(pool: ChildProcess[], urls: string[], token: string | null) {
  const total = settings.BENCH_POLL_SUBSCRIBERS;
  const share = (i: number) => Math.floor(total / pool.length) + (i < total % pool.length ? 1 : 0);
  await askAll(pool, (i) => ({ connect: { urls, token, count: share(i) } }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Fires `trigger` once per round and waits until every subscriber got the event; returns all latencies and the per-round "everyone" times. */
async function rounds(pool: ChildProcess[], count: number, trigger: (round: number) => Promise<void>) {
  const latencies: number[] = [];
  const everyone: number[] = [];
  for (let r = 0; r < count; r++) {
    await askAll(pool, { arm: true });
    const arrived = Promise.all(pool.map(reply));
    const t0 = now();
    await trigger(r);
    const times = (await arrived).flatMap((m) => ('arrivals' in m ? m.arrivals : [])).map((t) => t - t0);
    if (times.length !== settings.BENCH_POLL_SUBSCRIBERS) throw new Error(`round ${r}: ${times.length} of ${settings.BENCH_POLL_SUBSCRIBERS} subscribers got the event`);
    latencies.push(...times);
    everyone.push(Math.max(...times));
    await new Promise((res) => setTimeout(res, 150));
  }
  return { latencies, everyone };
}

function summary(label: string, latencies: number[], everyone: number[]) {
  const s = [...latencies].sort((a, b) => a - b);
  const e = [...everyone].sort((a, b) => a - b);
  return { label, p50: percentile(s, 50), p99: percentile(s, 99), allMedian: percentile(e, 50), allMax: e.at(-1)! };
}

async function main() {
  const { freePort, startEmbeddedPostgres } = await import('@platform/embedded-pg');
  const { createSql, migrate } = await import('../src/index.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-poll-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
  const children: ChildProcess[] = [];
  try {
    const sql = createSql(pg.url, { max: 2 });
    await migrate(sql);
    await sql.end();
    const secret = randomBytes(32).toString('hex');
    const a = await start(['api', pg.url, dataDir, secret]);
    const b = await start(['api', pg.url, dataDir, secret]);
    children.push(a.child, b.child);

    // One class with a visible lesson holding a poll; a student votes, the teacher's sessions subscribe.
    const signUp = (r: 'teacher' | 'student') => api<{ session: { access_token: string } }>(a.url, 'POST', '/api/auth/signup', null, {
      email: `${r}-${randomBytes(4).toString('hex')}@schule.ch`, password: 'geheim123', data: { role: r, first_name: 'Bea', last_name: 'Bench' },
    }).then((s) => s.session.access_token);
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const cls = await api<{ id: string; invitation_code: string }>(a.url, 'POST', '/api/teacher/classes', teacher, { name: 'Bench' });
    await api(a.url, 'POST', '/api/student/classes/join', student, { code: cls.invitation_code });
    const lesson = await api<{ id: string; blocks: { block_id: string }[] }>(a.url, 'POST', '/api/teacher/lessons', teacher, {
      name: 'Umfrage', blocks: [{ type: 'reaction', content: { prompt: 'Wie?', options: ['👍', '👎'] } }],
    });
    const poll = lesson.blocks[0]!;
    await api(a.url, 'POST', `/api/teacher/classes/${cls.id}/lessons`, teacher, { lesson_ids: [lesson.id] });
    await api(a.url, 'PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, teacher, { is_visible: true });

    const pool = Array.from({ length: settings.BENCH_POLL_CLIENT_PROCESSES }, () => fork(here, ['clients'], { execArgv: ['--import', 'tsx'] }));
    children.push(...pool);
    const eventsPath = `/api/classes/${cls.id}/lessons/${lesson.id}/events`;
    console.log(`API: ${settings.BENCH_POLL_SUBSCRIBERS} subscribers (in ${pool.length} processes) on two instances, ${settings.BENCH_POLL_ROUNDS} votes …`);
    await connectAll(pool, [a.url + eventsPath, b.url + eventsPath], teacher);
    const voteMs: number[] = [];
    const apiRun = await rounds(pool, settings.BENCH_POLL_ROUNDS, async (r) => {
      const sent = performance.now();
      await api(a.url, 'PUT', `/api/blocks/${poll.block_id}/classes/${cls.id}/reactions`, student, { session_id: 'bench', reaction: r % 2 ? '👎' : '👍' });
      voteMs.push(performance.now() - sent);
    });
    const apiResult = summary('API, 2 instances (vote → event)', apiRun.latencies, apiRun.everyone);
    await askAll(pool, { close: true });

    const raw = await start(['raw']);
    children.push(raw.child);
    console.log(`raw node:http: ${settings.BENCH_POLL_SUBSCRIBERS} subscribers, ${settings.BENCH_POLL_ROUNDS} messages …`);
    await connectAll(pool, [raw.url + '/'], null);
    const rawRun = await rounds(pool, settings.BENCH_POLL_ROUNDS, async () => { await fetch(raw.url + '/publish', { method: 'POST' }); });
    const rawResult = summary('raw node:http (publish → event)', rawRun.latencies, rawRun.everyone);
    await askAll(pool, { close: true });

    const ms = (v: number) => v.toFixed(1).padStart(6);
    console.log(`\n| fan-out to ${settings.BENCH_POLL_SUBSCRIBERS} SSE subscribers | p50 ms | p99 ms | all received, median ms | worst ms |`);
    console.log('|---|---|---|---|---|');
    for (const r of [apiResult, rawResult]) console.log(`| ${r.label} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.allMedian)} | ${ms(r.allMax)} |`);
    console.log(`\nThe vote request alone (answered after its commit): median ${percentile([...voteMs].sort((x, y) => x - y), 50).toFixed(1)} ms.`);
    console.log(`Target p99 ≤ 50 ms: ${apiResult.p99 <= 50 ? 'met' : 'NOT met'}  (${os.cpus().length} cores; servers and subscribers in separate processes)`);
  } finally {
    for (const c of children) { c.removeAllListeners('exit'); c.kill('SIGTERM'); }
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (role === 'api') await apiInstance(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else if (role === 'raw') rawInstance();
else if (role === 'clients') clientsProcess();
else await main();
