import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import {
  animationsDone,
  apiToken,
  classCard,
  createClassViaApi,
  expectImageLoaded,
  joinClassViaApi,
  logIn,
  makePng,
} from '../support/classes.ts';
import { signUpViaApi, signUpViaUi, userMenuItem } from '../support/users.ts';

const DELETE_TEXT = (name: string) =>
  `Möchtest du die Klasse "${name}" wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`;

test('classes: create with picture and code, invite, join by code, remove, edit and delete', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const teacherContext = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const studentContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  const student = await studentContext.newPage();
  let classPath = '';
  let code = '';

  await test.step('the teacher creates a class with a picture and a class code', async () => {
    await signUpViaUi(teacher, 'teacher', 'Tina', 'Keller');
    await expect(teacher.getByText('Noch keine Klassen erstellt.')).toBeVisible();
    await teacher.getByRole('button', { name: 'Neue Klasse', exact: true }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Neue Klasse' });
    const submit = dialog.getByRole('button', { name: 'Klasse erstellen' });
    await expect(submit).toBeDisabled(); // the name is required
    await dialog.getByLabel('Name der Klasse').fill('   ');
    await expect(submit).toBeDisabled(); // trimmed empty
    await dialog.getByLabel('Name der Klasse').fill('5a Geografie');
    await dialog.getByLabel('Beschreibung').fill('Europa und die Schweiz');

    const classCode = dialog.getByLabel('Klassenkürzel');
    await expect(classCode).toHaveAttribute('maxlength', '10');
    await classCode.fill('G');
    await expect(dialog.getByText('Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein')).toBeVisible();
    await expect(submit).toBeDisabled();
    await classCode.fill('GEO5A');
    await expect(dialog.getByText('Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein')).toBeHidden();

    // A text file is refused in German, a PNG is taken.
    const picture = dialog.getByLabel('Bild der Klasse');
    await picture.setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') });
    await expect(dialog.getByText('Bitte wähle eine Bilddatei aus.')).toBeVisible();
    await picture.setInputFiles({ name: 'klassenfoto.png', mimeType: 'image/png', buffer: makePng() });
    await expect(dialog.getByRole('img', { name: 'Vorschau des Klassenbilds' })).toBeVisible();
    await expect(dialog.getByText('Bitte wähle eine Bilddatei aus.')).toBeHidden();

    await submit.click();
    await expect(dialog).toBeHidden(); // closes on success
    // The new class opens right away, saying it was made; its card is on the dashboard.
    await teacher.waitForURL('**/teacher/classes/*');
    await expect(teacher.getByRole('heading', { level: 1, name: '5a Geografie' })).toBeVisible();
    await expect(teacher.getByText('Die Klasse "5a Geografie" wurde erstellt.')).toBeVisible();
    await teacher.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
    const card = classCard(teacher, '5a Geografie');
    await expect(card).toBeVisible();
    await expect(card.getByText('Klassenkürzel: GEO5A')).toBeVisible();
    await expect(card.getByText('Lernende: 0')).toBeVisible();
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/files\/content\//);
    await expectImageLoaded(img);
  });

  await test.step('the teacher opens the class and copies the invitation code', async () => {
    await classCard(teacher, '5a Geografie').getByRole('link', { name: '5a Geografie' }).click();
    await teacher.waitForURL('**/teacher/classes/*');
    classPath = new URL(teacher.url()).pathname;
    await expect(teacher.getByRole('heading', { level: 1, name: '5a Geografie' })).toBeVisible();
    await expect(teacher.getByText('Klassenkürzel: GEO5A')).toBeVisible();
    await expect(teacher.getByText('Europa und die Schweiz')).toBeVisible();
    await expect(teacher.getByText('Noch keine Lektionen in dieser Klasse.')).toBeVisible();
    await expect(teacher.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', '/teacher/dashboard');

    await teacher.getByRole('button', { name: 'Lernende einladen' }).click();
    const invite = teacher.getByRole('dialog', { name: 'Lernende einladen' });
    code = (await invite.getByTestId('invitation-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await expect(invite.getByText('Noch keine Lernenden in dieser Klasse.')).toBeVisible();
    await invite.getByRole('button', { name: 'Code kopieren' }).click();
    await expect(invite.getByText('Code kopiert!')).toBeVisible();
    expect(await teacher.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(invite.getByText('Code kopiert!')).toBeHidden({ timeout: 4000 }); // the notice goes after 2 s
    await invite.getByRole('button', { name: 'Schliessen' }).last().click();
    await expect(invite).toBeHidden();
  });

  await test.step('a student joins with the code in lowercase and spaces, after a wrong code', async () => {
    const account = await signUpViaApi(baseURL!, 'student', 'Lia');
    await logIn(student, account.email, 'student');
    await expect(student.getByText('Du bist noch in keiner Klasse.')).toBeVisible();
    await student.getByRole('button', { name: 'Klasse beitreten' }).click();
    const join = student.getByRole('dialog', { name: 'Klasse beitreten' });
    const submit = join.getByRole('button', { name: 'Beitreten', exact: true });
    await expect(submit).toBeDisabled();
    await join.getByLabel('Code der Klasse').fill('FALSCH9');
    await submit.click();
    await expect(join.getByRole('alert')).toContainText('Klasse mit diesem Code nicht gefunden. Bitte prüfe den Code.');

    await join.getByLabel('Code der Klasse').fill(`  ${code.toLowerCase()}  `);
    await submit.click();
    await expect(join).toBeHidden();
    const card = classCard(student, '5a Geografie');
    await expect(card).toBeVisible();
    await expect(card.getByText('Lehrperson: Tina Keller')).toBeVisible();
    await expect(card.getByText('Klassenkürzel: GEO5A')).toBeVisible();
    await expectImageLoaded(card.locator('img'));

    // Joining again is refused in German.
    await student.getByRole('button', { name: 'Klasse beitreten' }).click();
    await join.getByLabel('Code der Klasse').fill(code);
    await join.getByRole('button', { name: 'Beitreten', exact: true }).click();
    await expect(join.getByRole('alert')).toContainText('Du bist bereits in dieser Klasse eingeschrieben.');
    await join.getByRole('button', { name: 'Abbrechen' }).click();

    await card.getByRole('link', { name: '5a Geografie' }).click();
    await student.waitForURL(`**/student${classPath.replace('/teacher', '')}`);
    await expect(student.getByRole('heading', { level: 1, name: '5a Geografie' })).toBeVisible();
    await expect(student.getByText('Tina Keller')).toBeVisible();
    await expect(student.getByText('Noch keine Lektionen in dieser Klasse.')).toBeVisible();
    await expect(student.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', '/student/dashboard');
  });

  await test.step('the teacher sees the student and removes them after a confirmation', async () => {
    await teacher.reload();
    await expect(teacher.getByTestId('student-count')).toHaveText('1');
    await teacher.getByRole('button', { name: 'Lernende einladen' }).click();
    const invite = teacher.getByRole('dialog', { name: 'Lernende einladen' });
    await expect(invite.getByRole('heading', { name: 'Eingeschriebene Lernende (1)' })).toBeVisible();
    await expect(invite.getByText('Lia Muster')).toBeVisible();
    await invite.getByRole('button', { name: 'Lia Muster aus der Klasse entfernen' }).click();
    const confirm = teacher.getByRole('alertdialog', { name: 'Lernende entfernen' });
    await expect(confirm).toContainText('Möchtest du "Lia Muster" wirklich aus der Klasse entfernen?');
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(confirm).toBeHidden();
    await expect(invite.getByText('Noch keine Lernenden in dieser Klasse.')).toBeVisible();
    await expect(invite.getByRole('heading', { name: 'Eingeschriebene Lernende (0)' })).toBeVisible();
    await invite.getByRole('button', { name: 'Schliessen' }).last().click();
    await expect(teacher.getByTestId('student-count')).toHaveText('0');
  });

  await test.step('the removed student no longer sees the class', async () => {
    await student.goto('/student/dashboard');
    await expect(student.getByText('Du bist noch in keiner Klasse.')).toBeVisible();
    await student.goto(classPath.replace('/teacher/', '/student/'));
    await expect(student.getByRole('alert')).toContainText('Du bist nicht in dieser Klasse eingeschrieben');
    await expect(student.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  });

  await test.step('the teacher edits the class from the card menu (keyboard)', async () => {
    await teacher.goto('/teacher/dashboard');
    const menu = teacher.getByRole('button', { name: 'Aktionen für 5a Geografie' });
    await menu.focus();
    await teacher.keyboard.press('Enter');
    await expect(teacher.getByRole('menuitem', { name: 'Klasse bearbeiten' })).toBeFocused();
    await teacher.keyboard.press('ArrowDown');
    await expect(teacher.getByRole('menuitem', { name: 'Klasse löschen' })).toBeFocused();
    await teacher.keyboard.press('Escape');
    await expect(teacher.getByRole('menu')).toHaveCount(0);
    await expect(menu).toBeFocused();
    await teacher.keyboard.press('ArrowDown');
    await teacher.keyboard.press('Enter'); // 'Klasse bearbeiten'

    const dialog = teacher.getByRole('dialog', { name: 'Klasse bearbeiten' });
    await expect(dialog.getByLabel('Name der Klasse')).toHaveValue('5a Geografie');
    await expect(dialog.getByLabel('Klassenkürzel')).toHaveValue('GEO5A');
    await expect(dialog.getByRole('img', { name: 'Vorschau des Klassenbilds' })).toBeVisible();
    await dialog.getByLabel('Name der Klasse').fill('5b Geschichte');
    await dialog.getByLabel('Klassenkürzel').fill('GES5B');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    const card = classCard(teacher, '5b Geschichte');
    await expect(card.getByText('Klassenkürzel: GES5B')).toBeVisible();
    await expectImageLoaded(card.locator('img')); // the picture was kept
    await teacher.reload();
    await expect(classCard(teacher, '5b Geschichte')).toBeVisible();
  });

  await test.step('the teacher deletes the class after the confirmation', async () => {
    await teacher.getByRole('button', { name: 'Aktionen für 5b Geschichte' }).click();
    await teacher.getByRole('menuitem', { name: 'Klasse löschen' }).click();
    const confirm = teacher.getByRole('alertdialog', { name: 'Klasse löschen' });
    await expect(confirm).toContainText(DELETE_TEXT('5b Geschichte'));
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(classCard(teacher, '5b Geschichte')).toBeVisible();

    await teacher.getByRole('button', { name: 'Aktionen für 5b Geschichte' }).click();
    await teacher.getByRole('menuitem', { name: 'Klasse löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(teacher.getByText('Noch keine Klassen erstellt.')).toBeVisible();
    await teacher.goto(classPath);
    await expect(teacher.getByRole('alert')).toContainText('Klasse nicht gefunden');
  });

  await teacherContext.close();
  await studentContext.close();
});

test('the subscription dialog shows the right totals and resets on every open', async ({ page, baseURL }) => {
  const account = await signUpViaApi(baseURL!, 'teacher', 'Sabine');
  const token = await apiToken(baseURL!, account.email);
  await createClassViaApi(baseURL!, token, 'Klasse A');
  await createClassViaApi(baseURL!, token, 'Klasse B');
  // 20 February 2024: a leap-year February, 10 of 29 days left including today.
  await page.clock.setFixedTime(new Date(2024, 1, 20, 10, 0, 0));
  await logIn(page, account.email, 'teacher');
  await expect(classCard(page, 'Klasse B')).toBeVisible();

  await userMenuItem(page, 'Neue Klassen hinzufügen');
  const dialog = page.getByRole('dialog', { name: 'Neue Klassen hinzufügen' });
  const value = (id: string) => dialog.getByTestId(id);
  // Defaults: 1 new class, 20 students, monthly.
  await expect(dialog.getByLabel('Neue Klassen')).toHaveValue('1');
  await expect(dialog.getByLabel('Lernende pro Klasse')).toHaveValue('20');
  await expect(dialog.getByRole('radio', { name: 'Monatlich' })).toBeChecked();
  await expect(value('price-per-class')).toHaveText('CHF 15.00 pro Monat');
  await expect(value('classes-total')).toHaveText('3 (2 bestehende + 1 neue)');
  await expect(value('monthly-total')).toHaveText('CHF 45.00');
  await expect(value('pro-rata')).toHaveText('CHF 5.17'); // 15 × 10/29
  await expect(dialog.getByText('(10 von 29 Tagen)')).toBeVisible();
  for (const feature of ['Unbegrenzte Lektionen', 'Alle Premium-Funktionen bleiben erhalten', 'Eigene Spiele erstellen', 'Bis zu 20 Lernende pro Klasse']) {
    await expect(dialog.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
  }

  // 3 new classes with up to 90 students: CHF 80 per class.
  await dialog.getByRole('button', { name: 'Eine Klasse mehr' }).click();
  await dialog.getByRole('button', { name: 'Eine Klasse mehr' }).click();
  await dialog.getByLabel('Lernende pro Klasse').fill('90');
  await expect(value('price-per-class')).toHaveText('CHF 80.00 pro Monat');
  await expect(value('monthly-total')).toHaveText('CHF 400.00');
  await expect(value('pro-rata')).toHaveText('CHF 82.76'); // 3 × 80 × 10/29
  await expect(dialog.getByText('Bis zu 90 Lernende pro Klasse')).toBeVisible();

  // Yearly: ten months for twelve.
  await dialog.getByRole('radio', { name: /Jährlich/ }).check();
  await expect(value('price-per-class')).toHaveText('CHF 800.00 pro Jahr');
  await expect(value('monthly-total')).toHaveText('CHF 400.00');
  await expect(value('yearly-total')).toHaveText("CHF 4'000.00 pro Jahr");
  await expect(value('yearly-saving')).toHaveText("Du sparst CHF 800.00 pro Jahr.");
  await expect(value('pro-rata')).toHaveText('CHF 68.97'); // 3 × 800/12 × 10/29

  // The largest choice: 10 classes, 200 students, monthly.
  await dialog.getByLabel('Neue Klassen').fill('10');
  await expect(dialog.getByRole('button', { name: 'Eine Klasse mehr' })).toBeDisabled();
  await dialog.getByLabel('Lernende pro Klasse').fill('200');
  await dialog.getByRole('radio', { name: 'Monatlich' }).check();
  await expect(value('price-per-class')).toHaveText('CHF 190.00 pro Monat');
  await expect(value('monthly-total')).toHaveText("CHF 2'280.00");
  await expect(value('pro-rata')).toHaveText('CHF 655.17');

  // Start waits a second, then confirms the choice.
  await dialog.getByRole('button', { name: 'Jetzt starten' }).click();
  await expect(dialog.getByRole('button', { name: 'Wird gestartet...' })).toBeDisabled();
  await expect(dialog.getByText('Vielen Dank!')).toBeVisible();
  await expect(dialog).toContainText('10 neue Klassen mit bis zu 200 Lernenden, monatliche Abrechnung');
  await dialog.getByRole('button', { name: 'Schliessen' }).last().click();
  await expect(dialog).toBeHidden();

  // Every opening starts again at 1 class, 20 students, monthly.
  await userMenuItem(page, 'Neue Klassen hinzufügen');
  await expect(dialog.getByLabel('Neue Klassen')).toHaveValue('1');
  await expect(dialog.getByLabel('Lernende pro Klasse')).toHaveValue('20');
  await expect(dialog.getByRole('radio', { name: 'Monatlich' })).toBeChecked();
  await expect(value('monthly-total')).toHaveText('CHF 45.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a teacher cannot open a foreign class; class screens have no serious accessibility violations', async ({ browser, baseURL }) => {
  const owner = await signUpViaApi(baseURL!, 'teacher', 'Olga');
  const other = await signUpViaApi(baseURL!, 'teacher', 'Otto');
  const pupil = await signUpViaApi(baseURL!, 'student', 'Paul');
  const cls = await createClassViaApi(baseURL!, await apiToken(baseURL!, owner.email), '6c Mathematik', 'MA6C');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, pupil.email), cls.invitation_code);

  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await logIn(page, other.email, 'teacher');
  await page.goto(`/teacher/classes/${cls.id}`);
  await expect(page.getByRole('alert')).toContainText('Du hast keine Berechtigung, diese Klasse zu verwalten');
  await page.goto('/teacher/classes/keine-klasse');
  await expect(page.getByRole('alert')).toContainText('Klasse nicht gefunden');
  await userMenuItem(page, 'Abmelden');
  await page.waitForURL((url) => url.pathname === '/');

  await logIn(page, owner.email, 'teacher');
  await expect(classCard(page, '6c Mathematik')).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolations(page), 'teacher dashboard').toEqual([]);
  await page.getByRole('button', { name: 'Aktionen für 6c Mathematik' }).click();
  await animationsDone(page);
  expect(await seriousViolations(page), 'card menu').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Neue Klasse', exact: true }).click();
  await page.getByLabel('Klassenkürzel').fill('x');
  await animationsDone(page);
  expect(await seriousViolations(page), 'create modal').toEqual([]);
  await page.keyboard.press('Escape');
  await userMenuItem(page, 'Neue Klassen hinzufügen');
  await animationsDone(page);
  expect(await seriousViolations(page), 'subscription dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`/teacher/classes/${cls.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '6c Mathematik' })).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolations(page), 'teacher class view').toEqual([]);
  await page.getByRole('button', { name: 'Lernende einladen' }).click();
  await expect(page.getByText('Paul Muster')).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolations(page), 'invite modal').toEqual([]);
  await page.keyboard.press('Escape');
  await userMenuItem(page, 'Abmelden');
  await page.waitForURL((url) => url.pathname === '/');

  await logIn(page, pupil.email, 'student');
  await expect(classCard(page, '6c Mathematik')).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolations(page), 'student dashboard').toEqual([]);
  await page.getByRole('button', { name: 'Klasse beitreten' }).click();
  await animationsDone(page);
  expect(await seriousViolations(page), 'join modal').toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`/student/classes/${cls.id}`);
  await expect(page.getByText('Olga Muster')).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolations(page), 'student class view').toEqual([]);
  await context.close();
});
