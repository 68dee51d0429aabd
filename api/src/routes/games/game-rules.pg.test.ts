import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { replayRound, type LoggedAction } from '@lernplattform/game-contract';
import { rulesModuleOf } from '../../../test/built-in-rules.ts';
import { classWorld } from '../../../test/class-world.ts';
import { gameManifest, startFakeBundleServer } from '../../../test/fake-game-bundle.ts';
import { playRound } from '../../../test/game-rounds.ts';
import { appendBlock } from '../../../test/lesson-blocks.ts';
import { signUpAdmin } from '../../../test/lti-admin.ts';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import type { GameContent } from '../../contract/index.ts';
import { toRoundResult } from '../../services/game-results/replay-verification.ts';

/**
 * Issue 34, parts 1-2: every game's rounds are replayed with the rules module of its own build, in the sandbox; the
 * API knows no game by name. An outside studio's game with a rules.js gets verified results like a built-in one, and
 * a built-in game redeployed with changed rules verifies its next rounds with them, with no change to the API.
 */

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
let cdn: Awaited<ReturnType<typeof startFakeBundleServer>>;
/** The built-in games' builds as this server reads them (a copy: one test redeploys EU-Flaggen). */
let builds: string;
beforeAll(async () => {
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-builds-'));
  fs.cpSync(inject('builtInRulesDir'), builds, { recursive: true });
  t = await createTestApp({}, { builtInBuildDir: (key) => path.join(builds, key) });
  cdn = await startFakeBundleServer();
});
afterAll(async () => {
  await cdn.close();
  await t.close();
  fs.rmSync(builds, { recursive: true, force: true });
});

const call = <M extends Method, P extends ApiPath>(method: M, p: P, who: User | null, body?: unknown) =>
  t.call(method, p, { token: who ? who.session.access_token : undefined, body });
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const admin = () => signUpAdmin(t);

/** A studio's rules.js as the SDK's build emits it: 'start', then 'hit' three times wins; 'tick' counts its clock. */
const STUDIO_RULES = `var lernplattformRules = (function () { return { createRules: function () { return {
  init: function (seed) { return { started: false, hits: 0, elapsed: 0, seed: seed }; },
  reducer: function (s, a) {
    if (a.type === 'start' && !s.started) return Object.assign({}, s, { started: true });
    if (a.type === 'hit' && s.started && s.hits < 3) return Object.assign({}, s, { hits: s.hits + 1 });
    if (a.type === 'tick' && s.started && s.hits < 3) return Object.assign({}, s, { elapsed: s.elapsed + 1 });
    return s;
  },
  isAction: function (v) { return !!v && typeof v === 'object' && ['start', 'hit', 'tick'].indexOf(v.type) >= 0; },
  started: function (s) { return s.started; },
  finished: function (s) { return s.hits >= 3; },
  result: function (s) { return { quizId: 'REGELSPIEL', Punkte: s.hits, Richtig: s.hits,
    result: { score: { raw: s.hits, min: 0, max: 3, scaled: s.hits / 3 }, success: s.hits >= 3, completion: true, duration: 'PT' + s.elapsed + 'S' } }; },
}; } }; })();`;

/** A real round of the studio's game in the browser: its log, and the result its own rules give. */
function studioRound(script: string) {
  const log: LoggedAction[] = [[1000, { type: 'start' }], [1500, { type: 'hit' }], [2000, { type: 'tick' }], [2500, { type: 'hit' }], [3000, { type: 'tick' }], [3200, { type: 'hit' }]];
  const outcome = replayRound(rulesModuleOf(script).createRules({ settings: {}, files: {}, content: null }), { seed: 42, log });
  if (!outcome.ok) throw new Error(outcome.reason);
  return { ...toRoundResult(outcome.message, outcome.finished), seed: 42, log };
}

const NEW_GAME = { title: 'Regelspiel', provider: 'Studio Alpen', result_keys: ['Punkte', 'Zeit', 'Richtig'] };

/** A lesson with a block of `gameId` in a class, and a pupil who plays it: rounds drawn and started by the server, dated back an hour. */
async function lessonOf(gameId: string, settings?: Record<string, unknown>) {
  const w = await classWorld(t);
  const block = await appendBlock(call, w.owner, w.visible.id, { type: 'game', content: { gameId, ...(settings ? { settings } : {}) } });
  expect(block.status, JSON.stringify(block.body)).toBe(201);
  const rounds = `/api/student/classes/${w.cls.id}/blocks/${block.body.block_id}/game-rounds` as const;
  const results = `/api/student/classes/${w.cls.id}/blocks/${block.body.block_id}/game-results` as const;
  const report = async (claim: Record<string, unknown> & { seed: number }) => {
    const drawn = await call('POST', rounds, w.enrolled);
    expect(drawn.status).toBe(201);
    const roundId = (drawn.body as { round_id: string }).round_id;
    expect((await call('POST', `${rounds}/${roundId}/start` as ApiPath, w.enrolled)).status).toBe(200);
    await t.sql`update game_rounds set started_at = now() - interval '1 hour', seed = ${claim.seed} where id = ${roundId}`;
    return call('POST', results, w.enrolled, { ...claim, roundId });
  };
  return { ...w, content: block.body.block.content as unknown as GameContent, report, rounds, results };
}

