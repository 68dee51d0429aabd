import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInAsAdmin, startAdminPlatform } from '../support/admin.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { startExternalGame } from '../support/external-game.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { signUpViaApi } from '../support/users.ts';
import { playToTheEnd } from '../../games/sdk/starter/test/play-to-the-end.ts';

type Platform = Awaited<ReturnType<typeof startAdminPlatform>>;
type ExternalGame = Awaited<ReturnType<typeof startExternalGame>>;
let platform: Platform | undefined;
let cdn: ExternalGame;

// The admin screen needs an admin (ADMIN_EMAIL): a platform of its own. No test bypasses the CSP:
// the external game's origin must be allowed by the registry-driven policy.
test.use({
  baseURL: async ({ baseURL }, use) => use(platform?.url ?? baseURL),
});
// The external game is the SDK starter built from the packed tarballs (built once per change of the SDK).
test.beforeAll(async () => {
  test.setTimeout(300_000);
  platform = await startAdminPlatform();
  cdn = await startExternalGame();
});
test.afterAll(async () => {
  await cdn?.close();
  await platform?.stop();
});

/** A teacher with a class, a visible lesson holding a game block, and an enrolled student. */
async function lessonWithGame(baseURL: string, gameId: string, lessonName: string) {
  const teacher = await signUpViaApi(baseURL, 'teacher', 'Tanja');
  const student = await signUpViaApi(baseURL, 'student', 'Paula');
  const token = await apiToken(baseURL, teacher.email);
  const cls = await createClassViaApi(baseURL, token, '6b Geografie');
  await joinClassViaApi(baseURL, await apiToken(baseURL, student.email), cls.invitation_code);
  const lesson = await createLessonViaApi(baseURL, token, lessonName);
  await addBlockViaApi(baseURL, token, lesson.id, { type: 'game', content: { gameId } });
  await addLessonsToClassViaApi(baseURL, token, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL, token, cls.id, lesson.id, true);
  return { teacher, student, token, cls, lesson, path: `/lessons/${lesson.id}?class_id=${cls.id}` };
}

/** Admin API set-up (the screen itself is tested in the first test). */
async function adminCall(baseURL: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(baseURL, ADMIN.email)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ versions: { id: string; label: string }[] }>;
}

async function openGamesScreen(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: /Spiele verwalten/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiele' })).toBeVisible();
}

const gameCard = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });
const addSection = (page: Page) => page.getByRole('region', { name: 'Spiel hinzufügen' });

