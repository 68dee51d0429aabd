import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { animationsDone, apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { signUpViaApi } from '../support/users.ts';

/** Creates an own lesson through the API (the lesson editor is not what this file checks). */
async function createLessonViaApi(baseURL: string, token: string, name: string, description: string) {
  const res = await fetch(`${baseURL}/api/teacher/lessons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, description }),
  });
  if (res.status !== 201) throw new Error(`create lesson failed ${res.status}`);
  return (await res.json()) as { id: string };
}

/** The lesson names of the class view's list, in the order shown ('Lektion N: name'). */
const lessonHeadings = (page: Page) => page.getByRole('list', { name: 'Lektionen' }).getByRole('heading', { level: 3 });

test('class lessons: the teacher adds lessons with the picker, shows, reorders and removes them; the student sees only the visible one', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await signUpViaApi(baseURL!, 'teacher', 'Tina');
  const pupil = await signUpViaApi(baseURL!, 'student', 'Lia');
  const token = await apiToken(baseURL!, owner.email);
  const cls = await createClassViaApi(baseURL!, token, '4b Natur und Technik', 'NT4B');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, pupil.email), cls.invitation_code);
  const water = await createLessonViaApi(baseURL!, token, 'Wasserkreislauf', 'Verdunstung, Wolken und Regen');
  const weather = await createLessonViaApi(baseURL!, token, 'Wetter beobachten', 'Temperatur und Wind eine Woche lang messen');
  const classPath = `/teacher/classes/${cls.id}`;

  const teacherContext = await browser.newContext({ baseURL, bypassCSP: true });
  const teacher = await teacherContext.newPage();

  await test.step('an empty class offers both ways to add lessons', async () => {
    await logIn(teacher, owner.email, 'teacher');
    await teacher.goto(classPath);
    await expect(teacher.getByRole('heading', { level: 1, name: '4b Natur und Technik' })).toBeVisible();
    await expect(teacher.getByText('Noch keine Lektionen in dieser Klasse.')).toBeVisible();
    await expect(teacher.getByTestId('lesson-count')).toHaveText('0');
    await expect(teacher.getByRole('link', { name: 'Neue Lektion erstellen' })).toHaveAttribute('href', `${classPath}/lessons/new`);
  });

  await test.step('the picker lists own lessons in a scrolling list and needs one chosen', async () => {
    await teacher.getByRole('button', { name: 'Vorhandene Lektion hinzufügen' }).click();
    const picker = teacher.getByRole('dialog', { name: 'Vorhandene Lektion hinzufügen' });
    await expect(picker.getByLabel('Wasserkreislauf')).toBeVisible();
    const submit = picker.getByRole('button', { name: /^Hinzufügen/ });
    await expect(submit).toBeDisabled();
    // Spec 9: a list in a modal is at most 24rem high and scrolls.
    const list = picker.getByRole('list');
    const { maxHeight, rem, overflowY } = await list.evaluate((el) => ({
      maxHeight: parseFloat(getComputedStyle(el).maxHeight),
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      overflowY: getComputedStyle(el).overflowY,
    }));
    expect([maxHeight / rem, overflowY]).toEqual([24, 'auto']);
    await animationsDone(teacher);
    expect(await seriousViolations(teacher), 'lesson picker').toEqual([]);
    await teacher.screenshot({ path: testInfo.outputPath('lesson-picker-desktop.png') });

    await picker.getByLabel('Wasserkreislauf').check();
    await picker.getByLabel('Wetter beobachten').check();
    await expect(submit).toHaveText('Hinzufügen (2)');
    await picker.getByLabel('Wetter beobachten').uncheck();
    await picker.getByLabel('Wetter beobachten').check();
    await submit.click();
    await expect(picker).toBeHidden();
    await expect(teacher.getByText('2 Lektionen wurden hinzugefügt.')).toBeVisible();
    await expect(teacher.getByTestId('lesson-count')).toHaveText('2');
    // In the picker's order (newest first).
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wetter beobachten', 'Lektion 2: Wasserkreislauf']);
    await expect(teacher.getByText('Ausgeblendet')).toHaveCount(2); // new lessons start hidden

    // Lessons already in the class are marked and cannot be chosen again.
    await teacher.getByRole('button', { name: 'Vorhandene Lektion hinzufügen' }).click();
    await expect(picker.getByLabel('Wasserkreislauf')).toBeDisabled();
    await expect(picker.getByLabel('Wasserkreislauf')).toBeChecked();
    await expect(picker.getByText('Bereits in der Klasse')).toHaveCount(2);
    await expect(picker.getByRole('button', { name: /^Hinzufügen/ })).toBeDisabled();
    await teacher.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  });

  await test.step('the teacher can drag a lesson to its new place', async () => {
    const list = teacher.getByRole('list', { name: 'Lektionen' });
    const handle = list.locator('li').filter({ hasText: 'Wasserkreislauf' }).locator('.tc-lesson__handle');
    const target = list.locator('li').filter({ hasText: 'Wetter beobachten' });
    await list.scrollIntoViewIfNeeded(); // mouse coordinates are the viewport's
    // The drag layer loads when a pointer first comes over the list; its German instructions show it is there.
    await handle.hover();
    await expect(teacher.getByText('Zieh eine Lektion mit der Maus oder dem Finger an ihren neuen Platz.', { exact: false })).toBeAttached();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await teacher.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await teacher.mouse.down();
    await teacher.mouse.move(from.x + from.width / 2, to.y + 10, { steps: 12 });
    await teacher.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 4 });
    await teacher.mouse.up();
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wasserkreislauf', 'Lektion 2: Wetter beobachten']);
    await teacher.mouse.move(5, 5); // away from the list, so the reloaded page starts without the drag layer
    await teacher.reload();
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wasserkreislauf', 'Lektion 2: Wetter beobachten']);
  });

  await test.step('the teacher makes one lesson visible and moves it with the keyboard', async () => {
    const up = teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ nach oben verschieben' });
    await up.focus();
    // The drag layer arriving (a pointer comes over the list) re-creates the rows; the focus stays where it was.
    await expect(teacher.getByText('Zieh eine Lektion mit der Maus', { exact: false })).toHaveCount(0);
    await teacher.getByRole('list', { name: 'Lektionen' }).hover();
    await expect(teacher.getByText('Zieh eine Lektion mit der Maus', { exact: false })).toBeAttached();
    await expect(up).toBeFocused();

    await teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ sichtbar machen' }).click();
    await expect(teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ ausblenden' })).toHaveText('Ausblenden');
    await expect(teacher.getByText('Sichtbar für Lernende')).toHaveCount(1);

    await up.focus();
    await teacher.keyboard.press('Enter');
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wetter beobachten', 'Lektion 2: Wasserkreislauf']);
    // At the top 'nach oben' is disabled, so the focus stays on the same lesson's other move button.
    await expect(teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ nach oben verschieben' })).toBeDisabled();
    await expect(teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ nach unten verschieben' })).toBeFocused();
    await teacher.keyboard.press('Enter');
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wasserkreislauf', 'Lektion 2: Wetter beobachten']);
    await expect(teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ nach oben verschieben' })).toBeFocused();

    await teacher.reload(); // the order and the visibility were saved
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wasserkreislauf', 'Lektion 2: Wetter beobachten']);
    await expect(teacher.getByRole('button', { name: 'Lektion „Wetter beobachten“ ausblenden' })).toBeVisible();
    await expect(teacher.getByRole('link', { name: 'Wetter beobachten', exact: true })).toHaveAttribute(
      'href',
      `/lessons/${weather.id}?class_id=${cls.id}`,
    );
    await expect(teacher.getByRole('link', { name: 'Lektion „Wasserkreislauf“ bearbeiten' })).toHaveAttribute(
      'href',
      `${classPath}/lessons/${water.id}/edit`,
    );
  });

  await test.step('the class view with lessons has no serious accessibility violations and looks right on phone and desktop', async () => {
    await animationsDone(teacher);
    expect(await seriousViolations(teacher), 'teacher class view with lessons').toEqual([]);
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.screenshot({ path: testInfo.outputPath('teacher-class-lessons-phone.png'), fullPage: true });
    await teacher.getByRole('button', { name: 'Vorhandene Lektion hinzufügen' }).click();
    await animationsDone(teacher);
    await teacher.screenshot({ path: testInfo.outputPath('lesson-picker-phone.png') });
    await teacher.keyboard.press('Escape');
    await teacher.setViewportSize({ width: 1280, height: 900 });
    await teacher.screenshot({ path: testInfo.outputPath('teacher-class-lessons-desktop.png'), fullPage: true });
  });

  await test.step('a student of the class sees only the visible lesson (second in the class), numbered among the visible ones', async () => {
    const studentContext = await browser.newContext({ baseURL, bypassCSP: true });
    const student = await studentContext.newPage();
    await logIn(student, pupil.email, 'student');
    await student.goto(`/student/classes/${cls.id}`);
    await expect(student.getByRole('heading', { level: 1, name: '4b Natur und Technik' })).toBeVisible();
    const list = student.getByRole('list', { name: 'Lektionen' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Lektion 1');
    await expect(list.getByText('Temperatur und Wind eine Woche lang messen')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Wetter beobachten' })).toHaveAttribute('href', `/lessons/${weather.id}?class_id=${cls.id}`);
    await expect(student.getByText('Wasserkreislauf')).toHaveCount(0);
    await animationsDone(student);
    expect(await seriousViolations(student), 'student class view with lessons').toEqual([]);
    await student.screenshot({ path: testInfo.outputPath('student-class-lessons-desktop.png'), fullPage: true });
    await studentContext.close();
  });

  await test.step('a reorder against a list changed in another tab reloads it and says so', async () => {
    const extra = await createLessonViaApi(baseURL!, token, 'Jahreszeiten', 'Warum es Sommer und Winter gibt');
    const added = await fetch(`${baseURL}/api/teacher/classes/${cls.id}/lessons`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ lesson_ids: [extra.id] }),
    });
    expect(added.status).toBe(200);
    await teacher.getByRole('button', { name: 'Lektion „Wasserkreislauf“ nach unten verschieben' }).click();
    await expect(teacher.getByRole('status').filter({ hasText: 'Die Reihenfolge wurde inzwischen an anderer Stelle geändert' })).toBeVisible();
    await expect(lessonHeadings(teacher)).toHaveText([
      'Lektion 1: Wasserkreislauf',
      'Lektion 2: Wetter beobachten',
      'Lektion 3: Jahreszeiten',
    ]);
    await expect(teacher.getByTestId('lesson-count')).toHaveText('3');
  });

  await test.step('the teacher removes a lesson after a confirmation; the following ones move up', async () => {
    await teacher.getByRole('button', { name: 'Lektion „Wasserkreislauf“ aus der Klasse entfernen' }).click();
    const confirm = teacher.getByRole('alertdialog', { name: 'Lektion entfernen' });
    await expect(confirm).toContainText('Möchtest du die Lektion "Wasserkreislauf" wirklich aus dieser Klasse entfernen?');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    await expect(lessonHeadings(teacher)).toHaveCount(3);

    await teacher.getByRole('button', { name: 'Lektion „Wasserkreislauf“ aus der Klasse entfernen' }).click();
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(confirm).toBeHidden();
    await expect(teacher.getByText('„Wasserkreislauf“ wurde aus der Klasse entfernt.')).toBeVisible();
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wetter beobachten', 'Lektion 2: Jahreszeiten']);
    await expect(teacher.getByTestId('lesson-count')).toHaveText('2');
    await expect(teacher.getByRole('heading', { level: 2, name: 'Lektionen' })).toBeFocused();
    await teacher.reload();
    await expect(lessonHeadings(teacher)).toHaveText(['Lektion 1: Wetter beobachten', 'Lektion 2: Jahreszeiten']);
    await expect(teacher.getByTestId('lesson-count')).toHaveText('2');
  });

  await teacherContext.close();
});

test("the lesson picker shows spec 8's errors: loading (with retry) and adding a lesson deleted meanwhile", async ({ page, baseURL }) => {
  const owner = await signUpViaApi(baseURL!, 'teacher', 'Pia');
  const token = await apiToken(baseURL!, owner.email);
  const cls = await createClassViaApi(baseURL!, token, '2a Deutsch');
  const doomed = await createLessonViaApi(baseURL!, token, 'Reimwörter', 'Wörter, die sich reimen');
  await logIn(page, owner.email, 'teacher');
  await page.goto(`/teacher/classes/${cls.id}`);
  await expect(page.getByText('Noch keine Lektionen in dieser Klasse.')).toBeVisible();

  // The first load of the teacher's lessons fails; 'Erneut versuchen' loads them.
  await page.route('**/api/teacher/lessons', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Vorhandene Lektion hinzufügen' }).click();
  const picker = page.getByRole('dialog', { name: 'Vorhandene Lektion hinzufügen' });
  await expect(picker.getByRole('alert')).toContainText('Fehler beim Laden der Lektionen');
  await picker.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(picker.getByLabel('Reimwörter')).toBeVisible();

  // The lesson is deleted (e.g. in another tab) before it is added.
  const deleted = await fetch(`${baseURL}/api/teacher/lessons/${doomed.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  expect(deleted.status).toBe(204);
  await picker.getByLabel('Reimwörter').check();
  await picker.getByRole('button', { name: 'Hinzufügen (1)' }).click();
  await expect(picker.getByRole('alert')).toContainText('Fehler beim Hinzufügen der Lektion: Lektion nicht gefunden');
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Noch keine Lektionen in dieser Klasse.')).toBeVisible();
  await expect(page.getByTestId('lesson-count')).toHaveText('0');
});
