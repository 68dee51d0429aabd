import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { ADMIN, signInAsAdmin } from '../support/admin.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { startPlatformProcess } from '../support/global-setup.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { signUpViaApi } from '../support/users.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * Issue 23 (the platform's frame): one header with the teacher's navigation, the footer with
 * 'Datenschutz' and 'Impressum', 'Code gross anzeigen', no sideways scrolling on a phone, no CSP
 * report on any main page, and the spec's error sentences where their conditions occur.
 * Its own platform: an admin account, an imprint file and a data location.
 */
type Platform = Awaited<ReturnType<typeof startPlatformProcess>>;
let platform: Platform | undefined;
const test = base.extend({ baseURL: async ({ baseURL }, use) => use(platform?.url ?? baseURL) });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-chrome-'));
  fs.writeFileSync(path.join(dataDir, 'impressum.txt'), '# Betreiberin\n\nSchule Muster\nMusterstrasse 1\n3000 Bern');
  platform = await startPlatformProcess(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, IMPRINT_TEXT_FILE: 'impressum.txt', DATA_LOCATION: 'Daten in der Schweiz' },
    { dataDir },
  );
});

test.afterAll(async () => {
  await platform?.stop();
  platform = undefined;
});

/** Collects CSP reports (securitypolicyviolation events, console CSP errors) of every page a test opens. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

/** The built-in games' pages (key, frame title). */
const GAME_PAGES = [
  ['eu-flaggen', 'EU-Flaggen'], ['schweiz-wappen', 'Schweizer Wappen'], ['schweiz-kantone', 'Schweizer Kantone'], ['eu-laender', 'EU-Länder'],
  ['weltkarte', 'Weltkarte'], ['bundesrat', 'Bundesrat'], ['wirtschaftskreislauf', 'Wirtschaftskreislauf'],
] as const;

async function expectNoSidewaysScroll(page: Page, name: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${name}: scrollWidth ${scrollWidth} > ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}

async function teacherWithClassAndLesson(baseURL: string) {
  const teacher = await signUpViaApi(baseURL, 'teacher', 'Tina');
  const token = await apiToken(baseURL, teacher.email);
  const cls = await createClassViaApi(baseURL, token, '5a Geografie', 'GEO5A');
  const lesson = await createLessonViaApi(baseURL, token, 'Die Schweiz und ihre Nachbarländer mit einem sehr langen Namen', 'Karten, Kantone und Hauptorte');
  await addBlockViaApi(baseURL, token, lesson.id, {
    type: 'text',
    content: { html: '<p>Unterrichtsmaterial_mit_einem_ausserordentlich_langen_Wort_ohne_Trennstellen_zum_Testen</p>', text: 'x', characterCount: 1 },
  });
  await addBlockViaApi(baseURL, token, lesson.id, { type: 'reaction', content: { prompt: 'Wie war die Lektion?', options: ['👍', '👎'], showResults: true, anonymous: true } });
  await addBlockViaApi(baseURL, token, lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { timeLimit: 300, allowRetry: true, showScore: true } } });
  await addLessonsToClassViaApi(baseURL, token, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL, token, cls.id, lesson.id, true);
  return { teacher, token, cls, lesson };
}

