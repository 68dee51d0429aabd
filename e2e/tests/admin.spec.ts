import { expect, test as base } from '@playwright/test';
import { ADMIN, counterValue, searchUsers, signInAsAdmin, startAdminPlatform, userCard, userList } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { PASSWORD, signInViaUi, signUpViaApi, userMenuItem } from '../support/users.ts';
import { apiToken, createClassViaApi } from '../support/classes.ts';

type Platform = Awaited<ReturnType<typeof startAdminPlatform>>;
let platform: Platform | undefined;

// Every test of this file runs against its own platform with an admin account
// (ADMIN_EMAIL); only /modal-test uses the global one.
const test = base.extend({
  baseURL: async ({ baseURL }, use) => use(platform?.url ?? baseURL),
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startAdminPlatform();
});

test.afterAll(async () => {
  await platform?.stop();
  platform = undefined;
});

test('the admin changes a student to teacher, who lands on the teacher dashboard at the next sign-in', async ({ page, baseURL }) => {
  const student = await signUpViaApi(baseURL!, 'student', 'Paula');
  await signInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Admin Panel' })).toBeVisible();

  await searchUsers(page, student.email);
  const card = userCard(page, student.email);
  await expect(card.getByText('Lernende', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Bearbeiten/ }).click();
  await card.getByRole('combobox', { name: 'Rolle' }).selectOption({ label: 'Lehrperson' });
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(card.getByText('Lehrperson', { exact: true })).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Rolle' })).toHaveCount(0);

  // Still a teacher after a reload: the server saved it.
  await page.reload();
  await expect(userCard(page, student.email).getByText('Lehrperson', { exact: true })).toBeVisible();

  await userMenuItem(page, 'Abmelden');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login');
  await signInViaUi(page, student.email);
  await page.waitForURL('**/teacher/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Paula' })).toBeVisible();
});

test('the admin edits names and bio; the card shows the new display name', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Gret');
  await signInAsAdmin(page);
  await searchUsers(page, teacher.email);
  const card = userCard(page, teacher.email);
  await card.getByRole('button', { name: /^Bearbeiten/ }).click();
  await expect(card.getByLabel('Vorname')).toBeFocused();
  await card.getByLabel('Vorname').fill('Margret');
  await card.getByLabel('Nachname').fill('Zürcher');
  await card.getByLabel('Bio').fill('Unterrichtet Geografie.');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(card.getByRole('heading', { name: 'Margret Zürcher' })).toBeVisible();
  await expect(card.getByText('Unterrichtet Geografie.')).toBeVisible();
  await expect(page.getByText('Änderungen an Margret Zürcher gespeichert.')).toBeVisible();

  // Abbrechen leaves everything as it was.
  await card.getByRole('button', { name: /^Bearbeiten/ }).click();
  await card.getByLabel('Vorname').fill('Nicht gespeichert');
  await card.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(card.getByRole('heading', { name: 'Margret Zürcher' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Bearbeiten/ })).toBeFocused();
});

test('an admin who renames themselves sees the new first name in the header at once', async ({ page }) => {
  await signInAsAdmin(page);
  await searchUsers(page, ADMIN.email);
  const card = userCard(page, ADMIN.email);
  const rename = async (first: string) => {
    await card.getByRole('button', { name: /^Bearbeiten/ }).click();
    await card.getByLabel('Vorname').fill(first);
    await card.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('banner').getByText(first, { exact: true })).toBeVisible();
  };
  await rename('Adriana');
  await rename('Admin'); // as the other tests expect it
});

test('the admin deletes a user after confirmation: the card disappears and the counters drop', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Dora');
  await signInAsAdmin(page);
  const total = await counterValue(page, 'Gesamt Benutzer');
  const teachers = await counterValue(page, 'Lehrpersonen');
  const students = await counterValue(page, 'Lernende');
  await searchUsers(page, teacher.email);
  const card = userCard(page, teacher.email);

  // Cancelling the confirmation keeps the user.
  await card.getByRole('button', { name: /^Löschen/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Benutzer löschen' });
  await expect(dialog).toContainText('Möchtest du den Benutzer "Dora Muster" wirklich löschen?');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: /^Löschen/ }).click();
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Dora Muster wurde gelöscht.')).toBeVisible();
  expect(await counterValue(page, 'Gesamt Benutzer')).toBe(total - 1);
  expect(await counterValue(page, 'Lehrpersonen')).toBe(teachers - 1);
  expect(await counterValue(page, 'Lernende')).toBe(students);

  // Gone on the server too: not found after a reload, and the account cannot sign in.
  await page.reload();
  await expect(page.getByText('Keine Benutzer gefunden.')).toBeVisible();
  const signIn = await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: teacher.email, password: PASSWORD }),
  });
  expect(signIn.ok).toBe(false);
});

