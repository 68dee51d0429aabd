/**
 * Benchmark: live-poll fan-out. Two API instances (child processes) on one embedded PostgreSQL,
 * N SSE subscribers (default 3000) split between them, held by this process. One vote is posted
 * to instance A; we measure, per subscriber, the time from sending the vote until its 'poll'
 * event arrived (the vote's request, transaction and NOTIFY included), over several rounds.
 * In the same run, a raw node:http SSE server (child process) fans one message out to the same
 * number of clients, timed from the publish request: the floor this machine can reach.
 * Target: p99 ≤ 50 ms for the API.
 *
 *   npm run bench:poll
 *   BENCH_POLL_SUBSCRIBERS=500 BENCH_POLL_ROUNDS=5 npm run bench:poll   (quick look)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret, RATE_LIMIT_AUTH_IP_PER_MIN: '100000', RATE_LIMIT_AUTH_ACCOUNT_PER_MIN: '100000' });
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

/**
 * A deliberately thin SSE client (no parsing beyond spotting the event name in the raw bytes),
 * so the subscribers' own work distorts the timing as little as possible.
 */
function subscribe(url: string, token: string | null, agent: http.Agent, onPoll: (at: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`subscribe: ${res.statusCode}`));
      let ready = false;
      res.on('data', (chunk: Buffer) => {
        if (!ready && chunk.includes('event: ready')) { ready = true; resolve(req); }
        if (chunk.includes('event: poll')) onPoll(performance.now());
      });
    });
    req.on('error', reject);
  });
}

async function connectAll(urls: string[], token: string | null, onPoll: (at: number) => void): Promise<http.ClientRequest[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const conns: http.ClientRequest[] = [];
  for (let i = 0; i < settings.BENCH_POLL_SUBSCRIBERS; i += 250) {
    const n = Math.min(250, settings.BENCH_POLL_SUBSCRIBERS - i);
    conns.push(...(await Promise.all(Array.from({ length: n }, (_, j) => subscribe(urls[(i + j) % urls.length]!, token, agent, onPoll)))));
  }
  return conns;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Fires `trigger` once per round and waits until every subscriber got the event; returns all latencies and per-round "everyone" times. */
async function rounds(count: number, trigger: (round: number) => Promise<void>, received: { n: number; last: number; t0: number; all: number[] }) {
  const everyone: number[] = [];
  for (let r = 0; r < count; r++) {
    received.n = 0;
    received.t0 = performance.now();
    await trigger(r);
    const deadline = Date.now() + 15_000;
    while (received.n < settings.BENCH_POLL_SUBSCRIBERS) {
      if (Date.now() > deadline) throw new Error(`round ${r}: only ${received.n} of ${settings.BENCH_POLL_SUBSCRIBERS} subscribers got the event`);
      await new Promise((res) => setTimeout(res, 2));
    }
    everyone.push(received.last - received.t0);
    await new Promise((res) => setTimeout(res, 150));
  }
  return everyone;
}

function summary(label: string, latencies: number[], everyone: number[]) {
  const s = [...latencies].sort((a, b) => a - b);
  const e = [...everyone].sort((a, b) => a - b);
  return { label, p50: percentile(s, 50), p99: percentile(s, 99), allMedian: percentile(e, 50), allMax: e.at(-1)! };
}

async function main() {
  const { startEmbeddedPostgres } = await import('../../infra/src/embedded-postgres.ts');
  const { createSql, migrate } = await import('../src/index.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-poll-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: 55000 + Math.floor(Math.random() * 1000) });
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
    const lesson = await api<{ id: string }>(a.url, 'POST', '/api/teacher/lessons', teacher, { name: 'Umfrage' });
    const poll = await api<{ block_id: string }>(a.url, 'POST', `/api/teacher/lessons/${lesson.id}/blocks`, teacher, { type: 'reaction', content: { prompt: 'Wie?', options: ['👍', '👎'] } });
    await api(a.url, 'POST', `/api/teacher/classes/${cls.id}/lessons`, teacher, { lesson_ids: [lesson.id] });
    await api(a.url, 'PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, teacher, { is_visible: true });

    const rec = { n: 0, last: 0, t0: 0, all: [] as number[] };
    const onPoll = (at: number) => { rec.n++; rec.last = at; rec.all.push(at - rec.t0); };
    const eventsPath = `/api/classes/${cls.id}/lessons/${lesson.id}/events`;
    console.log(`API: ${settings.BENCH_POLL_SUBSCRIBERS} subscribers on two instances, ${settings.BENCH_POLL_ROUNDS} votes …`);
    const apiConns = await connectAll([a.url + eventsPath, b.url + eventsPath], teacher, onPoll);
    const voteMs: number[] = [];
    const apiEveryone = await rounds(settings.BENCH_POLL_ROUNDS, async (r) => {
      const sent = performance.now();
      await api(a.url, 'PUT', `/api/blocks/${poll.block_id}/classes/${cls.id}/reactions`, student, { session_id: 'bench', reaction: r % 2 ? '👎' : '👍' });
      voteMs.push(performance.now() - sent);
    }, rec);
    const apiResult = summary('API, 2 instances (vote → event)', rec.all, apiEveryone);
    for (const c of apiConns) c.destroy();

    rec.all = [];
    const raw = await start(['raw']);
    children.push(raw.child);
    console.log(`raw node:http: ${settings.BENCH_POLL_SUBSCRIBERS} subscribers, ${settings.BENCH_POLL_ROUNDS} messages …`);
    const rawConns = await connectAll([raw.url + '/'], null, onPoll);
    const rawEveryone = await rounds(settings.BENCH_POLL_ROUNDS, async () => { await fetch(raw.url + '/publish', { method: 'POST' }); }, rec);
    const rawResult = summary('raw node:http (publish → event)', rec.all, rawEveryone);
    for (const c of rawConns) c.destroy();

    const ms = (v: number) => v.toFixed(1).padStart(6);
    console.log(`\n| fan-out to ${settings.BENCH_POLL_SUBSCRIBERS} SSE subscribers | p50 ms | p99 ms | all received, median ms | worst ms |`);
    console.log('|---|---|---|---|---|');
    for (const r of [apiResult, rawResult]) console.log(`| ${r.label} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.allMedian)} | ${ms(r.allMax)} |`);
    console.log(`\nThe vote request alone (answered after its commit): median ${percentile([...voteMs].sort((x, y) => x - y), 50).toFixed(1)} ms.`);
    console.log(`Target p99 ≤ 50 ms: ${apiResult.p99 <= 50 ? 'met' : 'NOT met'}  (${os.cpus().length} cores; subscribers in this process, servers in child processes)`);
  } finally {
    for (const c of children) { c.removeAllListeners('exit'); c.kill('SIGTERM'); }
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (role === 'api') await apiInstance(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else if (role === 'raw') rawInstance();
else await main();
