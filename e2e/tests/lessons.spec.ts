import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createClassViaApi, expectImageLoaded, joinClassViaApi, logIn, makePng } from '../support/classes.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi } from '../support/lessons.ts';
import { signUpViaApi } from '../support/users.ts';

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a teacher builds a lesson with formatted text, a video and an image; a student of the class reads it in order', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const teacherAccount = await signUpViaApi(baseURL!, 'teacher', 'Tina');
  const studentAccount = await signUpViaApi(baseURL!, 'student', 'Sami');
  const teacherToken = await apiToken(baseURL!, teacherAccount.email);
  const cls = await createClassViaApi(baseURL!, teacherToken, '5a Deutsch', 'D5A');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, studentAccount.email), cls.invitation_code);

  const teacherContext = await browser.newContext({ baseURL, bypassCSP: true });
  const teacher = await teacherContext.newPage();
  await logIn(teacher, teacherAccount.email, 'teacher');
  let lessonPath = '';

  await test.step('new blocks stay in the editor until the one "Speichern" of the page', async () => {
    await teacher.goto(`/teacher/classes/${cls.id}/lessons/new`);
    await expect(teacher.getByRole('heading', { name: 'Neue Lektion', level: 1 })).toBeVisible();
    await teacher.getByLabel('Name der Lektion').fill('Wortarten');
    await teacher.getByLabel('Beschreibung').first().fill('Nomen, Verben, Adjektive');
    // Made in the class view: hidden for the students until the overview's switch.
    await teacher.getByRole('checkbox', { name: 'Gleich für die Lernenden der Klasse sichtbar' }).uncheck();
    const addBar = teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' });
    await expect(addBar.getByRole('button')).toHaveText(['Text', 'Video', 'Umfrage', 'Bild', 'Spiele', 'Datei']);

    await addBar.getByRole('button', { name: 'Text' }).click();
    const textBox = teacher.getByRole('textbox', { name: 'Text' });
    await expect(textBox).toBeFocused(); // a new block takes the focus
    await textBox.pressSequentially('Nomen schreibt man gross.');
    await teacher.keyboard.press('Control+A');
    await teacher.getByRole('button', { name: 'Fett' }).click();
    await teacher.getByRole('combobox', { name: 'Schriftgrösse' }).selectOption('18pt');
    await expect(teacher.getByText('25 Zeichen')).toBeVisible();
    // No 'Speichern' per block: one for the page.
    await expect(teacher.getByRole('article', { name: 'Text-Block 1' }).getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expect(teacher.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(1);
    await expect(teacher).toHaveURL(/\/lessons\/new$/); // nothing is created before the save
  });

  await test.step('a video (invalid address blocks saving) and an image, saved with the lesson in one request', async () => {
    const addBar = teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' });
    await addBar.getByRole('button', { name: 'Video' }).click();
    const video = teacher.getByRole('article', { name: 'Video-Block 2' });
    await expect(video.getByLabel('Video-URL (YouTube)')).toBeFocused();
    await video.getByLabel('Video-URL (YouTube)').fill('https://vimeo.com/12345');
    await expect(video.getByText('Bitte gib eine gültige YouTube-URL ein.')).toBeVisible();
    await expect(teacher.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled();
    await expect(teacher.getByText('Zum Speichern fehlt noch etwas in: Video-Block 2')).toBeVisible();
    await video.getByLabel('Video-URL (YouTube)').fill(VIDEO_URL);
    await video.getByLabel('Titel').fill('Wortarten-Lied');
    await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await addBar.getByRole('button', { name: 'Bild' }).click();
    const image = teacher.getByRole('article', { name: 'Bild-Block 3' });
    await image.locator('input[type=file]').setInputFiles({ name: 'tafel.png', mimeType: 'image/png', buffer: makePng(64, 40) });
    await expect(image.getByRole('img')).toBeVisible();
    await image.getByLabel('Titel').fill('Tafelbild');

    // A new block can be removed again after confirmation.
    await addBar.getByRole('button', { name: 'Umfrage' }).click();
    await expect(teacher.getByRole('article', { name: 'Umfrage-Block 4' })).toBeVisible();
    await teacher.getByRole('button', { name: 'Entfernen: Umfrage-Block 4' }).click();
    await teacher.getByRole('alertdialog', { name: 'Block entfernen' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(teacher.getByRole('article', { name: 'Umfrage-Block 4' })).toHaveCount(0);

    // Reorder by keyboard-operable buttons: the image moves above the video.
    await teacher.getByRole('button', { name: 'Nach oben: Bild-Block 3' }).click();
    await expect(teacher.getByRole('article')).toHaveCount(3);
    expect(await teacher.locator('article[data-block-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')))).toEqual(['text', 'image', 'video']);
    await expectNoSeriousViolations(teacher);

    const saves: string[] = [];
    teacher.on('request', (r) => { if (r.url().includes('/api/teacher/') && r.method() !== 'GET') saves.push(`${r.method()} ${new URL(r.url()).pathname}`); });
    await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(teacher.getByText('Lektion gespeichert')).toBeVisible();
    await teacher.waitForURL(/\/teacher\/classes\/[^/]+\/lessons\/[^/]+\/edit$/);
    lessonPath = new URL(teacher.url()).pathname;
    await teacher.waitForURL(`**/teacher/classes/${cls.id}`);
    expect(saves).toEqual(['POST /api/teacher/lessons']); // the lesson, its blocks and its place in the class: one request
  });

  const lessonId = lessonPath.split('/').at(-2)!;
  await test.step('the overview shows it; the switch makes it visible for students; duplicate shows the copy', async () => {
    await teacher.goto('/teacher/lessons');
    const card = teacher.getByRole('listitem').filter({ has: teacher.getByRole('link', { name: 'Wortarten', exact: true }) });
    await expect(card.getByText('3 Inhalte')).toBeVisible();
    await card.getByRole('switch', { name: 'sichtbar für Lernende' }).check();
    await expect(card.getByRole('switch', { name: 'sichtbar für Lernende' })).toBeChecked();
    await card.getByRole('button', { name: 'Aktionen für Wortarten' }).click();
    await teacher.getByRole('menuitem', { name: 'Duplizieren' }).click();
    await teacher.getByRole('alertdialog', { name: 'Lektion duplizieren' }).getByRole('button', { name: 'Duplizieren' }).click();
    await expect(teacher.getByRole('link', { name: 'Wortarten (Kopie)', exact: true })).toBeVisible();
    await teacher.getByLabel('Lektionen durchsuchen').fill('kopie');
    await expect(teacher.getByRole('link', { name: 'Wortarten', exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(teacher);
  });

  await test.step('the student reads the blocks in order with "Lektion 1 von 1"', async () => {
    const studentContext = await browser.newContext({ baseURL, bypassCSP: true });
    const student = await studentContext.newPage();
    await logIn(student, studentAccount.email, 'student');
    await student.goto(`/lessons/${lessonId}?class_id=${cls.id}`);
    await expect(student.getByRole('heading', { name: 'Wortarten', level: 1 })).toBeVisible();
    await expect(student.getByText('5a Deutsch')).toBeVisible();
    await expect(student.getByText('Lektion 1 von 1')).toBeVisible();
    await expect(student.getByRole('link', { name: 'Lektion bearbeiten' })).toHaveCount(0);
    const blocks = student.getByRole('list', { name: 'Inhalte der Lektion' }).getByRole('listitem');
    expect(await blocks.evaluateAll((els) => els.map((e) => e.getAttribute('data-block-type')))).toEqual(['text', 'image', 'video']);
    await expect(blocks.nth(0).locator('span[style*="font-size:18pt"] strong')).toHaveText('Nomen schreibt man gross.');
    await expect(blocks.nth(0).locator('span[style*="font-size"]')).toHaveCSS('font-size', '24px'); // 18 pt
    await expectImageLoaded(blocks.nth(1).getByRole('img', { name: 'Tafelbild' }));
    await expect(blocks.nth(2).locator('iframe[title="Wortarten-Lied"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    await expectNoSeriousViolations(student);
    await student.getByRole('link', { name: 'Zurück zur Klasse' }).click();
    await expect(student).toHaveURL(new RegExp(`/student/classes/${cls.id}$`));
    await studentContext.close();
  });
  await teacherContext.close();
});

test('a hidden lesson is not available to students; a teacher of another class is told it is not theirs', async ({ browser, baseURL }) => {
  const owner = await signUpViaApi(baseURL!, 'teacher', 'Olga');
  const other = await signUpViaApi(baseURL!, 'teacher', 'Otto');
  const studentAccount = await signUpViaApi(baseURL!, 'student', 'Sara');
  const token = await apiToken(baseURL!, owner.email);
  const cls = await createClassViaApi(baseURL!, token, '6b Mathe');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, studentAccount.email), cls.invitation_code);
  const hidden = await createLessonViaApi(baseURL!, token, 'Geheime Lektion');
  await addBlockViaApi(baseURL!, token, hidden.id, { type: 'text', content: { html: '<p>Nur für später</p>' } });
  await addLessonsToClassViaApi(baseURL!, token, cls.id, [hidden.id]);

  const studentPage = await (await browser.newContext({ baseURL })).newPage();
  await logIn(studentPage, studentAccount.email, 'student');
  await studentPage.goto(`/lessons/${hidden.id}`);
  await expect(studentPage.getByText('Diese Lektion ist nicht verfügbar')).toBeVisible();
  await expect(studentPage.getByText('Nur für später')).toHaveCount(0);

  const otherPage = await (await browser.newContext({ baseURL })).newPage();
  await logIn(otherPage, other.email, 'teacher');
  await otherPage.goto(`/lessons/${hidden.id}`);
  await expect(otherPage.getByText('Diese Lektion gehört nicht zu deinen Klassen')).toBeVisible();
  await otherPage.goto('/lessons/00000000-0000-4000-8000-000000000000');
  await expect(otherPage.getByText('Lektion nicht gefunden')).toBeVisible();
});

test('unsaved edits in the lesson editor are not lost silently: the Back button, links and "Abbrechen" ask first', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(baseURL!, 'teacher', 'Uma');
  const lesson = await createLessonViaApi(baseURL!, await apiToken(baseURL!, account.email), 'Satzglieder');
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await logIn(page, account.email, 'teacher');
  const unsaved = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
  const editPath = new RegExp(`/teacher/lessons/${lesson.id}/edit$`);

  await test.step('Back with an edited name asks; "Bleiben" keeps the address and the edit', async () => {
    await page.goto(`/lessons/${lesson.id}`);
    await page.getByRole('link', { name: 'Lektion bearbeiten' }).click();
    await expect(page).toHaveURL(editPath);
    await page.getByLabel('Name der Lektion').fill('Satzglieder neu');
    await page.goBack();
    await expect(unsaved).toBeVisible();
    await expect(unsaved).toContainText('Du hast ungespeicherte Änderungen.');
    await expect(page).toHaveURL(editPath);
    await unsaved.getByRole('button', { name: 'Bleiben' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(editPath);
    await expect(page.getByLabel('Name der Lektion')).toHaveValue('Satzglieder neu');
  });

  await test.step('a link and "Abbrechen" ask as well', async () => {
    await page.getByRole('link', { name: 'Zurück zum Dashboard' }).first().click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Bleiben' }).click();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Bleiben' }).click();
    await expect(page).toHaveURL(editPath);
  });

  await test.step('Back then "Verlassen" goes back and nothing was saved', async () => {
    await page.goBack();
    await unsaved.getByRole('button', { name: 'Verlassen' }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.id}$`));
    await expect(page.getByRole('heading', { name: 'Satzglieder', level: 1 })).toBeVisible();
    // Forward into the editor again: it shows the saved name, and nothing is unsaved, so Back just goes.
    await page.goForward();
    await expect(page.getByLabel('Name der Lektion')).toHaveValue('Satzglieder');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/lessons/${lesson.id}$`));
    await expect(unsaved).toHaveCount(0);
  });

  await test.step('a new lesson with an unsaved block: Back asks, and after "Verlassen" nothing was created', async () => {
    await page.goto('/teacher/lessons');
    await page.getByRole('link', { name: 'Neue Lektion erstellen' }).first().click();
    await expect(page.getByRole('heading', { name: 'Neue Lektion', level: 1 })).toBeVisible();
    await page.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Text' }).click();
    await page.getByRole('textbox', { name: 'Text' }).fill('Subjekt und Prädikat');
    await page.goBack();
    await expect(unsaved).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/lessons\/new$/);
    await unsaved.getByRole('button', { name: 'Verlassen' }).click();
    await expect(page).toHaveURL(/\/teacher\/lessons$/);
    await expect(page.getByRole('link', { name: 'Satzglieder', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unbenannte Lektion', exact: true })).toHaveCount(0);
  });
  await context.close();
});
