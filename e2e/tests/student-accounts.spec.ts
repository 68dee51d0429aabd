import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, classCard, createClassViaApi, logIn } from '../support/classes.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { playGuessingToTheEnd } from '../support/play.ts';
import { signUpViaApi } from '../support/users.ts';

/** Where the print screenshot and PDF go (looked at by hand; .tmp is not committed). */
const OUT = path.resolve(import.meta.dirname, '../../.tmp/student-accounts');

/** The rows of the credentials table as { name, username, password }. */
async function credentials(page: Page) {
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Benutzername', 'Passwort']);
  const rows = table.locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => {
    const [name, username, password] = Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '');
    return { name: name!, username: username!, password: password! };
  }));
}

async function signInWith(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail oder Benutzername').fill(login);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
}

test('students without e-mail: the teacher creates three, prints the cards, a student signs in with a card; a reset ends the old password', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(OUT, { recursive: true });
  const teacherUser = await signUpViaApi(baseURL!, 'teacher', 'Tanja');
  const teacherToken = await apiToken(baseURL!, teacherUser.email);
  const cls = await createClassViaApi(baseURL!, teacherToken, '4b Mensch und Umwelt');
  // A visible lesson with a game whose target the teacher chose (3 flags).
  const lesson = await createLessonViaApi(baseURL!, teacherToken, 'Flaggen Europas');
  await addBlockViaApi(baseURL!, teacherToken, lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { target: 3 } } });
  await addLessonsToClassViaApi(baseURL!, teacherToken, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL!, teacherToken, cls.id, lesson.id, true);
  const teacherContext = await browser.newContext({ baseURL, bypassCSP: true }); // axe is injected inline
  const studentContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  const student = await studentContext.newPage();
  let accounts: { name: string; username: string; password: string }[] = [];

  await test.step("'Lernende erfassen': names pasted from a spreadsheet, 'Konten erstellen', the table shown once", async () => {
    await logIn(teacher, teacherUser.email, 'teacher');
    await teacher.goto(`/teacher/classes/${cls.id}`);
    await teacher.getByRole('button', { name: 'Lernende erfassen' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Lernende erfassen' });
    expect(await seriousViolations(teacher), 'Lernende erfassen').toEqual([]);
    await dialog.getByLabel('Namen (einer pro Zeile)').fill('Mia\tKeller\n\n   Jörg    Müller  \nLena von Arx\n\t\n');
    await expect(dialog.getByText('3 Namen erkannt')).toBeVisible();
    await dialog.getByRole('button', { name: 'Konten erstellen' }).click();
    await expect(dialog.getByText('3 Accounts wurden erstellt.')).toBeVisible();
    await teacher.screenshot({ path: path.join(OUT, 'created.png') });
    expect(await seriousViolations(teacher), 'the created accounts').toEqual([]);
    accounts = await credentials(teacher);
    expect(accounts.map((a) => a.name)).toEqual(['Mia Keller', 'Jörg Müller', 'Lena von Arx']);
    expect(accounts[0]!.username).toMatch(/^mia\.keller\d+$/);
    expect(accounts[1]!.username).toMatch(/^joerg\.mueller\d+$/);
    expect(accounts[2]!.username).toMatch(/^lena\.vonarx\d+$/);
    for (const a of accounts) expect(a.password).toMatch(/^[a-z]+-[a-z]+[2-9]{2}$/);
  });

  await test.step("'Zugangskarten drucken': one card per student, A4 in print", async () => {
    await teacher.getByRole('button', { name: 'Zugangskarten drucken' }).click();
    const cards = teacher.getByTestId('access-cards').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const a of accounts) {
      const card = teacher.getByRole('article', { name: a.name });
      await expect(card).toContainText('4b Mensch und Umwelt');
      await expect(card).toContainText(a.username);
      await expect(card).toContainText(a.password);
      await expect(card).toContainText(`${new URL(baseURL!).origin}/login`);
    }
    await expect(cards.first().locator('.tc-card__qr svg')).toBeVisible();
    expect(await seriousViolations(teacher), 'the access cards').toEqual([]);
    await teacher.emulateMedia({ media: 'print' });
    await expect(teacher.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(teacher.getByRole('button', { name: 'Lernende erfassen' })).toBeHidden();
    await teacher.screenshot({ path: path.join(OUT, 'print.png'), fullPage: true });
    const pdf = await teacher.pdf({ format: 'A4', preferCSSPageSize: true });
    fs.writeFileSync(path.join(OUT, 'cards.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Three cards fit on one A4 page.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await teacher.emulateMedia({ media: 'screen' });
    await teacher.getByRole('button', { name: 'Zurück', exact: true }).click();
    await teacher.getByRole('dialog', { name: 'Lernende erfassen' }).getByRole('button', { name: 'Schliessen' }).click();
    await expect(teacher.getByTestId('student-count')).toContainText('3');
  });

  await test.step('a student signs in with the card’s Benutzername and Passwort and sees the class', async () => {
    const mia = accounts[0]!;
    await signInWith(student, mia.username.toUpperCase(), mia.password);
    await student.waitForURL('**/student/dashboard');
    await expect(classCard(student, '4b Mensch und Umwelt')).toBeVisible();
    await expect(student.getByText('Hallo Mia')).toBeVisible();
  });

  await test.step('the student plays the lesson’s game with the teacher’s target: no slider, one "Spiel starten"', async () => {
    await student.getByRole('link', { name: '4b Mensch und Umwelt', exact: true }).click();
    await student.getByRole('link', { name: 'Flaggen Europas' }).click();
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(student.getByRole('slider')).toHaveCount(0);
    await playGuessingToTheEnd(student);
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText('3 von 3 Punkten');
  });

  await test.step("'Passwort zurücksetzen': a new password once; the old one no longer works", async () => {
    const mia = accounts[0]!;
    const logins = teacher.getByTestId('student-logins');
    await expect(logins.getByText(mia.username)).toBeVisible();
    await logins.getByRole('button', { name: 'Passwort zurücksetzen für Mia Keller' }).click();
    await teacher.getByRole('alertdialog').getByRole('button', { name: 'Neues Passwort erzeugen' }).click();
    const done = teacher.getByRole('dialog', { name: 'Neues Passwort' });
    await expect(done).toBeVisible();
    const [fresh] = await credentials(teacher);
    expect(fresh!.username).toBe(mia.username);
    expect(fresh!.password).not.toBe(mia.password);
    await done.getByRole('button', { name: 'Schliessen' }).click();

    // The student's session has ended: the next page load goes to the login.
    await student.goto('/student/dashboard');
    await student.waitForURL('**/login**');
    await signInWith(student, mia.username, mia.password);
    await expect(student.getByRole('alert')).toBeVisible();
    await signInWith(student, mia.username, fresh!.password);
    await student.waitForURL('**/student/dashboard');
  });

  await teacherContext.close();
  await studentContext.close();
});