test('at 390 px no listed page scrolls sideways, and none raises a CSP report', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const { teacher, cls, lesson } = await teacherWithClassAndLesson(baseURL!);
  const student = await signUpViaApi(baseURL!, 'student', 'Sami');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, student.email), cls.invitation_code);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cspReports = await watchCsp(page);
  for (const [name, url] of [['landing', '/'], ['login', '/login'], ['signup', '/signup'], ['Datenschutz', '/datenschutz'], ['Impressum', '/impressum']] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, name);
  }
  // Every built-in game's page, on its board where it has a start screen.
  for (const [key, title] of GAME_PAGES) {
    await page.goto(`/games/${key}`);
    await expect(page.getByRole('region', { name: title }).first()).toBeVisible();
    const start = page.getByRole('button', { name: 'Spiel starten' });
    if (await start.isVisible()) await start.click();
    await expect(page.locator('.gk-game')).toBeVisible();
    await expectNoSidewaysScroll(page, `game ${key}`);
  }
  await logIn(page, teacher.email, 'teacher');
  await expect(page.getByRole('heading', { level: 1, name: /Tina/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'teacher dashboard');
  await page.goto(`/teacher/classes/${cls.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '5a Geografie' })).toBeVisible();
  await expect(page.getByText('Die Schweiz und ihre Nachbarländer', { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page, 'class view');
  await page.goto(`/lessons/${lesson.id}?class_id=${cls.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Die Schweiz und ihre Nachbarländer/ })).toBeVisible();
  await expect(page.getByText('Wie war die Lektion?')).toBeVisible();
  await expect(page.getByText('Resultate der Klasse')).toBeVisible();
  await expectNoSidewaysScroll(page, 'lesson view');
  await page.goto(`/teacher/classes/${cls.id}/lessons/${lesson.id}/edit`);
  await expect(page.getByRole('toolbar', { name: 'Inhalt hinzufügen' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'lesson editor');
  await page.goto('/teacher/lessons');
  await expect(page.getByText('Die Schweiz und ihre Nachbarländer', { exact: false }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'lessons overview');
  await page.goto('/teacher/games');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'games list');
  await page.goto('/teacher/create-game');
  await expect(page.getByRole('button', { name: 'Spiel speichern' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vorschau' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'create game');
  expect(await cspReports(), 'CSP reports on the teacher pages (create-game included)').toEqual([]);
  await context.close();

  const studentContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const studentPage = await studentContext.newPage();
  const studentCsp = await watchCsp(studentPage);
  await logIn(studentPage, student.email, 'student');
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Hallo Sami' })).toBeVisible();
  await expectNoSidewaysScroll(studentPage, 'student dashboard');
  await studentPage.goto(`/student/classes/${cls.id}`);
  await expect(studentPage.getByRole('heading', { level: 1, name: '5a Geografie' })).toBeVisible();
  await expectNoSidewaysScroll(studentPage, 'student class view');
  await studentPage.goto(`/lessons/${lesson.id}?class_id=${cls.id}`);
  await expect(studentPage.getByText('Wie war die Lektion?')).toBeVisible();
  await expectNoSidewaysScroll(studentPage, 'student lesson view');
  expect(await studentCsp()).toEqual([]);
  await studentContext.close();

  const adminContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const adminPage = await adminContext.newPage();
  const adminCsp = await watchCsp(adminPage);
  await signInAsAdmin(adminPage);
  await expect(adminPage.getByRole('heading', { name: 'Benutzer' })).toBeVisible();
  await expectNoSidewaysScroll(adminPage, 'admin');
  await adminPage.goto('/admin/lms');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'LMS-Anbindung' })).toBeVisible();
  await expectNoSidewaysScroll(adminPage, 'admin LMS');
  expect(await adminCsp()).toEqual([]);
  await adminContext.close();
});

test('axe finds nothing serious or critical on any page or game, at 390 and 1280 px', async ({ browser, baseURL }) => {
  test.setTimeout(480_000);
  const { teacher, cls, lesson } = await teacherWithClassAndLesson(baseURL!);
  const student = await signUpViaApi(baseURL!, 'student', 'Sami');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, student.email), cls.invitation_code);
  const findings: string[] = [];
  const check = async (page: Page, name: string) => {
    await expect(page.locator('main').first()).toBeVisible();
    // Loaded: no page still shows a loading text (lesson pages keep an SSE stream open, so no 'networkidle').
    await expect(page.getByText(/wird geladen|Wird geladen|Laden\.\.\./)).toHaveCount(0);
    for (const v of await seriousViolations(page)) findings.push(`${name} (${page.viewportSize()!.width} px): ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  for (const width of [390, 1280]) {
    const viewport = { width, height: width === 390 ? 844 : 800 };
    const context = await browser.newContext({ baseURL, viewport, bypassCSP: true });
    const page = await context.newPage();
    for (const url of ['/', '/login', '/signup', '/datenschutz', '/impressum']) {
      await page.goto(url);
      await check(page, url);
    }
    for (const [key, title] of GAME_PAGES) {
      await page.goto(`/games/${key}`);
      await expect(page.getByRole('region', { name: title }).first()).toBeVisible();
      const start = page.getByRole('button', { name: 'Spiel starten' });
      if (await start.isVisible()) await start.click();
      await check(page, `/games/${key}`);
    }
    await logIn(page, teacher.email, 'teacher');
    for (const url of ['/teacher/dashboard', `/teacher/classes/${cls.id}`, '/teacher/lessons', '/teacher/games', '/teacher/create-game', `/teacher/classes/${cls.id}/lessons/${lesson.id}/edit`, `/lessons/${lesson.id}?class_id=${cls.id}`]) {
      await page.goto(url);
      await check(page, url);
    }
    await context.close();
    const studentContext = await browser.newContext({ baseURL, viewport, bypassCSP: true });
    const studentPage = await studentContext.newPage();
    await logIn(studentPage, student.email, 'student');
    for (const url of ['/student/dashboard', `/student/classes/${cls.id}`, `/lessons/${lesson.id}?class_id=${cls.id}`]) {
      await studentPage.goto(url);
      await check(studentPage, `student ${url}`);
    }
    await studentContext.close();
    const adminContext = await browser.newContext({ baseURL, viewport, bypassCSP: true });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await check(adminPage, '/admin/dashboard');
    await adminPage.goto('/admin/lms');
    await check(adminPage, '/admin/lms');
    await adminContext.close();
  }
  expect(findings).toEqual([]);
});

test('teachers find Klassen · Lektionen · Spiele in the header of every page, the subscription in the user menu', async ({ page, baseURL }) => {
  const { teacher, cls } = await teacherWithClassAndLesson(baseURL!);
  await logIn(page, teacher.email, 'teacher');
  const nav = page.getByRole('navigation', { name: 'Bereiche' });
  await expect(nav.getByRole('link', { name: 'Klassen' })).toHaveAttribute('aria-current', 'page');
  // The paid subscription no longer sits beside 'Neue Klasse'.
  await expect(page.getByRole('button', { name: 'Neue Klassen hinzufügen' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Lektionen' }).click();
  await page.waitForURL('**/teacher/lessons');
  await expect(nav.getByRole('link', { name: 'Lektionen' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Spiele' }).click();
  await page.waitForURL('**/teacher/games');
  await expect(nav.getByRole('link', { name: 'Spiele' })).toHaveAttribute('aria-current', 'page');

  // A game page keeps the header: navigation and user menu.
  await page.goto('/games/eu-flaggen');
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Spiele' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: /^Tina.*Account-Menü$/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Klassen' }).click();
  await page.waitForURL('**/teacher/dashboard');

  // The subscription dialog opens from the user menu, keyboard only, with the spec's title.
  await page.goto(`/teacher/classes/${cls.id}`);
  const menuButton = page.getByRole('button', { name: /^Tina.*Account-Menü$/ });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Neue Klassen hinzufügen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/teacher/dashboard?dialog=neue-klassen');
  const dialog = page.getByRole('dialog', { name: 'Neue Klassen hinzufügen' });
  await expect(dialog.getByLabel('Neue Klassen')).toHaveValue('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
});

test("the class header shows the invitation code and 'Code gross anzeigen' shows it for the projector", async ({ page, baseURL }) => {
  const { teacher, cls } = await teacherWithClassAndLesson(baseURL!);
  await logIn(page, teacher.email, 'teacher');
  await page.goto(`/teacher/classes/${cls.id}`);
  await expect(page.getByTestId('header-invitation-code')).toHaveText(cls.invitation_code);
  await page.getByRole('button', { name: 'Code gross anzeigen' }).click();
  const projector = page.getByRole('dialog', { name: 'Klasse 5a Geografie beitreten' });
  await expect(projector.getByTestId('projector-code')).toHaveText(cls.invitation_code);
  await expect(projector.getByTestId('projector-address')).toHaveText(new URL(baseURL!).host);
  const fontSize = await projector.getByTestId('projector-code').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(48);
  await page.keyboard.press('Escape');
  await expect(projector).toBeHidden();
  await expect(page.getByRole('button', { name: 'Code gross anzeigen' })).toBeFocused();
});

test("every page's footer links 'Datenschutz' and 'Impressum' and says where the data is kept", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('data-location')).toHaveText('Daten in der Schweiz');
  await footer.getByRole('link', { name: 'Datenschutz' }).click();
  await page.waitForURL('**/datenschutz');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
  await expect(page.getByText(/Bundesgesetzes über den Datenschutz/)).toBeVisible();
  await expect(page.getByText('Speicherort der Daten: Daten in der Schweiz')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await page.waitForURL('**/impressum');
  await expect(page.getByRole('heading', { level: 2, name: 'Betreiberin' })).toBeVisible();
  await expect(page.getByText(/Musterstrasse 1/)).toBeVisible();
  // Game pages have the footer too.
  await page.goto('/games/eu-flaggen');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
});

test("on a whiteboard a game page's header lines up with its wide stage, from the first paint, and other pages keep theirs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  // The HTML already carries the mark: the header of the first paint does not move when the game mounts.
  const html = await (await page.request.get(`${baseURL}/games/eu-flaggen`)).text();
  expect(html).toContain('<html data-layout="wide"');
  expect(await (await page.request.get(`${baseURL}/login`)).text()).not.toContain('data-layout');

  await page.goto('/games/eu-flaggen');
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  const logo = page.getByRole('banner').getByRole('link', { name: 'Lernplattform' });
  const back = page.getByRole('link', { name: 'Zurück zu den Spielen' });
  const onGame = (await logo.boundingBox())!.x;
  expect(Math.abs(onGame - (await back.boundingBox())!.x)).toBeLessThan(16);

  // Left inside the app: the landing page's header is the content width again, and the page starts at its top.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await logo.click();
  await page.waitForURL(`${baseURL}/`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-layout', /.*/);
  await expect.poll(async () => (await logo.boundingBox())!.x).toBeGreaterThan(onGame + 100);
  await context.close();
});

test('the spec error sentences appear where their conditions occur', async ({ browser, baseURL }) => {
  const { teacher, cls } = await teacherWithClassAndLesson(baseURL!);
  const student = await signUpViaApi(baseURL!, 'student', 'Nora');

  // A student opens a class they are not enrolled in.
  const studentPage = await (await browser.newContext({ baseURL })).newPage();
  await logIn(studentPage, student.email, 'student');
  await studentPage.goto(`/student/classes/${cls.id}`);
  await expect(studentPage.getByRole('alert')).toContainText('Keine Klassenzugehörigkeit gefunden');
  await expect(studentPage.getByRole('alert')).toContainText('Du bist nicht in dieser Klasse eingeschrieben');

  // The class is deleted in another tab while its edit dialog is open.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, teacher.email, 'teacher');
  await page.goto(`/teacher/classes/${cls.id}`);
  await page.getByRole('button', { name: 'Klasse bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Klasse bearbeiten' });
  await edit.getByLabel('Name der Klasse').fill('5b Geografie');
  const token = await apiToken(baseURL!, teacher.email);
  const deleted = await fetch(`${baseURL}/api/teacher/classes/${cls.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  expect(deleted.ok).toBe(true);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit.getByRole('alert')).toContainText('Keine Klassendaten zum Bearbeiten verfügbar.');
  await page.keyboard.press('Escape');

  // The teacher (now without classes) opens the deleted class.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Klasse nicht gefunden');
  await expect(page.getByRole('alert')).toContainText('Keine Klassen gefunden');

  // An unknown game address: 'Spiel nicht gefunden' with 'Link zum Spiel kopieren'.
  await page.goto('/games/custom/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Spiel nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link zum Spiel kopieren' })).toBeVisible();
  await page.goto('/games/gibt/es/nicht');
  await expect(page.getByRole('heading', { name: 'Spiel nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link zum Spiel kopieren' })).toBeVisible();
  await context.close();
});

