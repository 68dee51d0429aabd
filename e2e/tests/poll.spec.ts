import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { signUpViaApi } from '../support/users.ts';

/** One option's row in the results list ('👍 … 1 (50 %)'). */
const resultRow = (page: Page, emoji: string) =>
  page.getByRole('list', { name: /Ergebnisse/ }).getByRole('listitem').filter({ hasText: emoji });

test('live poll: a teacher adds a poll, two students vote in their browsers, the teacher sees the counts change live and resets', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const teacherAccount = await signUpViaApi(baseURL!, 'teacher', 'Tina');
  const annaAccount = await signUpViaApi(baseURL!, 'student', 'Anna');
  const benAccount = await signUpViaApi(baseURL!, 'student', 'Ben');
  const token = await apiToken(baseURL!, teacherAccount.email);
  const cls = await createClassViaApi(baseURL!, token, '6c Mensch und Umwelt', 'MU6C');
  for (const s of [annaAccount, benAccount]) await joinClassViaApi(baseURL!, await apiToken(baseURL!, s.email), cls.invitation_code);
  const lesson = await createLessonViaApi(baseURL!, token, 'Wald als Lebensraum', 'Tiere und Pflanzen im Wald');
  await addLessonsToClassViaApi(baseURL!, token, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL!, token, cls.id, lesson.id, true);
  const lessonUrl = `/lessons/${lesson.id}?class_id=${cls.id}`;

  const teacher = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  await logIn(teacher, teacherAccount.email, 'teacher');

  await test.step('the editor: question required, four default emoji, remove disabled at 2, add disabled at 8', async () => {
    await teacher.goto(`/teacher/classes/${cls.id}/lessons/${lesson.id}/edit`);
    await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Umfrage' }).click();
    const poll = teacher.getByRole('article', { name: 'Umfrage-Block 1' });
    const options = poll.getByRole('textbox', { name: /^Option \d$/ });
    await expect(options).toHaveCount(4);
    await expect(teacher.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled(); // no question yet
    const add = poll.getByRole('button', { name: 'Option hinzufügen' });
    for (let i = 0; i < 4; i++) await add.click();
    await expect(options).toHaveCount(8);
    await expect(add).toBeDisabled();
    for (let n = 8; n > 2; n--) await poll.getByRole('button', { name: `Option ${n} entfernen` }).click();
    await expect(options).toHaveCount(2);
    await expect(poll.getByRole('button', { name: 'Option 1 entfernen' })).toBeDisabled();
    await add.click();
    await poll.getByRole('textbox', { name: 'Option 3' }).fill('🌲');
    await poll.getByRole('textbox', { name: 'Frage', exact: true }).fill('Wie gefällt dir der Wald?');
    expect(await seriousViolations(teacher)).toEqual([]);
    await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(poll.getByText('Wie gefällt dir der Wald?')).toBeVisible();
    await expect(poll.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  });

  await test.step("the teacher's lesson view shows the empty results and stays open", async () => {
    await teacher.goto(lessonUrl);
    await expect(teacher.getByText('Wie gefällt dir der Wald?')).toBeVisible();
    await expect(teacher.getByText('0 Stimmen', { exact: true })).toBeVisible();
    await expect(resultRow(teacher, '👍')).toContainText('0 (0 %)');
    await expect(teacher.getByRole('button', { name: '👍' })).toHaveCount(0); // teachers do not vote
  });

  const anna = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  const ben = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();

  await test.step('two students in two browsers vote; the teacher sees the counts change without reloading', async () => {
    await logIn(anna, annaAccount.email, 'student');
    await anna.goto(`/student/classes/${cls.id}`);
    await expect(anna.getByRole('heading', { level: 1, name: '6c Mensch und Umwelt' })).toBeVisible();
    await anna.getByRole('link', { name: /Wald als Lebensraum/ }).click();
    await expect(anna.getByRole('group', { name: 'Deine Reaktion' })).toBeVisible();
    await anna.getByRole('button', { name: '👍' }).click();
    await expect(anna.getByRole('button', { name: '👍' })).toHaveAttribute('aria-pressed', 'true');
    await expect(teacher.getByText('1 Stimme', { exact: true })).toBeVisible();
    await expect(resultRow(teacher, '👍')).toContainText('1 (100 %)');

    await logIn(ben, benAccount.email, 'student');
    await ben.goto(lessonUrl);
    await ben.getByRole('button', { name: '🌲' }).click();
    await expect(teacher.getByText('2 Stimmen', { exact: true })).toBeVisible();
    await expect(resultRow(teacher, '👍')).toContainText('1 (50 %)');
    await expect(resultRow(teacher, '🌲')).toContainText('1 (50 %)');
    // Ben changes his mind: his vote moves, it does not count twice.
    await ben.getByRole('button', { name: '👍' }).click();
    await expect(resultRow(teacher, '👍')).toContainText('2 (100 %)');
    await expect(resultRow(teacher, '🌲')).toContainText('0 (0 %)');
    await expect(teacher.getByText('2 Stimmen', { exact: true })).toBeVisible();
    // Students see the results too (showResults), and their own pick after a reload.
    await expect(resultRow(anna, '👍')).toContainText('2 (100 %)');
    await ben.reload();
    await expect(ben.getByRole('button', { name: '👍' })).toHaveAttribute('aria-pressed', 'true');
    await expect(ben.getByText('Deine Wahl: 👍')).toBeVisible();
    expect(await seriousViolations(ben)).toEqual([]);
    expect(await seriousViolations(teacher)).toEqual([]);
  });

  await test.step("failures show 'Fehler beim Speichern' / 'Fehler beim Löschen' for 3 s", async () => {
    await anna.route('**/reactions', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
    await anna.getByRole('button', { name: '👎' }).click();
    await expect(anna.getByRole('alert').filter({ hasText: 'Fehler beim Speichern' })).toBeVisible();
    await expect(anna.getByRole('button', { name: '👍' })).toHaveAttribute('aria-pressed', 'true'); // the pick stays
    await expect(anna.getByText('Fehler beim Speichern')).toHaveCount(0, { timeout: 5000 });
    await anna.unroute('**/reactions');

    await teacher.route('**/reactions', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
    await teacher.getByRole('button', { name: 'Reaktionen zurücksetzen' }).click();
    await teacher.getByRole('alertdialog', { name: 'Reaktionen zurücksetzen' }).getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(teacher.getByRole('alert').filter({ hasText: 'Fehler beim Löschen' })).toBeVisible();
    await expect(resultRow(teacher, '👍')).toContainText('2 (100 %)');
    await expect(teacher.getByText('Fehler beim Löschen')).toHaveCount(0, { timeout: 5000 });
    await teacher.unroute('**/reactions');
  });

  await test.step('the teacher resets after confirming; everyone sees the empty poll', async () => {
    await teacher.getByRole('button', { name: 'Reaktionen zurücksetzen' }).click();
    const dialog = teacher.getByRole('alertdialog', { name: 'Reaktionen zurücksetzen' });
    expect(await seriousViolations(teacher)).toEqual([]);
    await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(teacher.getByText('Reaktionen gelöscht')).toBeVisible();
    await expect(teacher.getByText('0 Stimmen', { exact: true })).toBeVisible();
    await expect(anna.getByRole('button', { name: '👍' })).toHaveAttribute('aria-pressed', 'false');
    await expect(resultRow(anna, '👍')).toContainText('0 (0 %)');
    // The notice goes after 3 s.
    await expect(teacher.getByText('Reaktionen gelöscht')).toHaveCount(0, { timeout: 6000 });
  });
});
