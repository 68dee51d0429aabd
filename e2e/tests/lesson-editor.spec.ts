import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi } from '../support/lessons.ts';
import { PASSWORD, signUpViaApi, uniqueEmail } from '../support/users.ts';

/** Issues 21 and 23: the lesson editor saves once, all or nothing, and does not overwrite another tab's save. */

test('two tabs edit one lesson: the second save gets the German conflict message, keeps what was typed and offers "Neu laden"', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(baseURL!, 'teacher', 'Zora');
  const token = await apiToken(baseURL!, account.email);
  const lesson = await createLessonViaApi(baseURL!, token, 'Zwei Fenster');
  await addBlockViaApi(baseURL!, token, lesson.id, { type: 'text', content: { html: '<p>Anfang</p>' } });
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const [first, second] = [await context.newPage(), await context.newPage()];
  await logIn(first, account.email, 'teacher');
  for (const page of [first, second]) {
    await page.goto(`/teacher/lessons/${lesson.id}/edit`);
    await expect(page.getByLabel('Name der Lektion')).toHaveValue('Zwei Fenster');
  }

  await test.step('the first tab saves', async () => {
    await first.getByLabel('Beschreibung').first().fill('Aus dem ersten Fenster');
    await first.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(first.getByText('Lektion gespeichert')).toBeVisible();
  });

  await test.step('the second tab, loaded before, is refused; its text stays in the editor and as a copy', async () => {
    await second.getByRole('button', { name: 'Text bearbeiten' }).click();
    const text = second.getByRole('textbox', { name: 'Text', exact: true });
    await expect(text).toBeFocused();
    await text.pressSequentially(' und mein wichtiger Satz');
    await second.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Umfrage' }).click();
    await second.getByRole('article', { name: 'Umfrage-Block 2' }).getByRole('textbox', { name: 'Frage', exact: true }).fill('Alles klar?');
    await second.getByRole('button', { name: 'Speichern', exact: true }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Diese Lektion wurde inzwischen geändert.' });
    await expect(alert).toBeVisible();
    await expect(second.getByText('Lektion gespeichert')).toHaveCount(0);
    await expect(second.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled();
    // Nothing typed is lost: the editor stays filled, and a read-only copy of the unsaved text is shown.
    await expect(text).toContainText('Anfang und mein wichtiger Satz');
    const copy = second.getByLabel('Deine ungespeicherten Inhalte (zum Kopieren)');
    await expect(copy).toHaveJSProperty('readOnly', true);
    await expect(copy).toHaveValue(/Text-Block 1:\nAnfang und mein wichtiger Satz/);
    await expect(copy).toHaveValue(/Umfrage-Block 2:\nAlles klar\?/);
  });

  await test.step('"Neu laden" shows the stored lesson; the copy stays until closed', async () => {
    await second.getByRole('button', { name: 'Neu laden' }).click();
    await expect(second.getByLabel('Beschreibung').first()).toHaveValue('Aus dem ersten Fenster');
    await expect(second.getByRole('article')).toHaveCount(1);
    await expect(second.getByLabel('Deine ungespeicherten Inhalte (zum Kopieren)')).toHaveValue(/mein wichtiger Satz/);
    await second.getByRole('button', { name: 'Schliessen' }).click();
    await expect(second.getByLabel('Deine ungespeicherten Inhalte (zum Kopieren)')).toHaveCount(0);
    // Saving now works again (from the reloaded version).
    await second.getByLabel('Name der Lektion').fill('Zwei Fenster, zweiter Stand');
    await second.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(second.getByText('Lektion gespeichert')).toBeVisible();
  });
  await context.close();
});

test('the rich-text toolbar is one tab stop with the arrow keys inside; its drop-downs fit at 1280 px', async ({ browser, baseURL }) => {
  const account = await signUpViaApi(baseURL!, 'teacher', 'Tom');
  const lesson = await createLessonViaApi(baseURL!, await apiToken(baseURL!, account.email), 'Tastatur');
  const context = await browser.newContext({ baseURL, bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, account.email, 'teacher');
  await page.goto(`/teacher/lessons/${lesson.id}/edit`);
  await page.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Text' }).click();
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toBeFocused();
  const toolbar = page.getByRole('toolbar', { name: 'Textformatierung' });
  // From the text, Shift+Tab reaches the toolbar in one step, and one more leaves it.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Fett' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Kursiv' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Link einfügen' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Link einfügen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(text).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // back to the tool used last
  await expect(toolbar.getByRole('button', { name: 'Link einfügen' })).toBeFocused();
  expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);

  // Every drop-down shows its whole label and lies inside the window.
  for (const name of ['Schriftart', 'Schriftgrösse', 'Zeilenabstand']) {
    const select = toolbar.getByRole('combobox', { name });
    const fits = await select.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth + 1 && r.left >= 0 && r.right <= window.innerWidth;
    });
    expect(fits, name).toBe(true);
  }
  await toolbar.getByRole('button', { name: 'Link einfügen' }).click();
  const form = toolbar.getByRole('group', { name: 'Link einfügen' });
  const box = (await form.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await context.close();
});