test('another team\'s game: added on /admin/games without a restart, in the picker and at /games/<key>, played in a lesson, updated and rolled back', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);

  await test.step("'Prüfen' shows what was found, then 'Spiel hinzufügen' saves it", async () => {
    await openGamesScreen(page);
    const add = addSection(page);
    // A bundle without CORS or './Game' is refused with a German reason; here: an address that does not exist.
    await add.getByLabel('Manifest-URL').fill(`${cdn.origin}/gibtsnicht/mf-manifest.json`);
    await add.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByRole('alert')).toContainText('Prüfung fehlgeschlagen: Das Manifest (mf-manifest.json) antwortet mit Status 404');
    await add.getByLabel('Manifest-URL').fill(cdn.manifestUrl('v1'));
    await add.getByRole('button', { name: 'Prüfen' }).click();
    const found = add.getByRole('region', { name: 'Gefunden' });
    await expect(found).toContainText("stellt './Game' bereit");
    await expect(found).toContainText('game_hauptstaedte');
    await expect(found).toContainText('sha384-');
    await expect(add.getByLabel(/^Schlüssel/)).toHaveValue('hauptstaedte');
    await add.getByLabel('Titel').fill('Hauptstädte Europas');
    await add.getByLabel('Anbieter').fill('Team Geografie');
    await expect(add.getByLabel(/^Quiz-ID/)).toHaveValue('HAUPTSTAEDTE');
    await add.getByLabel('Version', { exact: true }).fill('1.0.0');
    await page.screenshot({ path: '../.tmp/e2e-results/game-registry-add.png', fullPage: true });
    await add.getByRole('button', { name: 'Spiel hinzufügen' }).click();
    await expect(page.getByText('«Hauptstädte Europas» wurde hinzugefügt.')).toBeVisible();
    await expect(gameCard(page, 'Hauptstädte Europas').getByRole('row', { name: /1\.0\.0/ })).toContainText('aktiv');
  });

  await test.step('it plays at /games/hauptstaedte (federated from its own origin, integrity-pinned)', async () => {
    await page.goto('/games/hauptstaedte');
    await expect(page.getByText('Version 1.0.0')).toBeVisible();
    await playToTheEnd(page);
  });

  const w = await lessonWithGame(baseURL!, 'eu-flaggen', 'Hauptstädte');
  await test.step('the lesson picker offers it; the teacher puts it into the lesson', async () => {
    const context = await browser.newContext({ baseURL });
    const teacher = await context.newPage();
    await logIn(teacher, w.teacher.email, 'teacher');
    await teacher.goto(`/teacher/classes/${w.cls.id}/lessons/${w.lesson.id}/edit`);
    await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Spiele' }).click();
    const block = teacher.getByRole('article', { name: 'Spiele-Block 2' });
    await block.getByRole('group', { name: 'Spiel auswählen' }).getByRole('radio', { name: 'Hauptstädte Europas' }).check();
    await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(block.getByRole('heading', { name: 'Hauptstädte Europas' })).toBeVisible();
    await context.close();
  });

  await test.step('a student plays it inside the lesson; the result is stored', async () => {
    const context = await browser.newContext({ baseURL });
    const student = await context.newPage();
    await logIn(student, w.student.email, 'student');
    await student.goto(w.path);
    const block = student.getByRole('region', { name: 'Hauptstädte Europas' }).first();
    await block.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(block.getByText('Version 1.0.0')).toBeVisible();
    await playToTheEnd(block);
    await expect(block.getByText('Ergebnis gespeichert')).toBeVisible();
    await student.reload();
    await expect(student.getByRole('region', { name: 'Hauptstädte Europas' }).first().getByLabel('Deine Ergebnisse')).toContainText('1 von 1 Punkten');
    await context.close();
  });

  await test.step("a new version: 'Neue Version', 'Aktivieren'; open pages load it on their next load; rollback activates the previous one", async () => {
    const player = await browser.newPage({ baseURL });
    await player.goto('/games/hauptstaedte');
    await expect(player.getByText('Version 1.0.0')).toBeVisible();

    await page.goto('/admin/games');
    const card = gameCard(page, 'Hauptstädte Europas');
    await card.getByText('Neue Version: Hauptstädte Europas').click();
    const form = card.getByRole('form', { name: 'Neue Version: Hauptstädte Europas' });
    await form.getByLabel('Manifest-URL').fill(cdn.manifestUrl('v2'));
    await form.getByLabel('Version').fill('1.1.0');
    await form.getByRole('button', { name: 'Version hinzufügen' }).click();
    await expect(page.getByText('Version 1.1.0 wurde eingetragen')).toBeVisible();
    await card.getByRole('button', { name: 'Version 1.1.0 aktivieren' }).click();
    await expect(page.getByText('Hauptstädte Europas: Version 1.1.0 ist jetzt aktiv.')).toBeVisible();
    await player.reload();
    await expect(player.getByText('Version 1.1.0')).toBeVisible();

    await card.getByRole('button', { name: 'Version 1.0.0 aktivieren' }).click();
    await expect(page.getByText('Hauptstädte Europas: Version 1.0.0 ist jetzt aktiv.')).toBeVisible();
    await card.screenshot({ path: '../.tmp/e2e-results/game-registry-card.png' });
    await player.reload();
    await expect(player.getByText('Version 1.0.0')).toBeVisible();
    await player.close();
  });
});