test("the admin's own card has no delete button and its role cannot be changed", async ({ page }) => {
  await signInAsAdmin(page);
  await searchUsers(page, ADMIN.email);
  const card = userCard(page, ADMIN.email);
  await expect(card.getByText('Du', { exact: true })).toBeVisible();
  await expect(card.getByText('Admin', { exact: true }).last()).toBeVisible();
  await expect(card.getByRole('button', { name: /^Löschen/ })).toHaveCount(0);
  await card.getByRole('button', { name: /^Bearbeiten/ }).click();
  await expect(card.getByRole('combobox', { name: 'Rolle' })).toBeDisabled();
  await expect(card.getByText('Deine eigene Rolle kannst du nicht ändern.')).toBeVisible();
});

test('the server-side search finds a user by email; no match shows the empty state', async ({ page, baseURL }) => {
  const student = await signUpViaApi(baseURL!, 'student', 'Yara');
  await signUpViaApi(baseURL!, 'student', 'Zeno');
  await signInAsAdmin(page);
  await searchUsers(page, student.email.toUpperCase());
  await expect(userList(page).locator(':scope > li')).toHaveCount(1);
  await expect(userCard(page, student.email).getByRole('heading', { name: 'Yara Muster' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);

  await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill('niemand-heisst-so');
  await expect(page.getByText('Keine Benutzer gefunden.')).toBeVisible();
  await page.getByRole('button', { name: 'Suche leeren' }).click();
  await expect(userCard(page, student.email)).toBeVisible();
});

test("a long list pages with 'Weitere laden'", async ({ page, baseURL }) => {
  const tag = `Seite${Date.now().toString(36)}`;
  for (let i = 0; i < 26; i++) await signUpViaApi(baseURL!, 'student', tag);
  await signInAsAdmin(page);
  await searchUsers(page, tag);
  await expect(page.getByRole('status').filter({ hasText: `26 Treffer für "${tag}"` })).toBeVisible();
  const cards = userList(page).locator(':scope > li');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Weitere laden' }).click();
  await expect(cards).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Weitere laden' })).toHaveCount(0);
});

test("the info panel lists a teacher's classes and a student's enrollments", async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Ines');
  const student = await signUpViaApi(baseURL!, 'student', 'Timo');
  const token = async (email: string) => {
    const res = await fetch(`${baseURL}/api/auth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', email, password: PASSWORD }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const created = await fetch(`${baseURL}/api/teacher/classes`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(teacher.email)}` },
    body: JSON.stringify({ name: 'Klasse 6b', description: null, class_code: 'K6B', picture_url: null }),
  });
  expect(created.status).toBe(201);
  const { invitation_code: code } = (await created.json()) as { invitation_code: string };
  const joined = await fetch(`${baseURL}/api/student/classes/join`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(student.email)}` },
    body: JSON.stringify({ code }),
  });
  expect(joined.ok).toBe(true);

  await signInAsAdmin(page);
  await searchUsers(page, teacher.email);
  const teacherCard = userCard(page, teacher.email);
  const toggle = teacherCard.getByRole('button', { name: /^Infos/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const info = teacherCard.getByRole('region', { name: 'Infos zu Ines Muster' });
  await expect(info.getByRole('heading', { name: /Klassen/ })).toBeVisible();
  await expect(info.getByText('Klasse 6b')).toBeVisible();
  await expect(info.getByText('Keine Lektionen')).toBeVisible();
  await toggle.click();
  await expect(info).toBeHidden();

  await searchUsers(page, student.email);
  const studentCard = userCard(page, student.email);
  await studentCard.getByRole('button', { name: /^Infos/ }).click();
  const enrollments = studentCard.getByRole('region', { name: 'Infos zu Timo Muster' });
  await expect(enrollments.getByRole('heading', { name: /Einschreibungen/ })).toBeVisible();
  await expect(enrollments.getByText('Klasse 6b')).toBeVisible();
  await expect(enrollments.getByText('bei Ines Muster')).toBeVisible();
});

test('a failed load shows the error with retry; a failed info panel says so', async ({ page }) => {
  await signInAsAdmin(page);
  let failing = true;
  await page.route((url) => url.pathname === '/api/admin/users', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Datenbank weg' } }) })
      : route.fallback(),
  );
  // The search lives in the address, so the admin's own card is on the first page however many users exist.
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(ADMIN.email)}`);
  // The API's own (English) message is never shown: users get the German sentence.
  await expect(page.getByRole('alert')).toContainText('Fehler beim Laden der Benutzerdaten: Ein unerwarteter Fehler ist aufgetreten.');
  failing = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(userCard(page, ADMIN.email)).toBeVisible();

  await page.route('**/api/admin/users/*/classes', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
  await userCard(page, ADMIN.email).getByRole('button', { name: /^Infos/ }).click();
  await expect(userCard(page, ADMIN.email).getByRole('alert')).toContainText('Fehler beim Laden der Infos');
});

