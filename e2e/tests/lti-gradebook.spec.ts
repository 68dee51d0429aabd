import { expect } from '@playwright/test';
import { generateKeyPair } from 'jose';
import { ltiWorld } from '../support/lti.ts';
import { playEuFlaggenPerfectly, playMapGameByList, seedOfFrame } from '../support/play.ts';

/**
 * Issue 25's end-to-end check: an LMS (the fake platform in api/test, on 127.0.0.1, another site than the tool
 * on localhost) registers the tool dynamically, a teacher deep-links a game into the course, a student launches
 * it inside the course's iframe and plays it to the end, and the LMS's gradebook holds the verified score for the
 * student's `sub`, also when the LMS answered 503 the first time. Forged, replayed, misaddressed, expired and
 * unsigned id_tokens are refused with a German page.
 */
const { test, lti } = ltiWorld();

const GERMAN_ERROR = 'Der Start aus dem Lernmanagementsystem ist fehlgeschlagen';

test('an LMS registers the tool, a teacher adds a game, a student plays it and the gradebook gets the score', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const tool = { login: `${baseURL}/lti/login`, launch: `${baseURL}/lti/launch` };

  // The LMS admin pastes the registration URL; the LMS opens it and the tool closes the registration.
  await page.goto(`${lti.lms.base}/admin/tools?${new URLSearchParams({ url: await lti.registrationLink() })}`);
  await expect(page.getByRole('status')).toHaveText('Tool registriert');
  expect(lti.lms.state.registrations).toHaveLength(1);

  // A teacher adds a game to the course (deep linking): the picker, then back to the course with a gradebook column.
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.deepLinkingLaunch(tool.login, tool.launch, 'teacher-anna') })}`);
  const frame = page.frameLocator('iframe[name="tool"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Lernspiel auswählen' })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: 'Deine eigenen Spiele' })).toBeVisible();
  await page.screenshot({ path: '../.tmp/lti-picker.png', fullPage: true });
  await frame.getByRole('button', { name: 'EU-Flaggen' }).click();
  await expect(frame.getByRole('status')).toHaveText('Aktivität hinzugefügt: EU-Flaggen');
  expect(lti.lms.state.links).toEqual([expect.objectContaining({ title: 'EU-Flaggen', url: tool.launch, lineItem: 'li-1', scoreMaximum: 100 })]);

  // The LMS is down when the score comes first: it answers 503 once, the outbox retries.
  lti.lms.state.failScores = 1;
  const requestsBefore = lti.lms.state.scoreRequests;

  // A student opens the activity in the course and plays the game to the end inside the LMS's iframe.
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.launchOfLink(tool.login, tool.launch, 'rl-1', 'student-lea', { claims: { name: 'Lea Keller' } }) })}`);
  await expect(frame.getByRole('heading', { level: 1, name: 'EU-Flaggen' })).toBeVisible();
  const game = frame.frameLocator('iframe[title="EU-Flaggen"]');
  // The launch fixes the seed (the server's) and the game's default target, all 27 flags: no slider to pick 1.
  await expect(game.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  await playEuFlaggenPerfectly(game, seedOfFrame(page, '/embed/eu-flaggen/'));
  await expect(game.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible();
  await expect(frame.getByRole('status')).toHaveText('Dein Ergebnis wurde geprüft und wird ins Bewertungsbuch übertragen.');

  // The gradebook holds the score for the student's sub, once, after the retry.
  await expect.poll(() => lti.lms.state.scores.length, { timeout: 15_000 }).toBe(1);
  expect(lti.lms.state.scores[0]).toEqual({
    lineItem: 'li-1',
    score: expect.objectContaining({ userId: 'student-lea', scoreGiven: 100, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded' }),
  });
  expect(lti.lms.state.scoreRequests - requestsBefore).toBe(2);
  await page.waitForTimeout(1000);
  expect(lti.lms.state.scores).toHaveLength(1);
  expect(lti.lms.state.violations).toEqual([]);

  // The teacher opens the activity: the student's verified result, and that it reached the gradebook.
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.launchOfLink(tool.login, tool.launch, 'rl-1', 'teacher-anna', { role: 'Instructor' }) })}`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Ergebnisse: EU-Flaggen' })).toBeVisible();
  const row = frame.getByRole('row', { name: /Lea Keller/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('100 / 100');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Im Bewertungsbuch');
  await page.screenshot({ path: '../.tmp/lti-instructor-results.png' });
  expect(lti.lms.state.scores).toHaveLength(1);

  // A map game too: EU-Länder's launch plays from its start overlay as a lesson does, so the server's replay
  // verifies it and the gradebook gets the score (before, every EU-Länder round from an LMS was refused).
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.deepLinkingLaunch(tool.login, tool.launch, 'teacher-anna') })}`);
  await frame.getByRole('button', { name: 'EU-Länder' }).click();
  await expect(frame.getByRole('status')).toHaveText('Aktivität hinzugefügt: EU-Länder');
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.launchOfLink(tool.login, tool.launch, 'rl-2', 'student-lea', { claims: { name: 'Lea Keller' } }) })}`);
  const map = frame.frameLocator('iframe[title="EU-Länder"]');
  await map.getByRole('button', { name: 'Spiel starten' }).click();
  await playMapGameByList(map);
  await expect(frame.getByRole('status')).toHaveText('Dein Ergebnis wurde geprüft und wird ins Bewertungsbuch übertragen.');
  await expect.poll(() => lti.lms.state.scores.length, { timeout: 15_000 }).toBe(2);
  expect(lti.lms.state.scores[1]).toEqual({ lineItem: 'li-2', score: expect.objectContaining({ userId: 'student-lea', scoreGiven: 100, scoreMaximum: 100 }) });
});

test('forged, replayed, misaddressed, expired and unsigned id_tokens are refused with a German page', async ({ baseURL }) => {
  const tool = { login: `${baseURL}/lti/login`, launch: `${baseURL}/lti/launch` };
  if (lti.lms.state.clients.size === 0) {
    const reg = await fetch(`${await lti.registrationLink()}?${new URLSearchParams({ openid_configuration: lti.lms.configUrl, registration_token: lti.lms.registrationToken })}`);
    expect(reg.status).toBe(200);
  }
  if (lti.lms.state.links.length === 0) {
    lti.lms.state.links.push({ id: 'rl-1', title: 'EU-Flaggen', url: tool.launch, custom: { game: 'eu-flaggen' }, lineItem: 'li-1', scoreMaximum: 100 });
  }
  const clientId = [...lti.lms.state.clients.keys()].at(-1)!;

  /** This test's "browser": the login binding cookies it was given, sent with every launch (login CSRF). */
  const jar: string[] = [];
  /** The LMS's side up to the form it would post to the tool: login initiation, auth request, id_token. */
  async function launchForm(sub: string, claims: Record<string, unknown> = {}) {
    const login = await fetch(lti.lms.launchOfLink(tool.login, tool.launch, 'rl-1', sub, { claims }), { redirect: 'manual' });
    expect(login.status).toBe(302);
    jar.push(...login.headers.getSetCookie().map((c) => c.split(';')[0]!));
    const auth = await fetch(login.headers.get('location')!);
    const html = await auth.text();
    const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1]!;
    const request = lti.lms.state.authRequests.at(-1)!;
    const message = lti.lms.state.messages.get(request['lti_message_hint']!)!;
    return { fields: { id_token: field('id_token'), state: field('state') }, nonce: request['nonce']!, claims: message.claims };
  }
  const post = (fields: Record<string, string>) => fetch(tool.launch, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: { cookie: jar.join('; ') } });
  async function expectRefused(res: Response, status: number) {
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain(GERMAN_ERROR);
  }

  // Forged: signed with another key under the platform's kid.
  const forged = await launchForm('student-1');
  const { privateKey } = await generateKeyPair('RS256');
  const forgedToken = await lti.lms.signIdToken({ ...lti.lms.standardClaims(clientId, 'student-1'), nonce: forged.nonce, ...forged.claims }, { key: privateKey });
  await expectRefused(await post({ ...forged.fields, id_token: forgedToken }), 401);

  // Replayed: the genuine form posted twice, and its token under a fresh state.
  const genuine = await launchForm('student-2');
  expect((await post(genuine.fields)).status).toBe(303);
  await expectRefused(await post(genuine.fields), 400);
  const fresh = await launchForm('student-2');
  await expectRefused(await post({ ...fresh.fields, id_token: genuine.fields.id_token }), 401);

  // Wrong audience: a token for another client.
  const aud = await launchForm('student-3');
  await expectRefused(await post({ ...aud.fields, id_token: await lti.lms.signIdToken({ ...lti.lms.standardClaims('another-client', 'student-3'), nonce: aud.nonce, ...aud.claims }) }), 401);

  // Wrong deployment.
  const deployment = await launchForm('student-4', { 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'deployment-unknown' });
  await expectRefused(await post(deployment.fields), 403);

  // Expired.
  const expired = await launchForm('student-5');
  const now = Math.floor(Date.now() / 1000);
  await expectRefused(await post({ ...expired.fields, id_token: await lti.lms.signIdToken({ ...lti.lms.standardClaims(clientId, 'student-5'), nonce: expired.nonce, ...expired.claims, iat: now - 900, exp: now - 300 }) }), 401);

  // Unsigned (alg none).
  const unsigned = await launchForm('student-6');
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const noneToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...lti.lms.standardClaims(clientId, 'student-6'), nonce: unsigned.nonce, iat: now, exp: now + 300, ...unsigned.claims })}.`;
  await expectRefused(await post({ ...unsigned.fields, id_token: noneToken }), 401);
});