test('a version taken into the platform\'s keeping runs its checked bytes after the CDN changed them; one that throws on mount leaves other games working and is counted', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await adminCall(baseURL!, 'POST', '/api/admin/games', {
    key: 'kaputt', title: 'Kaputtes Spiel', provider: 'Team Pannen', quiz_id: 'HAUPTSTAEDTE', manifest_url: cdn.manifestUrl('k1'), label: 'K1',
  });

  await test.step('entry and chunks changed on the CDN after registration: never fetched, never run; the checked version plays', async () => {
    cdn.tamper('k1');
    const before = cdn.served.length;
    await page.goto('/games/kaputt');
    await expect(page.getByText('Version 1.0.0')).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __changedOnCdn?: boolean }).__changedOnCdn ?? false)).toBe(false);
    // The page loaded nothing from the studio's origin: every file came from the platform's copy.
    expect(cdn.served.slice(before).filter((p) => p.startsWith('/k1/'))).toEqual([]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/bundles/registry/')));
    expect(scripts.length).toBeGreaterThan(1);
  });

  await test.step('a version that throws on mount: an error box, other games still load', async () => {
    const game = await adminCall(baseURL!, 'POST', '/api/admin/games/kaputt/versions', { manifest_url: cdn.manifestUrl('k2'), label: 'K2', activate: true });
    expect(game.versions.map((v) => v.label)).toContain('K2');
    await page.goto('/games/kaputt');
    await expect(page.getByRole('alert')).toContainText('Spiel konnte nicht geladen werden');
    await page.goto('/games/eu-flaggen');
    await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  });

  await test.step('inside a lesson: the crash names the provider, offers \'Erneut versuchen\' and is counted once', async () => {
    const mountFailures = async () => {
      const list = await adminCall(baseURL!, 'GET', '/api/admin/games') as unknown as { games: { key: string; versions: { label: string; failures_24h: { mount: number } }[] }[] };
      return list.games.find((g) => g.key === 'kaputt')!.versions.find((v) => v.label === 'K2')!.failures_24h.mount;
    };
    const lesson = await lessonWithGame(baseURL!, 'kaputt', 'Pannenstunde');
    const before = await mountFailures();
    const context = await page.context().browser()!.newContext({ baseURL });
    const student = await context.newPage();
    await logIn(student, lesson.student.email, 'student');
    await student.goto(lesson.path);
    const block = student.getByRole('region', { name: 'Kaputtes Spiel' }).first();
    await block.getByRole('button', { name: 'Spiel öffnen' }).click();
    const alert = block.getByRole('alert');
    await expect(alert).toContainText('Spiel konnte nicht geladen werden');
    await expect(alert).toContainText('Das Spiel von Team Pannen ist abgestürzt');
    await block.screenshot({ path: test.info().outputPath('lesson-game-crashed.png') });
    await expect.poll(mountFailures).toBe(before + 1);
    // 'Erneut versuchen' loads and mounts it again: a second crash, counted once more.
    await block.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(block.getByRole('alert')).toContainText('Team Pannen');
    await expect.poll(mountFailures).toBe(before + 2);
    await context.close();
  });

  await test.step('the admin screen counts the failures per version (24 h)', async () => {
    await openGamesScreen(page);
    const card = gameCard(page, 'Kaputtes Spiel');
    await expect(card.getByRole('row', { name: /^K2/ }).getByLabel(/Ladefehler \(24 h\): [1-9]/)).toBeVisible();
  });
});