test('non-admins are sent away from /admin; signed-out users to the login', async ({ page, baseURL }) => {
  await page.goto('/admin');
  await page.waitForURL('**/login?redirect=%2Fadmin');

  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Tara');
  await signInViaUi(page, teacher.email);
  await page.waitForURL('**/teacher/dashboard');
  await expect(page.getByRole('button', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/teacher/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
});

test('the admin panel has quick links and no serious accessibility violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    await searchUsers(page, ADMIN.email);
    const links = page.getByRole('navigation', { name: 'Spiele' });
    // Every built-in game, with its German title.
    const games = [
      ['EU-Flaggen', 'eu-flaggen'], ['Schweizer Wappen', 'schweiz-wappen'], ['EU-Länder', 'eu-laender'], ['Schweizer Kantone', 'schweiz-kantone'],
      ['Weltkarte', 'weltkarte'], ['Bundesrat', 'bundesrat'], ['Wirtschaftskreislauf', 'wirtschaftskreislauf'],
    ] as const;
    await expect(links.getByRole('link')).toHaveCount(games.length);
    for (const [title, key] of games) {
      await expect(links.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', `/games/${key}`);
    }
    await expect(page.getByRole('link', { name: /Modal-Test/ })).toHaveAttribute('href', '/modal-test');
    await userCard(page, ADMIN.email).getByRole('button', { name: /^Infos/ }).click();
    await expect(userCard(page, ADMIN.email).getByText('Keine Klassen')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await userCard(page, ADMIN.email).getByRole('button', { name: /^Bearbeiten/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

base('/modal-test opens every modal size; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/modal-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Modal-Test' })).toBeVisible();
  for (const size of ['sm', 'md', 'lg', 'xl', 'full']) {
    const opener = page.getByRole('button', { name: `Modal ${size} öffnen` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: `Modal „${size}“` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

base('/modal-test: the form modal shows a validation error under Fehler, the confirmation asks first', async ({ page }) => {
  await page.goto('/modal-test');
  await page.getByRole('button', { name: 'Formular-Modal öffnen' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Klasse' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByRole('alert')).toContainText('Fehler');
  await expect(form.getByRole('alert')).toContainText('Bitte gib einen Klassennamen ein.');
  await form.getByLabel('Klassenname').fill('5a');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByRole('button', { name: 'Speichern...' })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByText('Klasse „5a“ gespeichert')).toBeVisible();

  await page.getByRole('button', { name: 'Bestätigung öffnen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Klasse löschen' });
  await expect(confirm).toContainText('Möchtest du die Klasse "5a Geografie" wirklich löschen?');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
});

base('/modal-test has no serious accessibility violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/modal-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Modal-Test' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Modal lg öffnen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a student without e-mail (issue 22) shows 'Benutzername' instead of an e-mail and is deleted with their data", async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Tilda');
  const token = await apiToken(baseURL!, teacher.email);
  const cls = await createClassViaApi(baseURL!, token, '2a Admin-Test');
  const res = await fetch(`${baseURL}/api/teacher/classes/${cls.id}/student-accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ students: [{ first_name: 'Ohne', last_name: 'Mailadresse' }] }),
  });
  expect(res.status).toBe(201);
  const [account] = ((await res.json()) as { accounts: { username: string; password: string }[] }).accounts;

  await signInAsAdmin(page);
  await searchUsers(page, account!.username);
  const card = userCard(page, account!.username);
  await expect(card).toContainText(`Benutzername: ${account!.username}`);
  await expect(card).toContainText('Lernende');
  await card.getByRole('button', { name: /^Löschen/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Benutzer löschen' });
  await expect(dialog).toContainText(`Benutzername: ${account!.username}`);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(card).toHaveCount(0);
  const signIn = await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: account!.username, password: account!.password }),
  });
  expect(signIn.status).toBe(400);
});