test('a teacher\'s first lesson, from sign-up to a visible lesson with a text, a poll and a game, takes at most 20 interactions', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  let interactions = 0;
  /** Every click, fill, check and key press of the teacher counts. */
  const click = async (l: Locator) => { interactions++; await l.click(); };
  const fill = async (l: Locator, value: string) => { interactions++; await l.fill(value); };
  const check = async (l: Locator) => { interactions++; await l.check(); };
  const email = uniqueEmail('erstlehrer');

  await page.goto('/signup');
  await click(page.getByRole('button', { name: 'Lehrperson' }));
  await fill(page.getByLabel('Vorname'), 'Erika');
  await fill(page.getByLabel('Nachname'), 'Erstmals');
  await fill(page.getByLabel('E-Mail'), email);
  await fill(page.getByLabel('Passwort'), PASSWORD);
  await click(page.getByRole('button', { name: 'Registrieren' }));
  await page.waitForURL('**/teacher/dashboard');

  await click(page.getByRole('button', { name: 'Erste Klasse erstellen' }));
  const dialog = page.getByRole('dialog', { name: 'Neue Klasse' });
  await fill(dialog.getByLabel('Name der Klasse'), '4b Natur');
  await fill(dialog.getByLabel('Klassenkürzel'), 'NAT4B');
  await click(dialog.getByRole('button', { name: 'Klasse erstellen' }));
  // The new class opens by itself.
  await page.waitForURL('**/teacher/classes/*');
  const classId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText('Klassenkürzel: NAT4B')).toBeVisible(); // the class code is known

  await click(page.getByRole('link', { name: 'Neue Lektion erstellen' }).first());
  await fill(page.getByLabel('Name der Lektion'), 'Wald');
  const addBar = page.getByRole('toolbar', { name: 'Inhalt hinzufügen' });
  await click(addBar.getByRole('button', { name: 'Text' }));
  await fill(page.getByRole('textbox', { name: 'Text', exact: true }), 'Heute gehen wir in den Wald.');
  await click(addBar.getByRole('button', { name: 'Umfrage' }));
  await fill(page.getByRole('textbox', { name: 'Frage', exact: true }), 'Warst du schon im Wald?');
  await click(addBar.getByRole('button', { name: 'Spiele' }));
  await check(page.getByRole('radio', { name: 'EU-Flaggen' }));
  await click(page.getByRole('button', { name: 'Speichern', exact: true }));
  await expect(page.getByText('Lektion gespeichert')).toBeVisible();
  await page.waitForURL(`**/teacher/classes/${classId}`);

  expect(interactions).toBeLessThanOrEqual(20);

  // The lesson is in the class and visible: a student who joins with the code sees it with its three blocks.
  const student = await signUpViaApi(baseURL!, 'student', 'Sven');
  const studentToken = await apiToken(baseURL!, student.email);
  const teacherToken = await apiToken(baseURL!, email);
  const cls = (await (await fetch(`${baseURL}/api/teacher/classes/${classId}`, { headers: { authorization: `Bearer ${teacherToken}` } })).json()) as { invitation_code: string };
  await joinClassViaApi(baseURL!, studentToken, cls.invitation_code);
  const lessons = (await (await fetch(`${baseURL}/api/student/classes/${classId}/lessons`, { headers: { authorization: `Bearer ${studentToken}` } })).json()) as {
    lessons: { lesson: { name: string; block_count: number } }[];
  };
  expect(lessons.lessons.map((l) => [l.lesson.name, l.lesson.block_count])).toEqual([['Wald', 3]]);
  await context.close();
});

test('the file block starts at the allowed 3 MB; the poll\'s question shows its example as a hint, not as a value', async ({ browser, baseURL }) => {
  const account = await signUpViaApi(baseURL!, 'teacher', 'Fina');
  const token = await apiToken(baseURL!, account.email);
  const cls = await createClassViaApi(baseURL!, token, '3a');
  const lesson = await createLessonViaApi(baseURL!, token, 'Abgabe');
  await addLessonsToClassViaApi(baseURL!, token, cls.id, [lesson.id]);
  const page: Page = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  await logIn(page, account.email, 'teacher');
  await page.goto(`/teacher/classes/${cls.id}/lessons/${lesson.id}/edit`);
  const addBar = page.getByRole('toolbar', { name: 'Inhalt hinzufügen' });
  await addBar.getByRole('button', { name: 'Datei' }).click();
  const file = page.getByRole('article', { name: 'Datei-Block 1' });
  await expect(file.getByLabel('Maximale Dateigrösse (MB)')).toHaveValue('3');
  await expect(file.getByText('Lernende können höchstens 3.0MB hochladen.')).toBeVisible();
  await addBar.getByRole('button', { name: 'Umfrage' }).click();
  const question = page.getByRole('article', { name: 'Umfrage-Block 2' }).getByRole('textbox', { name: 'Frage', exact: true });
  await expect(question).toBeFocused();
  await expect(question).toHaveValue('');
  await expect(question).not.toHaveAttribute('placeholder', /.+/);
  await expect(page.getByText('Zum Beispiel: «Wie hat dir die Lektion gefallen?»')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Umfrage-Block 2' }).getByRole('textbox', { name: /^Option \d$/ })).toHaveCount(4);
});
