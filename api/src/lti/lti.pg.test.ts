import { serve, type ServerType } from '@hono/node-server';
import { createRemoteJWKSet, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@platform/embedded-pg';
import { createTestApp, unrouted, type ApiPath, type Method } from '../../test/test-app.ts';
import { startFakePlatform, type FakePlatform } from '../../test/fake-lti-platform.ts';
import { enqueueScore } from './ags-outbox.ts';
import { launchGameContent, ltiGame } from './lti-games.ts';
import { customGameContent, playRound } from '../../test/game-rounds.ts';
import { insertCustomGame } from '../db/queries/custom-games.ts';
import { undeclaredKeys } from '../../test/undeclared-keys.ts';
import { LtiPlatformListSchema, type GameContent } from '../contract/index.ts';
import { registrationLink } from '../../test/lti-admin.ts';


const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';
const LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
const C = 'https://purl.imsglobal.org/spec/lti/claim/';
const GERMAN_ERROR = 'Der Start aus dem Lernmanagementsystem ist fehlgeschlagen';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let tool = '';
let lms: FakePlatform;
let clientId = '';

beforeAll(async () => {
  const port = await freePort();
  tool = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: tool });
  await new Promise<void>((resolve) => { server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve()); });
  lms = await startFakePlatform();
});
afterAll(async () => {
  await lms?.close();
  await new Promise((r) => server?.close(r));
  await t?.close();
});

/** The fake platform's form (auto-posted in a browser): its action and fields. */
function parseForm(html: string) {
  const action = html.match(/action="([^"]+)"/)?.[1];
  const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
  return { action: action?.replace(/&amp;/g, '&'), fields };
}

