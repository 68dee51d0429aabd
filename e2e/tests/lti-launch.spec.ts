import { expect } from '@playwright/test';
import { ltiWorld } from '../support/lti.ts';
import { playEuFlaggenPerfectly, seedOfFrame } from '../support/play.ts';

/**
 * An LTI 1.3 launch as an LMS does it: the course page (on another site, 127.0.0.1 vs localhost) frames the
 * tool, whose login, launch and play page work inside the iframe without third-party cookies; the game's
 * result reaches the LMS's line item.
 */
const { test, lti } = ltiWorld();

const C = 'https://purl.imsglobal.org/spec/lti/claim/';

test('a learner launched in the LMS iframe plays the game and the score reaches the gradebook', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { lms } = lti;
  const register = await fetch(`${await lti.registrationLink()}?${new URLSearchParams({ openid_configuration: lms.configUrl, registration_token: lms.registrationToken })}`);
  expect(register.status).toBe(200);
  const clientId = [...lms.state.clients.keys()][0]!;

  lms.state.messages.set('m1', {
    sub: 'learner-42',
    claims: {
      [`${C}message_type`]: 'LtiResourceLinkRequest', [`${C}resource_link`]: { id: 'rl-7' },
      [`${C}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'], [`${C}custom`]: { game: 'eu-flaggen' },
      'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: `${lms.base}/lineitems/7` },
      given_name: 'Mia', family_name: 'Huber',
    },
  });
  // The LMS offers its client-side storage (as Canvas does). The launch's form post reaches the tool without any
  // cookie here (as in a browser that blocks third-party cookies): the login's binding comes from that storage.
  const login = `${baseURL}/lti/login?${new URLSearchParams({ iss: lms.issuer, login_hint: 'learner-42', lti_message_hint: 'm1', target_link_uri: `${baseURL}/lti/launch`, client_id: clientId, lti_deployment_id: lms.deploymentId, lti_storage_target: '_parent' })}`;
  // The launch reaches the tool without its cookie (as in a browser that blocks them): the cookies the login set are
  // gone by the time the LMS's auth endpoint answers, and the LMS's form post follows.
  await page.route(`${lms.base}/auth?**`, async (route) => {
    await page.context().clearCookies();
    await route.continue();
  });
  const launchPosts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url() === `${baseURL}/lti/launch`) launchPosts.push(r.headers()['cookie'] ?? ''); });
  await page.goto(`${lms.base}/course?${new URLSearchParams({ tool: login })}`);
  const tool = page.frameLocator('iframe[name="tool"]');
  await expect(tool.getByRole('heading', { level: 1, name: 'EU-Flaggen' })).toBeVisible();
  // Posted twice: once by the LMS (no binding), once by the tool's page with the binding from the LMS's storage.
  expect(launchPosts).toEqual(['', '']);
  const game = tool.frameLocator('iframe[title="EU-Flaggen"]');

  // Played to the end: the standalone page posts its result (with the round's log) to the play page,
  // the server replays it and only then queues the grade.
  // The launch fixes the seed (the server's) and the game's default target, all 27 flags: no slider to pick 1.
  await expect(game.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  await playEuFlaggenPerfectly(game, seedOfFrame(page, '/embed/eu-flaggen/'));
  await expect(tool.getByRole('status')).toHaveText('Dein Ergebnis wurde geprüft und wird ins Bewertungsbuch übertragen.');
  // A forged result posted by hand (no round log) is refused and sends nothing.
  const gameFrame = page.frames().find((f) => f.url().includes('/embed/eu-flaggen/'))!;
  await gameFrame.evaluate(() => window.parent.postMessage({ quizId: 'EU_FLAGGEN', Punkte: 27, result: { score: { raw: 27, min: 0, max: 27, scaled: 1 }, success: true, completion: true, duration: 'PT5S' } }, '*'));
  await expect(tool.getByRole('status')).toHaveText('Dein Ergebnis konnte nicht bestätigt werden und wird nicht übertragen.');
  await expect.poll(() => lms.state.scores.length).toBe(1);
  expect(lms.state.scores[0]).toEqual({ lineItem: '7', score: expect.objectContaining({ userId: 'learner-42', scoreGiven: 100, scoreMaximum: 100, gradingProgress: 'FullyGraded' }) });
  expect(lms.state.violations).toEqual([]);
});