test('a sandboxed registration plays in a lesson (its own page in a sandboxed frame) with the result stored', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);

  await test.step("the admin adds it as 'Sandbox' with its standalone page", async () => {
    await openGamesScreen(page);
    const add = addSection(page);
    await add.getByLabel('Manifest-URL').fill(cdn.manifestUrl('s1'));
    await add.getByRole('button', { name: 'Prüfen' }).click();
    await add.getByLabel('Titel').fill('Sandkasten');
    await add.getByLabel('Anbieter').fill('Team Fremd');
    // The quiz id comes from the build, not from the form.
    await expect(add.getByLabel(/^Quiz-ID/)).toHaveValue('HAUPTSTAEDTE');
    await expect(add.getByLabel(/^Quiz-ID/)).toHaveAttribute('readonly', '');
    await add.getByRole('radio', { name: /Sandbox/ }).check();
    await add.getByLabel('Embed-URL (eigenständige Seite)').fill(cdn.embedUrl('s1'));
    await add.getByRole('button', { name: 'Spiel hinzufügen' }).click();
    await expect(page.getByText('«Sandkasten» wurde hinzugefügt.')).toBeVisible();
  });

  const w = await lessonWithGame(baseURL!, 'sandkasten', 'Sandkasten-Lektion');
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await logIn(student, w.student.email, 'student');
  await student.goto(w.path);
  const block = student.getByRole('region', { name: 'Sandkasten' }).first();
  await block.getByRole('button', { name: 'Spiel öffnen' }).click();
  const frame = block.locator('iframe[title="Sandkasten"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame.contentFrame().getByText('Version 1.0.0')).toBeVisible();
  await playToTheEnd(frame.contentFrame());
  await expect(block.getByText('Ergebnis gespeichert')).toBeVisible();
  await student.reload();
  await expect(student.getByRole('region', { name: 'Sandkasten' }).first().getByLabel('Deine Ergebnisse')).toContainText('1 von 1 Punkten');

  await test.step("'Deaktivieren': gone from the picker; the lesson's block says so", async () => {
    await page.goto('/admin/games');
    await gameCard(page, 'Sandkasten').getByRole('button', { name: 'Sandkasten deaktivieren' }).click();
    await expect(page.getByText('Sandkasten ist ausgeschaltet.')).toBeVisible();
    await student.reload();
    const again = student.getByRole('region', { name: 'Sandkasten' }).first();
    await again.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(again.getByRole('status').filter({ hasText: 'Spiel ausgeschaltet' })).toContainText('Dieses Spiel wurde von der Administration ausgeschaltet.');
    await again.screenshot({ path: '../.tmp/e2e-results/game-registry-disabled.png' });
    const teacher = await context.browser()!.newPage({ baseURL });
    await logIn(teacher, w.teacher.email, 'teacher');
    await teacher.goto(`/teacher/classes/${w.cls.id}/lessons/${w.lesson.id}/edit`);
    await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Spiele' }).click();
    const picker = teacher.getByRole('group', { name: 'Spiel auswählen' }).last();
    await expect(picker.getByRole('radio', { name: 'EU-Flaggen' })).toBeVisible();
    await expect(picker.getByRole('radio', { name: 'Sandkasten' })).toHaveCount(0);
    await teacher.close();
  });
  await context.close();
});

test("'Spiele' names the engines of teachers' own games and asks before switching one off", async ({ page }) => {
  await openGamesScreen(page);
  const card = gameCard(page, 'Zuordnen');
  await expect(card.getByText(/Motor der eigenen Spiele von Lehrpersonen/)).toBeVisible();
  await expect(gameCard(page, 'EU-Flaggen').getByText(/Motor der eigenen Spiele/)).toHaveCount(0);
  // Dates as everywhere on the platform ('28.11.2026, 11:36'), not a second short form.
  await expect(card.getByRole('row', { name: /eingebaut/ })).toContainText(/\d{1,2}\.\d{1,2}\.\d{4}, \d\d:\d\d/);

  // 'Deaktivieren' first says what it does; 'Abbrechen' keeps it on.
  await card.getByRole('button', { name: 'Zuordnen deaktivieren' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Zuordnen deaktivieren?' });
  await expect(dialog).toContainText('Motor aller eigenen Spiele dieser Art');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Eingeschaltet')).toBeVisible();

  // Confirmed: switched off, and on again with one click.
  await card.getByRole('button', { name: 'Zuordnen deaktivieren' }).click();
  await page.getByRole('alertdialog', { name: 'Zuordnen deaktivieren?' }).getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(page.getByText('Zuordnen ist ausgeschaltet.')).toBeVisible();
  await card.getByRole('button', { name: 'Zuordnen wieder einschalten' }).click();
  await expect(page.getByText('Zuordnen ist wieder eingeschaltet.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('games-engines.png'), fullPage: false });
});
