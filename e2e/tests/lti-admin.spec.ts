import { expect, test as base } from '@playwright/test';
import { signInAsAdmin, startAdminPlatform } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';

type Platform = Awaited<ReturnType<typeof startAdminPlatform>>;
let platform: Platform | undefined;

// A platform of its own with an admin account (ADMIN_EMAIL).
const test = base.extend({
  baseURL: async ({ baseURL }, use) => use(platform?.url ?? baseURL),
});

// axe is injected as an inline script, which the platform's CSP forbids.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startAdminPlatform();
});

test.afterAll(async () => {
  await platform?.stop();
  platform = undefined;
});

test("the admin connects an LMS on 'LMS-Anbindung': registration link, manual registration, a second registration waits, disable, remove", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: /LMS-Anbindung/ }).click();
  await page.waitForURL('**/admin/lms');
  await expect(page.getByRole('heading', { level: 1, name: 'LMS-Anbindung' })).toBeVisible();
  await expect(page.getByText('Noch keine Plattform registriert.')).toBeVisible();
  // A one-time link per LMS, with the steps for Moodle and Canvas.
  await page.getByRole('button', { name: 'Registrierungslink erzeugen' }).click();
  const link = page.getByLabel('Registrierungslink', { exact: true });
  await expect(link).toHaveValue(new RegExp(`^${new URL(baseURL!).origin}/lti/register/[A-Za-z0-9_-]{43}$`));
  await expect(page.getByText(/^Einmal verwendbar, gültig bis /)).toBeVisible();
  await expect(page.getByText('Moodle (ab 4.0)')).toBeVisible();
  await expect(page.getByText('Canvas', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Link kopiert\.|Kopieren nicht möglich/ })).toBeVisible();
  // The link opens the registration (an LMS's request); the address alone is refused with a German page.
  const bare = await fetch(`${baseURL}/lti/register?openid_configuration=${encodeURIComponent('https://lms.example/.well-known/openid-configuration')}`);
  expect(bare.status).toBe(403);
  expect(await bare.text()).toContain('Ein Lernmanagementsystem kann sich nur mit einem Registrierungslink verbinden.');
  await page.screenshot({ path: '../.tmp/lti-admin-registration-link.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  const registerByHand = async (name: string, clientId: string) => {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Issuer', { exact: true }).fill('https://moodle.ksx.ch');
    await page.getByLabel('Client-ID', { exact: true }).fill(clientId);
    await page.getByLabel('Deployment-ID', { exact: true }).fill('1');
    await page.getByLabel('Authentifizierungs-URL').fill('https://moodle.ksx.ch/mod/lti/auth.php');
    await page.getByLabel('Token-URL').fill('https://moodle.ksx.ch/mod/lti/token.php');
    await page.getByLabel('JWKS-URL').fill('https://moodle.ksx.ch/mod/lti/certs.php');
    await page.getByRole('button', { name: 'Registrieren' }).click();
  };
  await registerByHand('Moodle Kantonsschule', 'abc123');
  await expect(page.getByText('«Moodle Kantonsschule» wurde registriert.')).toBeVisible();

  const card = page.getByRole('listitem', { name: 'Moodle Kantonsschule' });
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(card.getByText('Manuell', { exact: true })).toBeVisible();

  // Deployments (Canvas: one per install): added by hand, taken on automatically if the admin wants, removed.
  await card.getByLabel('Deployment-ID hinzufügen').fill('course-7');
  await card.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(card.getByText('course-7', { exact: true })).toBeVisible();
  await card.getByRole('checkbox', { name: 'Neue Bereitstellungen automatisch annehmen' }).check();
  await page.reload();
  const reloaded = page.getByRole('listitem', { name: 'Moodle Kantonsschule' });
  await expect(reloaded.getByRole('checkbox', { name: 'Neue Bereitstellungen automatisch annehmen' })).toBeChecked();
  await page.screenshot({ path: '../.tmp/lti-admin-deployments.png', fullPage: true });
  await reloaded.getByRole('button', { name: 'Bereitstellung «course-7» löschen' }).click();
  await expect(reloaded.getByText('course-7', { exact: true })).toHaveCount(0);

  // A second registration of the same LMS (another client id) does not touch the first: it waits, with a warning.
  await registerByHand('Moodle zweiter Eintrag', 'xyz789');
  const second = page.getByRole('listitem', { name: 'Moodle zweiter Eintrag' });
  await expect(second.getByText('Deaktiviert', { exact: true })).toBeVisible();
  await expect(second.getByText('Dieses LMS ist bereits als «Moodle Kantonsschule» verbunden.', { exact: false })).toBeVisible();
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  await page.screenshot({ path: '../.tmp/lti-admin-second-registration.png', fullPage: true });
  await second.getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('alertdialog', { name: 'Plattform entfernen' }).getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('«Moodle zweiter Eintrag» wurde entfernt.')).toBeVisible();
  await card.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(card.getByText('Deaktiviert', { exact: true })).toBeVisible();
  // Saved on the server: still disabled after a reload.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Moodle Kantonsschule' }).getByText('Deaktiviert', { exact: true })).toBeVisible();

  await page.getByRole('listitem', { name: 'Moodle Kantonsschule' }).getByRole('button', { name: 'Entfernen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Plattform entfernen' });
  await expect(dialog).toContainText('Moodle Kantonsschule');
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('«Moodle Kantonsschule» wurde entfernt.')).toBeVisible();
  await expect(page.getByText('Noch keine Plattform registriert.')).toBeVisible();
});

test('the LTI pages may be framed by an LMS, the rest of the platform may not', async ({ request }) => {
  const jwks = await request.get('/lti/jwks');
  expect(jwks.status()).toBe(200);
  expect((await jwks.json()).keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  const refused = await request.get('/lti/login?iss=https://unbekannt.example&login_hint=x&target_link_uri=x');
  expect(refused.status()).toBe(400);
  expect(refused.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(refused.headers()['x-frame-options']).toBeUndefined();
  expect(await refused.text()).toContain('Der Start aus dem Lernmanagementsystem ist fehlgeschlagen');
  const shell = await request.get('/');
  expect(shell.headers()['x-frame-options']).toBe('DENY');
});