test('/modal-test: unique landmarks; the file chooser, the de-CH date field and the large checkboxes work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/modal-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const landmarks = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(document, { runOnly: ['landmark-unique', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-banner'] })).violations.map((v) => v.id);
  });
  expect(landmarks).toEqual([]);

  // 'Datei auswählen', not the browser's 'Choose File'; the real input is reached with the keyboard.
  const file = page.getByLabel('Arbeitsblatt: Datei auswählen');
  await expect(page.getByText('Datei auswählen', { exact: true })).toBeVisible();
  await file.focus();
  await expect(file).toBeFocused();
  await file.setInputFiles({ name: 'blatt.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });

  const date = page.getByLabel('Abgabedatum');
  await expect(date).toHaveValue('24.12.2025');
  await date.fill('7.3.2025');
  await date.press('Tab');
  await expect(date).toHaveValue('07.03.2025');
  await date.fill('31.02.2025');
  await date.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.' })).toBeVisible();

  const box = await page.getByRole('checkbox', { name: 'Grosses Kontrollkästchen' }).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  await context.close();
});

test("a vote in a second tab updates the first tab's 'Deine Wahl'", async ({ browser, baseURL }) => {
  const { cls, lesson } = await teacherWithClassAndLesson(baseURL!);
  const student = await signUpViaApi(baseURL!, 'student', 'Timo');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, student.email), cls.invitation_code);
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  await logIn(first, student.email, 'student');
  const url = `/lessons/${lesson.id}?class_id=${cls.id}`;
  await first.goto(url);
  await expect(first.getByRole('button', { name: '👍' })).toBeVisible();
  const second = await context.newPage();
  await second.goto(url);
  await second.getByRole('button', { name: '👎' }).click();
  await expect(second.getByText('Deine Wahl: 👎')).toBeVisible();
  await expect(first.getByText('Deine Wahl: 👎')).toBeVisible();
  await expect(first.getByRole('button', { name: '👎' })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});