let hints = 0;
/** Login initiation → the platform's auth endpoint → its form (not yet posted to the tool). */
async function loginAt(sub: string, claims: Record<string, unknown>, opts: { method?: 'GET' | 'POST' } = {}) {
  const hint = `msg-${++hints}`;
  lms.state.messages.set(hint, { sub, claims });
  const params = { iss: lms.issuer, login_hint: sub, target_link_uri: `${tool}/lti/launch`, lti_message_hint: hint, client_id: clientId, lti_deployment_id: lms.deploymentId };
  const res = opts.method === 'POST'
    ? await fetch(`${tool}/lti/login`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(params) })
    : await fetch(`${tool}/lti/login?${new URLSearchParams(params)}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  keepCookies(res);
  const auth = await fetch(res.headers.get('location')!);
  expect(auth.status, await auth.clone().text()).toBe(200);
  const form = parseForm(await auth.text());
  expect(form.action).toBe(`${tool}/lti/launch`);
  const nonce = lms.state.authRequests.at(-1)!['nonce']!;
  return { ...form, nonce, hint };
}

/** This "browser"'s cookies for the tool (the login's binding cookies), sent with every form post. */
const jar = new Map<string, string>();
function keepCookies(res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [name, value] = pair!.split('=');
    if (name && value !== undefined) jar.set(name, value);
  }
}

function postForm(url: string, fields: Record<string, string>) {
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
}

const resourceClaims = (game = 'eu-flaggen', extra: Record<string, unknown> = {}) => ({
  [`${C}message_type`]: 'LtiResourceLinkRequest',
  [`${C}target_link_uri`]: `${tool}/lti/launch`,
  [`${C}resource_link`]: { id: 'rl-1', title: 'EU-Flaggen' },
  [`${C}roles`]: [LEARNER],
  [`${C}custom`]: { game },
  'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
    scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score', 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
    lineitem: `${lms.base}/lineitems/li-1`,
  },
  given_name: 'Lea', family_name: 'Keller', name: 'Lea Keller',
  ...extra,
});

/** The seed a play page's game plays: the server's, in the framed /embed/ page's URL (`?seed=`). */
function embedSeed(html: string): number {
  const src = /<iframe[^>]* src="(\/embed\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  return Number(new URL(src, 'http://x').searchParams.get('seed'));
}

describe('LTI 1.3 tool', () => {
  it('publishes its RS256 key at /lti/jwks', async () => {
    const res = await fetch(`${tool}/lti/jwks`);
    expect(res.status).toBe(200);
    const { keys } = await res.json() as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('registers dynamically with the platform and closes with org.imsglobal.lti.close', async () => {
    const link = await registrationLink(t);
    const res = await fetch(`${link}?${new URLSearchParams({ openid_configuration: lms.configUrl, registration_token: lms.registrationToken })}`);
    const html = await res.text();
    expect(res.status, html).toBe(200);
    expect(html).toContain("subject:'org.imsglobal.lti.close'");
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(lms.state.violations).toEqual([]);
    const reg = lms.state.registrations[0] as Record<string, any>;
    expect(reg.redirect_uris).toEqual([`${tool}/lti/launch`]);
    expect(reg.initiate_login_uri).toBe(`${tool}/lti/login`);
    expect(reg.jwks_uri).toBe(`${tool}/lti/jwks`);
    expect(reg.scope).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    const toolConfig = reg['https://purl.imsglobal.org/spec/lti-tool-configuration'];
    expect(toolConfig.messages).toEqual([expect.objectContaining({ type: 'LtiDeepLinkingRequest', label: 'Lernspiel hinzufügen' })]);
    expect(toolConfig.description).toMatch(/Lernspiele/);
    // Canvas sends names only when the registration asks (privacy level); no e-mail is asked for anywhere.
    expect(toolConfig['https://canvas.instructure.com/lti/privacy_level']).toBe('name_only');
    expect(toolConfig.claims).not.toContain('email');
    const [platform] = await t.sql<{ client_id: string; deployment_ids: string[]; issuer: string; registration: string }[]>`select * from lti_platforms`;
    expect(platform).toMatchObject({ issuer: lms.issuer, deployment_ids: [lms.deploymentId], registration: 'dynamic', enabled: true, product: 'fake-lms 1.0', registered_from: '127.0.0.1' });
    clientId = platform!.client_id;
  });

  it('refuses a registration whose configuration names another issuer (German page, 4xx)', async () => {
    const res = await fetch(`${await registrationLink(t)}?${new URLSearchParams({ openid_configuration: `${lms.base}/jwks`, registration_token: 'x' })}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(600);
    expect(await res.text()).toContain(GERMAN_ERROR);
  });

  it('a resource-link launch signs the learner into an account of (issuer, sub) and lands on the game', async () => {
    const { fields } = await loginAt('student-1', resourceClaims('eu-flaggen'), { method: 'POST' });
    const launch = await postForm(`${tool}/lti/launch`, fields);
    expect(launch.status).toBe(303);
    const location = launch.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${tool}/lti/play/[0-9a-f-]{36}#code=`));
    const play = await fetch(location.split('#')[0]!);
    const html = await play.text();
    expect(play.status).toBe(200);
    // The game plays the launch's seed from the server and the game's default target (27 flags): no choice on the overlay.
    expect(html).toMatch(/\/embed\/eu-flaggen\/\?seed=\d+&amp;target=27&amp;start=1&amp;parentOrigin=/);
    const seed = embedSeed(html);
    expect(Number.isInteger(seed)).toBe(true);
    expect(play.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(play.headers.get('x-frame-options')).toBeNull();

    const code = new URLSearchParams(location.split('#')[1]).get('code')!;
    const session = await fetch(`${tool}/lti/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: tool }, body: JSON.stringify({ code }) });
    expect(session.status).toBe(200);
    const body = await session.json() as { access_token: string; launch: { id: string; game_key: string } };
    expect(body.launch.game_key).toBe('eu-flaggen');
    expect(session.headers.getSetCookie().some((c) => c.startsWith('lp_refresh='))).toBe(true);
    const me = await t.call('GET', '/api/auth/user', { token: body.access_token });
    expect(me.status).toBe(200);
    const [profile] = await t.sql`select p.role, p.display_name, u.email from user_profiles p join auth_users u on u.id = p.id join lti_accounts a on a.user_id = u.id where a.sub = 'student-1'`;
    expect(profile).toMatchObject({ role: 'student', display_name: 'Lea Keller', email: null });

    // The code works once.
    const again = await fetch(`${tool}/lti/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(again.status).toBe(400);

    // A second launch of the same user signs into the same account.
    const second = await loginAt('student-1', resourceClaims('bundesrat'));
    expect((await postForm(`${tool}/lti/launch`, second.fields)).status).toBe(303);
    const [accounts] = await t.sql<{ n: number }[]>`select count(*)::int as n from lti_accounts where sub = 'student-1'`;
    expect(accounts!.n).toBe(1);

    // A finished round goes to the line item only as the server replayed it, and once.
    await t.sql`update lti_launches set created_at = now() - interval '10 minutes' where id = ${body.launch.id}`;
    const game = (await ltiGame(t.sql, t.deps.games, 'eu-flaggen'))!;
    expect(launchGameContent(game).content.settings.target).toBe(27);
    const played = playRound(launchGameContent(game).content, { seed, stepMs: 1_000 });
    const report = (message: unknown) => fetch(`${tool}/lti/launches/${body.launch.id}/results`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${body.access_token}` }, body: JSON.stringify(message),
    });
    const message = { ...played.message, seed: played.seed, log: played.log };
    // The target the pupil would pick on the overlay (1: one right answer): no round of this launch, nothing queued.
    const easy = playRound({ ...launchGameContent(game).content, settings: { timeLimit: 0, allowRetry: true, showScore: true, target: 1 } }, { seed, stepMs: 1_000 });
    expect(easy.result).toMatchObject({ success: true, score: { raw: 1, max: 1 } });
    const oneAnswer = await report({ ...easy.message, seed: easy.seed, log: easy.log });
    expect(oneAnswer.status).toBe(422);
    expect(await oneAnswer.json()).toMatchObject({ error: { code: 'GAME_RESULT_MISMATCH' } });
    // A claimed score the replay does not give, and a result without its round's log: refused, nothing queued.
    const forged = await report({ ...message, Punkte: 5, result: { ...played.message.result, score: { ...played.message.result.score, raw: 5, max: 5 } } });
    expect(forged.status).toBe(422);
    expect((await report({ ...played.message })).status).toBe(422);
    expect((await report({ scaled: 1 })).status).toBe(400);
    const [queued] = await t.sql<{ n: number }[]>`select count(*)::int as n from lti_score_outbox where launch_id = ${body.launch.id}`;
    expect(queued!.n).toBe(0);

    const score = await report(message);
    expect(score.status).toBe(202);
    expect(await score.json()).toEqual({ queued: true, verified: true });
    // The same round reported again is not queued again.
    const twice = await report(message);
    expect(await twice.json()).toEqual({ queued: false, verified: true });
    await t.deps.lti.sender.idle(); // the route kicked a flush
    await t.deps.lti.sender.flushDue();
    expect(lms.state.violations).toEqual([]);
    expect(lms.state.scores).toEqual([{ lineItem: 'li-1', score: expect.objectContaining({
      userId: 'student-1', scoreGiven: 100, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded',
    }) }]);
  });

  it("a launch's winning round is refused in a new launch, of the same pupil or of one who never played, and nothing reaches the outbox", async () => {
    /** A learner's launch of EU-Flaggen: the seed its play page plays, and its result route with the launch's session. */
    const launchGame = async (sub: string) => {
      const launch = await postForm(`${tool}/lti/launch`, (await loginAt(sub, resourceClaims('eu-flaggen', { [`${C}resource_link`]: { id: 'rl-copy' } }))).fields);
      expect(launch.status).toBe(303);
      const location = launch.headers.get('location')!;
      const seed = embedSeed(await (await fetch(location.split('#')[0]!)).text());
      const exchanged = await fetch(`${tool}/lti/session`, {
        method: 'POST', headers: { 'content-type': 'application/json', origin: tool }, body: JSON.stringify({ code: new URLSearchParams(location.split('#')[1]).get('code') }),
      });
      const session = await exchanged.json() as { access_token: string; launch: { id: string } };
      await t.sql`update lti_launches set created_at = now() - interval '10 minutes' where id = ${session.launch.id}`;
      const report = (message: unknown) => fetch(`${tool}/lti/launches/${session.launch.id}/results`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` }, body: JSON.stringify(message),
      });
      const queued = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from lti_score_outbox where launch_id = ${session.launch.id}`)[0]!.n;
      return { seed, report, queued };
    };
    const game = (await ltiGame(t.sql, t.deps.games, 'eu-flaggen'))!;
    const first = await launchGame('student-copy');
    const played = playRound(launchGameContent(game).content, { seed: first.seed, stepMs: 1_000 });
    const message = { ...played.message, seed: played.seed, log: played.log };
    expect((await first.report(message)).status).toBe(202);
    expect(await first.queued()).toBe(1);
    for (const sub of ['student-copy', 'student-never-played']) {
      const again = await launchGame(sub);
      expect(again.seed).not.toBe(first.seed);
      const copied = await again.report(message);
      expect(copied.status, sub).toBe(422);
      expect(await copied.json()).toMatchObject({ error: { code: 'GAME_ROUND_SEED_MISMATCH' } });
      // Without its seed the log is replayed on nothing of this launch: refused too.
      const { seed: _seed, ...unseeded } = message;
      expect((await again.report(unseeded)).status, sub).toBe(422);
      expect(await again.queued(), sub).toBe(0);
    }
  });

  it("an instructor becomes a teacher and sees the activity's verified results with their delivery; an unknown game is refused", async () => {
    const ok = await loginAt('teacher-1', resourceClaims('eu-flaggen', { [`${C}roles`]: [INSTRUCTOR] }));
    const page = await postForm(`${tool}/lti/launch`, ok.fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Ergebnisse: EU-Flaggen</h1>');
    // The learner's round of this activity (rl-1) above: verified, in the gradebook; the instructor's own launch queues nothing.
    expect(html).toMatch(/<tr><td>Lea Keller<\/td><td>100 \/ 100<\/td><td>[^<]+<\/td><td>Im Bewertungsbuch<\/td><\/tr>/);
    expect(html.match(/<tr><td>/g)).toHaveLength(1);
    // A score still waiting for the LMS shows so.
    await t.sql`update lti_score_outbox set sent_at = null, attempts = 2 where launch_id in (select id from lti_launches where resource_link_id = 'rl-1')`;
    const again = await loginAt('teacher-1', resourceClaims('eu-flaggen', { [`${C}roles`]: [INSTRUCTOR] }));
    expect(await (await postForm(`${tool}/lti/launch`, again.fields)).text()).toContain('<td>Wird erneut versucht (LMS nicht erreichbar)</td>');
    await t.sql`update lti_score_outbox set sent_at = now() where launch_id in (select id from lti_launches where resource_link_id = 'rl-1')`;
    const [profile] = await t.sql`select p.role from user_profiles p join lti_accounts a on a.user_id = p.id where a.sub = 'teacher-1'`;
    expect(profile!['role']).toBe('teacher');
    const bad = await loginAt('student-2', resourceClaims('gibt-es-nicht'));
    const res = await postForm(`${tool}/lti/launch`, bad.fields);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(GERMAN_ERROR);
  });

  describe('refused launches: 4xx, a German page, never a launch', () => {
    async function expectRefused(res: Response, status: number) {
      expect(res.status).toBe(status);
      expect(res.headers.get('location')).toBeNull();
      const html = await res.text();
      expect(html).toContain(GERMAN_ERROR);
      expect(html).toContain('lang="de-CH"');
    }
    const launchesOf = async () => (await t.sql`select count(*)::int as n from lti_launches`)[0]!['n'] as number;

    it('forged signature (another key under the platform kid)', async () => {
      const { fields, nonce } = await loginAt('student-3', resourceClaims());
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await lms.signIdToken({ ...lms.standardClaims(clientId, 'student-3'), nonce, ...resourceClaims() }, { key: privateKey });
      const before = await launchesOf();
      await expectRefused(await postForm(`${tool}/lti/launch`, { ...fields, id_token: forged }), 401);
      expect(await launchesOf()).toBe(before);
    });

    it('replayed id_token: the same state again, and the same nonce under a fresh state', async () => {
      const { fields } = await loginAt('student-4', resourceClaims());
      expect((await postForm(`${tool}/lti/launch`, fields)).status).toBe(303);
      await expectRefused(await postForm(`${tool}/lti/launch`, fields), 400);
      const fresh = await loginAt('student-4', resourceClaims());
      await expectRefused(await postForm(`${tool}/lti/launch`, { ...fresh.fields, id_token: fields['id_token']! }), 401);
    });

    it('wrong audience', async () => {
      const { fields, nonce } = await loginAt('student-5', resourceClaims());
      const token = await lms.signIdToken({ ...lms.standardClaims('another-client', 'student-5'), nonce, ...resourceClaims() });
      await expectRefused(await postForm(`${tool}/lti/launch`, { ...fields, id_token: token }), 401);
    });

    it('azp naming another client', async () => {
      const { fields, nonce } = await loginAt('student-5', resourceClaims());
      const token = await lms.signIdToken({ ...lms.standardClaims(clientId, 'student-5'), aud: [clientId, 'other'], azp: 'other', nonce, ...resourceClaims() });
      await expectRefused(await postForm(`${tool}/lti/launch`, { ...fields, id_token: token }), 401);
    });

    it('a new deployment waits for the admin (Canvas: one per install), or is taken on when the admin chose so', async () => {
      const { fields } = await loginAt('student-6', resourceClaims('eu-flaggen', { [`${C}deployment_id`]: 'deployment-course-2' }));
      const refused = await postForm(`${tool}/lti/launch`, fields);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Neue Bereitstellung bestätigen');
      const [row] = await t.sql<{ id: string; deployment_ids: string[]; pending_deployment_ids: string[] }[]>`
        select id, deployment_ids, pending_deployment_ids from lti_platforms where client_id = ${clientId}`;
      expect(row).toMatchObject({ deployment_ids: [lms.deploymentId], pending_deployment_ids: ['deployment-course-2'] });
      // A login naming an unknown deployment writes nothing down (only a signed launch may).
      await fetch(`${tool}/lti/login?${new URLSearchParams({ iss: lms.issuer, login_hint: 'x', target_link_uri: `${tool}/lti/launch`, client_id: clientId, lti_deployment_id: 'made-up' })}`, { redirect: 'manual' });
      const admin = await t.signUp('teacher');
      await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
      const token = admin.session.access_token;
      const confirmed = await t.call('POST', `/api/admin/lti/platforms/${row!.id}/deployments`, { token, body: { deployment_id: 'deployment-course-2' } });
      expect(confirmed.body).toMatchObject({ deployment_ids: [lms.deploymentId, 'deployment-course-2'], pending_deployment_ids: [] });
      const again = await loginAt('student-6', resourceClaims('eu-flaggen', { [`${C}deployment_id`]: 'deployment-course-2' }));
      expect((await postForm(`${tool}/lti/launch`, again.fields)).status).toBe(303);
      // Taken on at once when the admin chose so; removed again, refused again.
      await t.call('PATCH', `/api/admin/lti/platforms/${row!.id}`, { token, body: { auto_accept_deployments: true } });
      const auto = await loginAt('student-6', resourceClaims('eu-flaggen', { [`${C}deployment_id`]: 'deployment-course-3' }));
      expect((await postForm(`${tool}/lti/launch`, auto.fields)).status).toBe(303);
      await t.call('PATCH', `/api/admin/lti/platforms/${row!.id}`, { token, body: { auto_accept_deployments: false } });
      for (const d of ['deployment-course-2', 'deployment-course-3']) {
        expect((await t.call('DELETE', `/api/admin/lti/platforms/${row!.id}/deployments/${d}`, { token })).status).toBe(200);
      }
      const gone = await loginAt('student-6', resourceClaims('eu-flaggen', { [`${C}deployment_id`]: 'deployment-course-3' }));
      await expectRefused(await postForm(`${tool}/lti/launch`, gone.fields), 403);
      await t.call('DELETE', `/api/admin/lti/platforms/${row!.id}/deployments/deployment-course-3`, { token });
    });

    it('expired token', async () => {
      const { fields, nonce } = await loginAt('student-7', resourceClaims());
      const now = Math.floor(Date.now() / 1000);
      const token = await lms.signIdToken({ ...lms.standardClaims(clientId, 'student-7'), nonce, ...resourceClaims(), iat: now - 900, exp: now - 300 });
      await expectRefused(await postForm(`${tool}/lti/launch`, { ...fields, id_token: token }), 401);
    });

    it('unsigned token (alg none)', async () => {
      const { fields, nonce } = await loginAt('student-8', resourceClaims());
      const now = Math.floor(Date.now() / 1000);
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...lms.standardClaims(clientId, 'student-8'), nonce, iat: now, exp: now + 300, ...resourceClaims() })}.`;
      await expectRefused(await postForm(`${tool}/lti/launch`, { ...fields, id_token: token }), 401);
    });

    it('wrong version and unknown message type', async () => {
      const v = await loginAt('student-9', resourceClaims('eu-flaggen', { [`${C}version`]: '1.1' }));
      await expectRefused(await postForm(`${tool}/lti/launch`, v.fields), 400);
      const m = await loginAt('student-9', resourceClaims('eu-flaggen', { [`${C}message_type`]: 'LtiSubmissionReviewRequest' }));
      await expectRefused(await postForm(`${tool}/lti/launch`, m.fields), 400);
    });

    it('unknown issuer at login, unknown state, a target outside the tool', async () => {
      await expectRefused(await fetch(`${tool}/lti/login?${new URLSearchParams({ iss: 'https://lms.example.ch', login_hint: 'x', target_link_uri: `${tool}/lti/launch` })}`, { redirect: 'manual' }), 400);
      await expectRefused(await postForm(`${tool}/lti/launch`, { id_token: 'x.y.z', state: 'unknown' }), 400);
      await expectRefused(await fetch(`${tool}/lti/login?${new URLSearchParams({ iss: lms.issuer, login_hint: 'x', target_link_uri: 'https://evil.example/' })}`, { redirect: 'manual' }), 400);
    });
  });

  it('deep linking: an instructor picks a game; the signed response verifies with the tool JWKS', async () => {
    const settings = { deep_link_return_url: `${lms.base}/deep-link-return?x=1`, accept_types: ['ltiResourceLink'], accept_presentation_document_targets: ['iframe', 'window'], data: 'opaque-42' };
    const claims = {
      [`${C}message_type`]: 'LtiDeepLinkingRequest', [`${C}roles`]: [INSTRUCTOR],
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': settings,
    };
    const { fields } = await loginAt('teacher-2', claims);
    const picker = await postForm(`${tool}/lti/launch`, fields);
    const html = await picker.text();
    expect(picker.status).toBe(200);
    expect(html).toContain('Lernspiel auswählen');
    expect(html).toContain('Schweizer Kantone');
    const launchCode = html.match(/name="launch" value="([^"]+)"/)![1]!;

    const chosen = await postForm(`${tool}/lti/deep-link`, { launch: launchCode, game: 'schweiz-kantone' });
    const page = await chosen.text();
    expect(chosen.status).toBe(200);
    const form = parseForm(page);
    expect(form.action).toBe(settings.deep_link_return_url);
    expect(chosen.headers.get('content-security-policy')).toContain(`form-action ${lms.base}`);
    const { payload, protectedHeader } = await jwtVerify(form.fields['JWT']!, createRemoteJWKSet(new URL(`${tool}/lti/jwks`)), {
      issuer: clientId, audience: lms.issuer, algorithms: ['RS256'],
    });
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({
      [`${C}message_type`]: 'LtiDeepLinkingResponse', [`${C}version`]: '1.3.0', [`${C}deployment_id`]: lms.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-42',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [{
        type: 'ltiResourceLink', title: 'Schweizer Kantone', url: `${tool}/lti/launch`,
        custom: { game: 'schweiz-kantone' }, lineItem: { scoreMaximum: 100 },
      }],
    });
    // The picker works once.
    expect((await postForm(`${tool}/lti/deep-link`, { launch: launchCode, game: 'bundesrat' })).status).toBe(400);
  });

  it('deep linking and launches follow the game registry: a game the admin turned off is gone, another team\'s game is offered in lessons only', async () => {
    await t.sql`
      insert into games (key, title, provider, federation_name, game_type, quiz_id, result_keys, contract_version, trust_level, in_lessons, built_in, created_by)
      values ('hauptstaedte', 'Hauptstädte Europas', 'Team Geografie', 'game_hauptstaedte', 'custom', 'HAUPTSTAEDTE', '{Punkte}', 1, 'sandboxed', true, false, null)`;
    await t.sql`insert into game_versions (game_key, label, entry_url, embed_url, active) values
      ('hauptstaedte', '1.0.0', 'https://games.example/remoteEntry.js', 'https://games.example/index.html', true)`;
    await t.sql`update games set enabled = false where key = 'weltkarte'`;
    t.deps.games.invalidate();
    try {
      const { fields } = await loginAt('teacher-registry', {
        [`${C}message_type`]: 'LtiDeepLinkingRequest', [`${C}roles`]: [INSTRUCTOR],
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${lms.base}/deep-link-return`, accept_types: ['ltiResourceLink'] },
      });
      const html = await (await postForm(`${tool}/lti/launch`, fields)).text();
      expect(html).toContain('Lernspiel auswählen');
      expect(html).toContain('EU-Flaggen');
      expect(html).not.toContain('Weltkarte');
      expect(html).not.toContain('Hauptstädte Europas');
      const launchCode = html.match(/name="launch" value="([^"]+)"/)![1]!;
      expect((await postForm(`${tool}/lti/deep-link`, { launch: launchCode, game: 'weltkarte' })).status).toBe(404);

      // A link made before the game was turned off launches no more (German page, 404).
      const { fields: launchFields } = await loginAt('student-registry', resourceClaims('weltkarte'), { method: 'POST' });
      const launch = await postForm(`${tool}/lti/launch`, launchFields);
      expect(launch.status).toBe(404);
      expect(await launch.text()).toContain('Das verknüpfte Lernspiel gibt es auf der Lernplattform nicht.');
    } finally {
      await t.sql`update games set enabled = true where key = 'weltkarte'`;
      await t.sql`delete from game_versions where game_key = 'hauptstaedte'`;
      await t.sql`delete from games where key = 'hauptstaedte'`;
      t.deps.games.invalidate();
    }
  });

  it("deep linking offers the teacher's own games; a learner's verified round of one reaches the gradebook", async () => {
    const dl = (sub: string) => loginAt(sub, {
      [`${C}message_type`]: 'LtiDeepLinkingRequest', [`${C}roles`]: [INSTRUCTOR],
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${lms.base}/deep-link-return`, accept_types: ['ltiResourceLink'] },
    });
    // The teacher's platform account holds the game; the LMS user first has an account of their own.
    const teacher = await t.signUp('teacher', 'Rita', 'Roth');
    const { gameType: _type, title: _title, ...data } = customGameContent('matching');
    const own = await insertCustomGame(t.sql, { teacherId: teacher.user.id, type: 'matching', name: 'Kantone zuordnen', description: null, data });
    // A private game (older data): its LMS learners could not load it without sign-in, so it is neither offered nor linked.
    const hidden = await insertCustomGame(t.sql, { teacherId: teacher.user.id, type: 'matching', name: 'Geheimes Spiel', description: null, data });
    await t.sql`update custom_games set is_public = false where id = ${hidden.id}`;
    const first = await (await postForm(`${tool}/lti/launch`, (await dl('teacher-own')).fields)).text();
    expect(first).toContain('Hier erscheinen deine eigenen Spiele, sobald dein Konto der Lernplattform verbunden ist.');
    expect(first).not.toContain('Kantone zuordnen');
    const firstCode = first.match(/name="launch" value="([^"]+)"/)![1]!;
    // Wrong password: the picker again with a German error; a student's account cannot be connected.
    const wrong = await postForm(`${tool}/lti/deep-link/connect`, { launch: firstCode, identifier: teacher.email, password: 'falsch123' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('E-Mail oder Benutzername und Passwort passen nicht zusammen.');
    const student = await t.signUp('student', 'Sven');
    const asStudent = await postForm(`${tool}/lti/deep-link/connect`, { launch: firstCode, identifier: student.email, password: student.password });
    expect(asStudent.status).toBe(403);
    expect(await asStudent.text()).toContain('Nur Konten von Lehrpersonen können verbunden werden.');
    // Connected: the picker lists the account's games, and the next launch of this LMS user signs into that account.
    const connected = await postForm(`${tool}/lti/deep-link/connect`, { launch: firstCode, identifier: teacher.email, password: teacher.password });
    const connectedHtml = await connected.text();
    expect(connected.status).toBe(200);
    expect(connectedHtml).toContain('Dein Konto der Lernplattform ist jetzt verbunden.');
    expect(connectedHtml).toContain('Kantone zuordnen');
    expect(connectedHtml).not.toContain('Geheimes Spiel');
    const [account] = await t.sql<{ user_id: string }[]>`select user_id from lti_accounts where sub = 'teacher-own'`;
    expect(account!.user_id).toBe(teacher.user.id);

    const picker = await postForm(`${tool}/lti/launch`, (await dl('teacher-own')).fields);
    const html = await picker.text();
    expect(html).toContain('<h2>Deine eigenen Spiele</h2>');
    expect(html).toContain(`value="custom:${own.id}">Kantone zuordnen</button>`);
    const chosen = await postForm(`${tool}/lti/deep-link`, { launch: html.match(/name="launch" value="([^"]+)"/)![1]!, game: `custom:${own.id}` });
    const { payload } = await jwtVerify(parseForm(await chosen.text()).fields['JWT']!, createRemoteJWKSet(new URL(`${tool}/lti/jwks`)), { audience: lms.issuer });
    const [ownItem] = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as { custom: Record<string, string> }[];
    expect(ownItem).toMatchObject({ title: 'Kantone zuordnen', custom: { link: expect.any(String), game: `custom:${own.id}` }, lineItem: { scoreMaximum: 100 } });
    // The private game, even picked by its owner: the German page of a missing game.
    const again = await (await postForm(`${tool}/lti/launch`, (await dl('teacher-own')).fields)).text();
    const privatePick = await postForm(`${tool}/lti/deep-link`, { launch: again.match(/name="launch" value="([^"]+)"/)![1]!, game: `custom:${hidden.id}` });
    expect(privatePick.status).toBe(404);
    expect(await privatePick.text()).toContain('Das verknüpfte Lernspiel gibt es auf der Lernplattform nicht.');

    // Another teacher cannot link it.
    const other = await postForm(`${tool}/lti/launch`, (await dl('teacher-other')).fields);
    const otherCode = (await other.text()).match(/name="launch" value="([^"]+)"/)![1]!;
    const foreignPick = await postForm(`${tool}/lti/deep-link`, { launch: otherCode, game: `custom:${own.id}` });
    expect(foreignPick.status).toBe(404);
    expect(await foreignPick.text()).toContain('Das verknüpfte Lernspiel gibt es auf der Lernplattform nicht.');

    // A learner launched from the link plays it (its standalone page loads it by id) and the verified round is queued.
    const launch = await postForm(`${tool}/lti/launch`, (await loginAt('student-own', resourceClaims('', { [`${C}custom`]: ownItem!.custom }))).fields);
    const location = launch.headers.get('location')!;
    const ownPage = await (await fetch(location.split('#')[0]!)).text();
    expect(ownPage).toMatch(new RegExp(`/embed/matching/\\?id=${own.id}&amp;seed=\\d+&amp;start=1&amp;parentOrigin=`));
    const session = await (await fetch(`${tool}/lti/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: tool }, body: JSON.stringify({ code: new URLSearchParams(location.split('#')[1]).get('code') }) })).json() as { access_token: string; launch: { id: string } };
    await t.sql`update lti_launches set created_at = now() - interval '10 minutes' where id = ${session.launch.id}`;
    const game = (await ltiGame(t.sql, t.deps.games, `custom:${own.id}`))!;
    const { content, context } = launchGameContent(game);
    const played = playRound(content, { seed: embedSeed(ownPage), context });
    const res = await fetch(`${tool}/lti/launches/${session.launch.id}/results`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ ...played.message, seed: played.seed, log: played.log }),
    });
    expect(res.status).toBe(202);
    await t.deps.lti.sender.idle();
    expect(lms.state.scores.at(-1)).toEqual({ lineItem: 'li-1', score: expect.objectContaining({ userId: 'student-own', scoreGiven: 100 }) });
  });

  it("deep linking offers the teacher's own lessons; a lesson with a verifiable game gets a line item, one without none", async () => {
    const teacher = await t.signUp('teacher', 'Lara', 'Lehner');
    const create = async (name: string, blocks: unknown[]) => {
      const res = await t.call('POST', '/api/teacher/lessons', { token: teacher.session.access_token, body: { name, blocks } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const graded = await create('Europa entdecken', [
      { type: 'text', content: { html: '<p>Heute lernst du die Flaggen Europas.</p>' } },
      { type: 'game', content: { gameId: 'eu-flaggen' } },
    ]);
    const ungraded = await create('Nur Lesen', [{ type: 'text', content: { html: '<p>Ein Text ohne Spiel.</p>' } }]);
    const dl = async (sub: string) => {
      const res = await postForm(`${tool}/lti/launch`, (await loginAt(sub, {
        [`${C}message_type`]: 'LtiDeepLinkingRequest', [`${C}roles`]: [INSTRUCTOR],
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${lms.base}/deep-link-return`, accept_types: ['ltiResourceLink'] },
      })).fields);
      return res.text();
    };
    // Connect the LMS user to the platform account, then the picker lists its lessons.
    const first = await dl('teacher-lessons');
    expect(first).toContain('Hier erscheinen deine Lektionen, sobald dein Konto der Lernplattform verbunden ist.');
    const connected = await (await postForm(`${tool}/lti/deep-link/connect`, {
      launch: first.match(/name="launch" value="([^"]+)"/)![1]!, identifier: teacher.email, password: teacher.password,
    })).text();
    expect(connected).toContain('<h2>Deine Lektionen</h2>');
    expect(connected).toContain(`value="lesson:${graded}">Europa entdecken</button>`);
    const items = async (key: string) => {
      const html = await dl('teacher-lessons');
      const chosen = await postForm(`${tool}/lti/deep-link`, { launch: html.match(/name="launch" value="([^"]+)"/)![1]!, game: key });
      expect(chosen.status).toBe(200);
      const { payload } = await jwtVerify(parseForm(await chosen.text()).fields['JWT']!, createRemoteJWKSet(new URL(`${tool}/lti/jwks`)), { audience: lms.issuer });
      return payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<string, unknown>[];
    };
    expect(await items(`lesson:${graded}`)).toEqual([expect.objectContaining({
      type: 'ltiResourceLink', title: 'Europa entdecken', url: `${tool}/lti/launch`, custom: { link: expect.any(String), lesson: graded },
      lineItem: { scoreMaximum: 100, label: 'Europa entdecken', resourceId: `lesson:${graded}` },
    })]);
    const [plain] = await items(`lesson:${ungraded}`);
    expect(plain).toMatchObject({ title: 'Nur Lesen', custom: { lesson: ungraded } });
    expect(plain).not.toHaveProperty('lineItem');
    // Someone else's lesson cannot be linked.
    const other = await dl('teacher-stranger');
    expect(other).not.toContain('Europa entdecken');
    const foreign = await postForm(`${tool}/lti/deep-link`, { launch: other.match(/name="launch" value="([^"]+)"/)![1]!, game: `lesson:${graded}` });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain('Die verknüpfte Lektion gibt es auf der Lernplattform nicht (mehr).');
  });

  it('a learner launched from a lesson link sees that lesson, and the session reaches nothing else (403 LTI_SCOPE_DENIED)', async () => {
    const teacher = await t.signUp('teacher', 'Lukas', 'Lang');
    const create = async (name: string) => {
      const res = await t.call('POST', '/api/teacher/lessons', { token: teacher.session.access_token, body: {
        name, blocks: [{ type: 'text', content: { html: '<p>Willkommen</p>' } }, { type: 'game', content: { gameId: 'eu-flaggen' } }],
      } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const linkedLesson = await create('Verlinkte Lektion');
    const otherLesson = await create('Andere Lektion');
    // A class where the other lesson is visible, and the learner's account enrolled in it: a normal sign-in could open both.
    const cls = await t.call('POST', '/api/teacher/classes', { token: teacher.session.access_token, body: { name: 'Klasse 3a', class_code: '3A' } });
    expect(cls.status, JSON.stringify(cls.body)).toBe(201);

    // The link this tool handed to the LMS when the lesson was picked (deep linking, above): the launch names it.
    const [{ id: link }] = await t.sql<[{ id: string }]>`
      insert into lti_links (platform_id, item_key) select id, ${`lesson:${linkedLesson}`} from lti_platforms where client_id = ${clientId} returning id`;
    const launch = await postForm(`${tool}/lti/launch`, (await loginAt('student-lesson', resourceClaims('eu-flaggen', {
      [`${C}custom`]: { link, lesson: linkedLesson }, [`${C}resource_link`]: { id: 'rl-lesson' },
    }))).fields);
    expect(launch.status).toBe(303);
    const location = launch.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${tool}/lessons/${linkedLesson}#lti-code=`));
    const exchanged = await fetch(`${tool}/lti/session`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: tool },
      body: JSON.stringify({ code: new URLSearchParams(location.split('#')[1]).get('lti-code') }),
    });
    expect(exchanged.status).toBe(200);
    const session = await exchanged.json() as { access_token: string; launch: { id: string; lesson_id: string; game_key: string } };
    expect(session.launch).toMatchObject({ lesson_id: linkedLesson, game_key: 'eu-flaggen' });
    const token = session.access_token;
    const [student] = await t.sql<{ user_id: string }[]>`select user_id from lti_accounts where sub = 'student-lesson'`;
    await t.sql`insert into class_enrollments (class_id, student_id, status) values (${cls.body.id}, ${student!.user_id}, 'active')`;
    await t.sql`insert into class_lessons (class_id, lesson_id, order_position, is_visible) values (${cls.body.id}, ${otherLesson}, 1, true)`;

    // The linked lesson: read-only (view), with its blocks.
    const view = await t.call('GET', `/api/lessons/${linkedLesson}`, { token });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.lesson.name).toBe('Verlinkte Lektion');
    expect(view.body.blocks.map((b: { block: { type: string } }) => b.block.type)).toEqual(['text', 'game']);
    expect(view.body.abilities).toEqual(['view']);
    // Another lesson (visible in a class the account is enrolled in), that class, joining classes: refused.
    expect(await t.call('GET', `/api/lessons/${otherLesson}`, { token })).toMatchObject({ status: 403, body: { error: { code: 'LTI_SCOPE_DENIED' } } });
    expect(await t.call('GET', `/api/student/classes/${cls.body.id}` as never, { token })).toMatchObject({ status: 403, body: { error: { code: 'LTI_SCOPE_DENIED' } } });
    expect(await t.call('POST', '/api/student/classes/join', { token, body: { code: cls.body.invitation_code } })).toMatchObject({ status: 403, body: { error: { code: 'LTI_SCOPE_DENIED' } } });
    // The user's own data stays reachable.
    const me = await t.call('GET', '/api/profiles/me', { token });
    expect(me.status).toBe(200);
    // A verified round of the lesson's graded game (EU-Flaggen) reaches the LMS's line item for this learner.
    await t.sql`update lti_launches set created_at = now() - interval '10 minutes' where id = ${session.launch.id}`;
    // The game block shows: a round of it with the seed the server issued; it is played with the block's settings.
    const block = (view.body.blocks as { block_id: string; block: { type: string; content: GameContent } }[]).find((b) => b.block.type === 'game')!;
    expect(block.block.content.settings.target).toBe(27);
    const drawn = await t.call('POST', unrouted('/lti/lesson-rounds'), { token, body: { block_id: block.block_id } });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    const round = drawn.body as { round_id: string; seed: number };
    await t.sql`update lti_lesson_rounds set created_at = now() - interval '10 minutes' where id = ${round.round_id}`;
    const { context } = launchGameContent((await ltiGame(t.sql, t.deps.games, 'eu-flaggen'))!);
    // A round for a target other than the block's (one right answer) is refused.
    const easy = playRound({ ...block.block.content, settings: { ...block.block.content.settings, target: 1 } }, { seed: round.seed, context, stepMs: 1_000 });
    const oneAnswer = await t.call('POST', unrouted('/lti/lesson-results'), { token, body: { ...easy.result, seed: easy.seed, log: easy.log, roundId: round.round_id } });
    expect(oneAnswer.status, JSON.stringify(oneAnswer.body)).toBe(422);
    const played = playRound(block.block.content, { seed: round.seed, context, stepMs: 1_000 });
    const graded = await t.call('POST', unrouted('/lti/lesson-results'), { token, body: { ...played.result, seed: played.seed, log: played.log, roundId: round.round_id } });
    expect(graded.status, JSON.stringify(graded.body)).toBe(202);
    await t.deps.lti.sender.idle();
    expect(lms.state.scores.at(-1)).toEqual({ lineItem: 'li-1', score: expect.objectContaining({ userId: 'student-lesson', scoreGiven: 100, scoreMaximum: 100 }) });
    // A claim on another seed, a round without its server round, and a block outside the lesson are refused.
    const forged = await t.call('POST', unrouted('/lti/lesson-results'), { token, body: { ...played.result, seed: played.seed + 1, log: played.log, roundId: round.round_id } });
    expect([forged.status, forged.error?.code]).toEqual([422, 'GAME_ROUND_SEED_MISMATCH']);
    const unbound = await t.call('POST', unrouted('/lti/lesson-results'), { token, body: { ...played.result, seed: played.seed, log: played.log } });
    expect(unbound.status).toBe(400);
    const otherRound = await t.call('POST', unrouted('/lti/lesson-results'), { token, body: { ...played.result, seed: played.seed, log: played.log, roundId: '00000000-0000-4000-8000-000000000000' } });
    expect([otherRound.status, otherRound.error?.code]).toEqual([404, 'GAME_ROUND_NOT_FOUND']);
    const [otherBlock] = await t.sql<{ id: string }[]>`select block_id as id from lesson_blocks where lesson_id = ${otherLesson} limit 1`;
    expect((await t.call('POST', unrouted('/lti/lesson-rounds'), { token, body: { block_id: otherBlock!.id } })).status).toBe(404);
    // The same account signed in without the launch (e.g. a normal session) is not scoped: the class's lesson opens.
    const normal = await t.deps.auth.sessionForUser(student!.user_id, { userAgent: null, ip: null });
    expect((await t.call('GET', `/api/lessons/${otherLesson}`, { token: normal.body.access_token })).status).toBe(200);
  });

  it('deep linking is refused to a learner', async () => {
    const { fields } = await loginAt('student-10', {
      [`${C}message_type`]: 'LtiDeepLinkingRequest', [`${C}roles`]: [LEARNER],
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${lms.base}/ret`, accept_types: ['ltiResourceLink'] },
    });
    const res = await postForm(`${tool}/lti/launch`, fields);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Nur Lehrpersonen');
  });

  it('AGS: a score posted while the platform answers 503 arrives after a retry, exactly once', async () => {
    const [platform] = await t.sql<{ id: string }[]>`select id from lti_platforms where client_id = ${clientId}`;
    lms.state.failScores = 1;
    const scoresBefore = lms.state.scores.length;
    const requestsBefore = lms.state.scoreRequests;
    const id = await enqueueScore(t.sql, {
      platformId: platform!.id, launchId: null, lineItemUrl: `${lms.base}/lineitems/li-2`, userId: 'student-1', scoreGiven: 8, scoreMaximum: 10,
    });
    expect(await t.deps.lti.sender.flushDue()).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.sql`select attempts, sent_at, next_attempt_at > now() as later, last_error from lti_score_outbox where id = ${id}`;
    expect(row).toMatchObject({ attempts: 1, sent_at: null, later: true });
    expect(row!['last_error']).toContain('503');
    // Not due yet: nothing is sent.
    expect(await t.deps.lti.sender.flushDue()).toEqual({ sent: 0, failed: 0 });
    await t.sql`update lti_score_outbox set next_attempt_at = now() where id = ${id}`;
    // Two senders at once (two instances): the row is sent by one of them only.
    const results = await Promise.all([t.deps.lti.sender.flushDue(), t.deps.lti.sender.flushDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await t.deps.lti.sender.flushDue()).toEqual({ sent: 0, failed: 0 });
    expect(lms.state.scoreRequests - requestsBefore).toBe(2);
    expect(lms.state.scores.slice(scoresBefore)).toEqual([{ lineItem: 'li-2', score: expect.objectContaining({ userId: 'student-1', scoreGiven: 8, scoreMaximum: 10 }) }]);
    expect(lms.state.violations).toEqual([]);
  });

  it("a link placed without deep linking: the tool finds its own gradebook column or creates it once (AGS line items)", async () => {
    const manual = (rl: string) => ({
      [`${C}resource_link`]: { id: rl, title: 'EU-Flaggen' },
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
        scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score', 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
        lineitems: `${lms.base}/lineitems`,
      },
    });
    const lineItemOf = async (location: string) => {
      const [row] = await t.sql<{ line_item_url: string | null }[]>`select line_item_url from lti_launches where id = ${location.match(/play\/([0-9a-f-]{36})/)![1]!}`;
      return row!.line_item_url;
    };
    const created = lms.state.lineItemsCreated;
    const first = await postForm(`${tool}/lti/launch`, (await loginAt('student-col-1', resourceClaims('eu-flaggen', manual('rl-manual')))).fields);
    expect(first.status).toBe(303);
    expect(lms.state.lineItemsCreated).toBe(created + 1);
    const column = lms.state.lineItems.at(-1)!;
    expect(column).toMatchObject({ label: 'EU-Flaggen', scoreMaximum: 100, resourceLinkId: 'rl-manual', tag: 'lernplattform', resourceId: 'eu-flaggen' });
    expect(await lineItemOf(first.headers.get('location')!)).toBe(column.id);
    // The next pupil's launch of the same link reuses it.
    const second = await postForm(`${tool}/lti/launch`, (await loginAt('student-col-2', resourceClaims('eu-flaggen', manual('rl-manual')))).fields);
    expect(await lineItemOf(second.headers.get('location')!)).toBe(column.id);
    expect(lms.state.lineItemsCreated).toBe(created + 1);
    // A column the LMS already has for the link (with the tool's tag) is found, not created again.
    lms.state.lineItems.push({ id: `${lms.base}/lineitems/li-existing`, label: 'EU-Flaggen', scoreMaximum: 100, resourceLinkId: 'rl-known', tag: 'lernplattform' });
    const third = await postForm(`${tool}/lti/launch`, (await loginAt('student-col-3', resourceClaims('eu-flaggen', manual('rl-known')))).fields);
    expect(await lineItemOf(third.headers.get('location')!)).toBe(`${lms.base}/lineitems/li-existing`);
    expect(lms.state.lineItemsCreated).toBe(created + 1);
    expect(lms.state.violations).toEqual([]);
  });

  it('key rotation: the new key signs, the old one stays published', async () => {
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const before = (await (await fetch(`${tool}/lti/jwks`)).json() as { keys: { kid: string }[] }).keys;
    const rotated = await t.call('POST', '/api/admin/lti/keys/rotate', { token: admin.session.access_token });
    expect(rotated.status).toBe(200);
    const after = (await (await fetch(`${tool}/lti/jwks`)).json() as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    expect(after).toEqual([rotated.body.kid, before[0]!.kid]);
    expect((await t.deps.lti.keys.current()).kid).toBe(rotated.body.kid);
  });

  it('admin routes: admins only (401 anonymous, 403 student and teacher)', async () => {
    const student = await t.signUp('student');
    const teacher = await t.signUp('teacher');
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const input = {
      issuer: 'https://moodle.schule.ch', client_id: 'abc', deployment_id: '1', name: 'Moodle',
      auth_url: 'https://moodle.schule.ch/mod/lti/auth.php', token_url: 'https://moodle.schule.ch/mod/lti/token.php', jwks_url: 'https://moodle.schule.ch/mod/lti/certs.php',
    };
    const created = await t.call('POST', '/api/admin/lti/platforms', { token: admin.session.access_token, body: input });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ issuer: input.issuer, deployment_ids: ['1'], registration: 'manual', enabled: true });
    expect((await t.call('POST', '/api/admin/lti/platforms', { token: admin.session.access_token, body: input })).status).toBe(409);
    const id = created.body.id;
    const routes: [Method, ApiPath, unknown?][] = [
      ['GET', '/api/admin/lti/platforms'],
      ['POST', '/api/admin/lti/platforms', { ...input, client_id: 'other' }],
      ['PATCH', `/api/admin/lti/platforms/${id}`, { enabled: false }],
      ['POST', '/api/admin/lti/keys/rotate'],
      ['DELETE', `/api/admin/lti/platforms/${id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.call(method, path, { body, token: student.session.access_token })).status, `${method} ${path} student`).toBe(403);
      expect((await t.call(method, path, { body, token: teacher.session.access_token })).status, `${method} ${path} teacher`).toBe(403);
      expect((await t.call(method, path, { body, token: admin.session.access_token })).status, `${method} ${path} admin`).toBeLessThan(300);
    }
    // Presenters name every field: a column added later never reaches the client.
    await t.sql`alter table lti_platforms add column internal_note text default 'geheim'`;
    const list = await t.call('GET', '/api/admin/lti/platforms', { token: admin.session.access_token });
    expect(undeclaredKeys(LtiPlatformListSchema, list.body)).toEqual([]);
    expect(list.body.registration_url).toBe(`${tool}/lti/register`);
    expect(list.body.platforms.map((p: { client_id: string }) => p.client_id)).not.toContain('abc');
  });

  it('a disabled platform cannot launch', async () => {
    const admin = await t.signUp('teacher');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const [platform] = await t.sql<{ id: string }[]>`select id from lti_platforms where client_id = ${clientId}`;
    const { fields } = await loginAt('student-11', resourceClaims());
    const off = await t.call('PATCH', `/api/admin/lti/platforms/${platform!.id}`, { token: admin.session.access_token, body: { enabled: false } });
    expect(off.body.enabled).toBe(false);
    const res = await postForm(`${tool}/lti/launch`, fields);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(GERMAN_ERROR);
    await t.call('PATCH', `/api/admin/lti/platforms/${platform!.id}`, { token: admin.session.access_token, body: { enabled: true } });
  });
});

