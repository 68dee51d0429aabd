import { expect, test } from '@playwright/test';
import { PASSWORD, signInViaUi, signUpViaApi, signUpViaUi, uniqueEmail, userMenuItem } from '../support/users.ts';
import { seriousViolations } from '../support/axe.ts';
import { startPlatformProcess } from '../support/global-setup.ts';

test('a teacher signs up, lands on the teacher dashboard with the greeting, and signs out', async ({ page }) => {
  await signUpViaUi(page, 'teacher', 'Lea', 'Keller');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Lea' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deine Klassen' })).toBeVisible();
  await expect(page.getByText('Noch keine Klassen erstellt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erste Klasse erstellen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spiele & Lektionen verwalten' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Spiele verwalten/ })).toHaveAttribute('href', '/teacher/games');
  await expect(page.getByRole('link', { name: /Lektionen verwalten/ })).toHaveAttribute('href', '/teacher/lessons');

  await userMenuItem(page, 'Abmelden');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  // Signed out for real: the dashboard now sends to the login.
  await page.goto('/teacher/dashboard');
  await page.waitForURL('**/login?redirect=%2Fteacher%2Fdashboard');
});

test('a student signs up and lands on the student dashboard with the greeting', async ({ page }) => {
  await signUpViaUi(page, 'student', 'Max', 'Meier');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Max' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meine Klassen' })).toBeVisible();
  await expect(page.getByText('Du bist noch in keiner Klasse.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Klasse beitreten' }).first()).toBeVisible();
});

test('a guard sends to the login with the full target, and the login returns there', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Gina');
  await page.goto('/teacher/games?ansicht=liste');
  await page.waitForURL('**/login?redirect=%2Fteacher%2Fgames%3Fansicht%3Dliste');
  await signInViaUi(page, teacher.email);
  await page.waitForURL('**/teacher/games?ansicht=liste');
});

test('a wrong role lands on its own dashboard; the session survives a reload', async ({ page, baseURL }) => {
  const student = await signUpViaApi(baseURL!, 'student', 'Sven');
  await page.goto('/login');
  await signInViaUi(page, student.email);
  await page.waitForURL('**/student/dashboard');
  await page.goto('/teacher/dashboard');
  await page.waitForURL('**/student/dashboard');
  await page.goto('/admin');
  await page.waitForURL('**/student/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Sven' })).toBeVisible();
  // The landing page sends a signed-in user to their dashboard.
  await page.goto('/');
  await page.waitForURL('**/student/dashboard');
});

test('sign-up shows the German error for a registered email and needs a role', async ({ page, baseURL }) => {
  const existing = await signUpViaApi(baseURL!, 'student', 'Erna');
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Registrieren' });
  await page.getByLabel('Vorname').fill('Erna');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('E-Mail').fill(existing.email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Lernende' }).click();
  await expect(page.getByRole('button', { name: 'Lernende' })).toHaveAttribute('aria-pressed', 'true');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Diese E-Mail-Adresse ist bereits registriert.');
});

test('?role=teacher preselects the role; the password field says what it needs', async ({ page }) => {
  await page.goto('/signup?role=teacher');
  await expect(page.getByRole('button', { name: 'Lehrperson' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Passwort')).toHaveAttribute('placeholder', 'Mindestens 6 Zeichen');
});

test('login shows the confirmation note and the German error for wrong credentials', async ({ page }) => {
  await page.goto('/login?message=email-confirmation-sent');
  await expect(page.getByText('Bitte bestätige deine E-Mail-Adresse und melde dich dann hier an.')).toBeVisible();
  await signInViaUi(page, uniqueEmail('niemand'), 'falsch123');
  await expect(page.getByRole('alert')).toContainText('E-Mail oder Passwort ist falsch.');
});

test("a child signing in with a username: 'Passwort anzeigen' shows what was typed, a wrong one gets the username wording", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('lea.keller7');
  const password = page.getByLabel('Passwort');
  await password.fill('Sonne-Berg-42');
  await expect(password).toHaveAttribute('type', 'password');
  const show = page.getByRole('button', { name: 'Passwort anzeigen' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await show.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
  await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
  await page.screenshot({ path: '../.tmp/login-username-error.png' });
});

test('a remote that fails to load shows the retry screen, and retry loads it', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Rita');
  let failing = true;
  await page.route('**/remotes/teacher/**', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
  await page.goto('/login');
  await signInViaUi(page, teacher.email);
  await page.waitForURL('**/teacher/dashboard');
  await expect(page.getByText('Bereich konnte nicht geladen werden.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Rita' })).toBeVisible();
});

test('public screens have no serious accessibility violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  for (const path of ['/', '/login', '/signup', '/games/eu-flaggen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await context.close();
});

test('with email confirmation on, sign-up shows the confirmation modal', async ({ browser }) => {
  const platform = await startPlatformProcess({ EMAIL_CONFIRMATION: 'true' });
  const context = await browser.newContext({ baseURL: platform.url });
  const page = await context.newPage();
  try {
    await page.goto('/signup?role=student');
    await page.getByLabel('Vorname').fill('Clara');
    await page.getByLabel('Nachname').fill('Confirm');
    await page.getByLabel('E-Mail').fill(uniqueEmail('confirm'));
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestätige deine Email' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape'); // not dismissable
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Zurück zur Startseite' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  } finally {
    await context.close();
    await platform.stop();
  }
});