describe("every game's rules from its own build, in the sandbox", () => {
  it("an outside studio's game with a rules module: verified results, forged ones refused, its rules pinned at registration", async () => {
    const boss = await admin();
    const manifest = { ...gameManifest('game_regelspiel'), lernplattform: { contractVersion: 1, title: 'Regelspiel', rules: { file: 'rules.js', integrity: sri(STUDIO_RULES) } } };
    cdn.bundles.set('rules1', { manifest, entry: '/* regelspiel */', cors: true, files: { 'rules.js': STUDIO_RULES } });
    const added = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'regelspiel', quiz_id: 'REGELSPIEL', manifest_url: cdn.url('rules1'), label: '1.0.0' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // Its rules are in the platform's keeping, beside the entry.
    const version = added.body.versions[0]!.id;
    expect(await (await t.app.request(`/bundles/registry/${version}/rules.js`)).text()).toBe(STUDIO_RULES);

    const lesson = await lessonOf('regelspiel');
    const honest = studioRound(STUDIO_RULES);
    const stored = await lesson.report(honest);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toMatchObject({ verified: true, score: 3, max_score: 3, success: true, duration_seconds: 2 });

    // "12/12 in 00:01" from the pupil's own sign-in: refused, nothing stored.
    for (const forged of [{ ...honest, score: { raw: 12, max: 12 } }, { ...honest, durationSeconds: 1 }, { ...honest, log: honest.log.slice(0, 3) }]) {
      const res = await lesson.report(forged);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.error?.code).toBe('GAME_RESULT_MISMATCH');
    }

    // The studio's CDN changes rules.js after registration (any claim would pass): the taken-in rules still decide.
    const lenient = STUDIO_RULES.replace('return s.hits >= 3; }', 'return true; }').replace("success: s.hits >= 3", 'success: true');
    cdn.bundles.set('rules1', { manifest, entry: '/* regelspiel */', cors: true, files: { 'rules.js': lenient } });
    const cheat = { ...studioRound(lenient), log: honest.log.slice(0, 2) };
    expect((await lesson.report(cheat)).error?.code).toBe('GAME_RESULT_MISMATCH');
    const list = await call('GET', lesson.results, lesson.enrolled);
    expect(list.body).toMatchObject({ attempts: 5, best: { verified: true, score: 3 } });
  });

  it('a round is replayed with the rules of the version it was played on, and its result records that version', async () => {
    const boss = await admin();
    const withRules = (script: string) => ({ ...gameManifest('game_versioniert'), lernplattform: { contractVersion: 1, title: 'Versioniert', rules: { file: 'rules.js', integrity: sri(script) } } });
    // Version 2 counts double points: another rule, another result for the same log.
    const doubled = STUDIO_RULES.replace('Punkte: s.hits,', 'Punkte: s.hits * 2,');
    cdn.bundles.set('ver1', { manifest: withRules(STUDIO_RULES), entry: '/* v1 */', cors: true, files: { 'rules.js': STUDIO_RULES } });
    cdn.bundles.set('ver2', { manifest: withRules(doubled), entry: '/* v2 */', cors: true, files: { 'rules.js': doubled } });
    const added = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'versioniert', quiz_id: 'REGELSPIEL', manifest_url: cdn.url('ver1'), label: '1.0.0' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const v1 = added.body.versions[0]!.id;
    const second = await call('POST', '/api/admin/games/versioniert/versions', boss, { manifest_url: cdn.url('ver2'), label: '2.0.0' });
    const v2 = second.body.versions.find((v) => v.label === '2.0.0')!.id;

    const lesson = await lessonOf('versioniert');
    // A round drawn while 1.0.0 is active; 2.0.0 is activated while the pupil plays it.
    const drawn = await call('POST', lesson.rounds, lesson.enrolled);
    const roundId = (drawn.body as { round_id: string }).round_id;
    expect((await call('POST', `${lesson.rounds}/${roundId}/start` as ApiPath, lesson.enrolled)).status).toBe(200);
    await t.sql`update game_rounds set started_at = now() - interval '1 hour', seed = 42 where id = ${roundId}`;
    expect((await call('POST', `/api/admin/games/versioniert/versions/${v2}/activate`, boss)).status).toBe(200);
    const played = await call('POST', lesson.results, lesson.enrolled, { ...studioRound(STUDIO_RULES), roundId });
    expect(played.status, JSON.stringify(played.body)).toBe(201);
    expect(played.body).toMatchObject({ verified: true, values: { Punkte: 3 } });

    // A round drawn now plays 2.0.0: its rules decide.
    expect((await lesson.report(studioRound(STUDIO_RULES))).error?.code).toBe('GAME_RESULT_MISMATCH');
    const now = await lesson.report(studioRound(doubled));
    expect(now.body).toMatchObject({ verified: true, values: { Punkte: 6 } });
    const rows = await t.sql<{ game_version_id: string }[]>`select game_version_id from game_results where id in ${t.sql([(played.body as { id: string }).id, (now.body as { id: string }).id])} order by created_at`;
    expect(rows.map((r) => r.game_version_id)).toEqual([v1, v2]);
  });

  it('a rules.js that does not match its manifest is refused at registration; one that fails to load stores results unverified', async () => {
    const boss = await admin();
    const manifest = { ...gameManifest('game_falsch'), lernplattform: { contractVersion: 1, title: 'Falsch', rules: { file: 'rules.js', integrity: sri(STUDIO_RULES) } } };
    cdn.bundles.set('mismatch', { manifest, entry: '/* falsch */', cors: true, files: { 'rules.js': `${STUDIO_RULES} /* changed */` } });
    const refused = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'falsch', quiz_id: 'REGELSPIEL', manifest_url: cdn.url('mismatch'), label: '1.0.0' });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'GAME_BUNDLE_UNREACHABLE', message: expect.stringContaining('Spielregeln rules.js') });
    expect(await t.sql`select key from games where key = 'falsch'`).toHaveLength(0);

    const broken = 'this is no javascript {';
    const brokenManifest = { ...gameManifest('game_kaputt'), lernplattform: { contractVersion: 1, title: 'Kaputt', rules: { file: 'rules.js', integrity: sri(broken) } } };
    cdn.bundles.set('broken', { manifest: brokenManifest, entry: '/* kaputt */', cors: true, files: { 'rules.js': broken } });
    const added = await call('POST', '/api/admin/games', boss, { ...NEW_GAME, key: 'kaputt', quiz_id: 'REGELSPIEL', manifest_url: cdn.url('broken'), label: '1.0.0' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const lesson = await lessonOf('kaputt');
    const stored = await lesson.report(studioRound(STUDIO_RULES));
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toMatchObject({ verified: false, score: 3 });
  });

  it('a built-in game redeployed with changed rules verifies its next rounds with them; earlier results stay as they were', async () => {
    const lesson = await lessonOf('eu-flaggen', { target: 3 });
    const round = playRound(lesson.content, { stepMs: 1_000 });
    const claim = { ...round.result, seed: round.seed, log: round.log };
    const before = await lesson.report(claim);
    expect(before.body).toMatchObject({ verified: true, score: 3 });

    // The game's team ships a build whose rules count no points ('Punkte' 0): only the build folder changes.
    const rulesFile = path.join(builds, 'eu-flaggen', 'rules.js');
    const original = fs.readFileSync(rulesFile, 'utf8');
    fs.writeFileSync(rulesFile, `${original}
lernplattformRules = (function (m) { return { dataFiles: m.dataFiles, createRules: function (input) {
  var rules = m.createRules(input);
  return Object.assign({}, rules, { result: function (s) { var r = rules.result(s); r.Punkte = 0; return r; } });
} }; })(lernplattformRules);`);
    try {
      const old = await lesson.report(claim);
      expect(old.status, JSON.stringify(old.body)).toBe(422);
      expect(old.error?.code).toBe('GAME_RESULT_MISMATCH');
      const renewed = await lesson.report({ ...claim, values: { ...claim.values, Punkte: 0 } });
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
      expect(renewed.body).toMatchObject({ verified: true, values: { Punkte: 0 } });
    } finally {
      fs.writeFileSync(rulesFile, original);
    }
    // The earlier result is stored as it was verified then.
    const rows = await t.sql<{ result_values: Record<string, unknown>; verified: boolean }[]>`select result_values, verified from game_results where id = ${(before.body as { id: string }).id}`;
    expect(rows[0]).toMatchObject({ verified: true, result_values: { Punkte: 3 } });
  });
});
