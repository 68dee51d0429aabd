import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { startForeignHost } from '../support/foreign-host.ts';
import { playMatchingToTheEnd, playMultipleChoiceToTheEnd } from '../support/play.ts';
import { signUpViaApi } from '../support/users.ts';

const PAIRS = [
  { start: 'Die Hauptstadt von Frankreich ist', end: 'Paris' },
  { start: 'Die Hauptstadt von Italien ist', end: 'Rom' },
  { start: 'Die Hauptstadt von Österreich ist', end: 'Wien' },
];
const QUESTIONS = [
  { question: 'Was ist 3 + 4?', answers: ['7', '8'], correctAnswers: [0] },
  { question: 'Welche Zahlen sind gerade?', answers: ['2', '3', '6'], correctAnswers: [0, 2] },
];

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a teacher creates a matching and a multiple-choice game, plays both by keyboard, finds them listed and deletes one', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(baseURL!, 'teacher', 'Gina');
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await logIn(page, account.email, 'teacher');

  await test.step('the games page starts empty, beside the built-in games', async () => {
    await page.goto('/teacher/games');
    await expect(page.getByText('Noch keine eigenen Spiele')).toBeVisible();
    await expect(page.getByRole('link', { name: 'EU-Flaggen' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Erstes Spiel erstellen' }).click();
    await page.waitForURL('**/teacher/create-game');
  });

  await test.step('Zuordnen with three pairs: saving waits for a name and filled pairs; the preview follows the form', async () => {
    const save = page.getByRole('button', { name: 'Spiel speichern' });
    await expect(page.getByRole('radio', { name: 'Zuordnen' })).toBeChecked();
    await expect(save).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Paar 1 entfernen' })).toBeDisabled();
    // The preview plays the sample game while the form is empty.
    await expect(page.getByRole('heading', { name: 'Beispiel' }).first()).toBeVisible();
    await page.getByLabel('Name des Spiels').fill('Hauptstädte Europas');
    for (const [i, pair] of PAIRS.entries()) {
      await page.getByLabel(`Satzanfang ${i + 1}`).fill(pair.start);
      await page.getByLabel(`Satzende ${i + 1}`).fill(pair.end);
    }
    await expect(page.getByRole('heading', { name: 'Hauptstädte Europas' }).first()).toBeVisible();
    // The preview plays the pairs as entered: drag a line with the mouse (a wrong one is removed again).
    const preview = page.getByRole('region', { name: 'Vorschau' });
    await preview.getByRole('button', { name: 'Spiel starten' }).click();
    const drag = async (start: string, end: string) => {
      await preview.getByRole('button', { name: `Satzanfang: ${start}`, exact: true }).hover();
      await page.mouse.down();
      await preview.getByRole('button', { name: `Satzende: ${end}`, exact: true }).hover();
      await page.mouse.up();
    };
    await drag(PAIRS[0]!.start, PAIRS[1]!.end);
    await expect(preview.getByText('Versuche: 1')).toBeVisible();
    await expect(preview.getByText('Verbunden 0/3')).toBeVisible();
    // The wrong line blinks and goes after 700 ms; until then the board takes no new line.
    await expect(preview.getByRole('button', { name: `Satzanfang: ${PAIRS[0]!.start}`, exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(preview.getByRole('button', { name: `Satzanfang: ${PAIRS[0]!.start}`, exact: true })).not.toHaveAttribute('aria-disabled');
    await drag(PAIRS[0]!.start, PAIRS[0]!.end);
    await expect(preview.getByRole('button', { name: `Satzanfang: ${PAIRS[0]!.start}, verbunden mit: ${PAIRS[0]!.end}` })).toBeVisible();
    await expect(preview.getByText('Versuche: 2')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Zeitlimit in Sekunden' })).toHaveValue('300');
    await page.getByRole('checkbox', { name: 'Timer anzeigen' }).uncheck();
    await expect(page.getByRole('spinbutton', { name: 'Zeitlimit in Sekunden' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Timer anzeigen' }).check();
    await expectNoSeriousViolations(page);
    await expect(save).toBeEnabled();
    await save.click();
  });

  await test.step("'Spiel erstellt' → 'Zum Spiel', played to the end by keyboard only", async () => {
    const dialog = page.getByRole('dialog', { name: 'Spiel erstellt' });
    await expect(dialog).toContainText('Du kannst dieses Spiel nun in deinen Lektionen nutzen oder es direkt Spielen.');
    await dialog.getByRole('button', { name: 'Zum Spiel' }).click();
    await page.waitForURL(/\/games\/custom\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Link zum Spiel kopieren' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Füge diesen Code/ })).toHaveValue(/^<iframe src="http:\/\/localhost:\d+\/embed\/matching\/\?id=[0-9a-f-]{36}"/);
    await expectNoSeriousViolations(page);
    await playMatchingToTheEnd(page, PAIRS);
    const stats = page.getByLabel('Ergebnis', { exact: true });
    await expect(stats).toContainText('Punkte3');
    await expect(stats).toContainText('Versuche3');
  });

  await test.step('Multiple Choice: two questions, saved, played by keyboard', async () => {
    await page.goto('/teacher/create-game');
    await page.getByRole('radio', { name: 'Multiple Choice' }).check();
    // With no questions yet, the preview plays the sample questions (2 + 2, primes).
    const preview = page.getByRole('region', { name: 'Vorschau' });
    await preview.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(preview.getByRole('heading', { name: /^(Was ist 2 \+ 2\?|Welche dieser Zahlen sind Primzahlen\?)$/ })).toBeVisible();
    await page.getByLabel('Name des Spiels').fill('Rechnen');
    await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
    for (const [q, question] of QUESTIONS.entries()) {
      await page.getByRole('textbox', { name: `Frage ${q + 1}`, exact: true }).fill(question.question);
      for (const [a, answer] of question.answers.entries()) {
        if (a >= 2) await page.getByRole('button', { name: `Antwort zu Frage ${q + 1} hinzufügen` }).click();
        await page.getByRole('textbox', { name: `Frage ${q + 1}, Antwort ${a + 1}`, exact: true }).fill(answer);
      }
      for (const a of question.correctAnswers) await page.getByRole('checkbox', { name: `Frage ${q + 1}, Antwort ${a + 1} ist richtig` }).check();
    }
    await page.getByRole('button', { name: 'Spiel speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spiel erstellt' });
    await dialog.getByRole('button', { name: 'Zum Spiel' }).click();
    await page.waitForURL(/\/games\/custom\//);
    // Its owner may edit it (the answer's abilities say so).
    await expect(page.getByRole('link', { name: 'Spiel bearbeiten' })).toBeVisible();
    await playMultipleChoiceToTheEnd(page, QUESTIONS);
  });

  await test.step('both are listed with their type labels; deleting asks first', async () => {
    await page.goto('/teacher/games');
    const own = page.getByRole('region', { name: 'Meine eigenen Spiele' });
    const cards = own.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Hauptstädte Europas' })).toContainText('Zuordnen');
    await expect(cards.filter({ hasText: 'Rechnen' })).toContainText('Multiple Choice');
    await page.getByRole('button', { name: 'Spiel „Rechnen“ löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Spiel löschen' });
    await expect(confirm).toContainText('Möchtest du das Spiel "Rechnen" wirklich löschen?');
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Hauptstädte Europas');
  });
  await context.close();
});

/** A matching game with PAIRS, created through the API. */
async function matchingGameViaApi(baseURL: string, token: string, name: string) {
  const res = await fetch(`${baseURL}/api/teacher/custom-games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ gameType: 'matching', name, pairs: PAIRS.map((p, i) => ({ id: `p${i}`, ...p })) }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

test('a teacher puts an own game into a lesson with the game picker; a student plays it there and the result is saved', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const teacherAccount = await signUpViaApi(baseURL!, 'teacher', 'Lara');
  const studentAccount = await signUpViaApi(baseURL!, 'student', 'Nino');
  const token = await apiToken(baseURL!, teacherAccount.email);
  await matchingGameViaApi(baseURL!, token, 'Hauptstädte');
  const cls = await createClassViaApi(baseURL!, token, '6a');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, studentAccount.email), cls.invitation_code);
  const lesson = await createLessonViaApi(baseURL!, token, 'Europa');
  await addLessonsToClassViaApi(baseURL!, token, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL!, token, cls.id, lesson.id, true);

  const teacherContext = await browser.newContext({ baseURL, bypassCSP: true });
  const teacher = await teacherContext.newPage();
  await logIn(teacher, teacherAccount.email, 'teacher');
  await teacher.goto(`/teacher/classes/${cls.id}/lessons/${lesson.id}/edit`);
  await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Spiele' }).click();
  const block = teacher.getByRole('article', { name: 'Spiele-Block 1' });
  await block.getByRole('group', { name: 'Spiel auswählen' }).getByRole('radio', { name: 'Hauptstädte · Zuordnen' }).check();
  await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(block.getByRole('heading', { name: 'Hauptstädte' })).toBeVisible();
  await teacherContext.close();

  const studentContext = await browser.newContext({ baseURL, bypassCSP: true });
  const student = await studentContext.newPage();
  await logIn(student, studentAccount.email, 'student');
  await student.goto(`/lessons/${lesson.id}?class_id=${cls.id}`);
  await student.getByRole('button', { name: 'Spiel öffnen' }).click();
  await playMatchingToTheEnd(student, PAIRS);
  await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
  await expect(student.getByLabel('Deine Ergebnisse')).toContainText('3 von 3 Punkten');
  expect(await seriousViolations(student)).toEqual([]);
  await studentContext.close();
});

test('a custom game embedded on another origin plays without sign-in and posts MATCHING_… to that page', async ({ page, baseURL }) => {
  const account = await signUpViaApi(baseURL!, 'teacher', 'Ella');
  const token = await apiToken(baseURL!, account.email);
  const game = await matchingGameViaApi(baseURL!, token, 'Städte & Flüsse');

  // Signed out, both addresses of the game open it; an unknown id is 'Spiel nicht gefunden'.
  await page.goto(`/custom-game/${game.id}`);
  await expect(page.getByRole('heading', { name: 'Städte & Flüsse' }).first()).toBeVisible();
  await page.goto('/games/custom/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Spiel nicht gefunden' })).toBeVisible();
  await page.goto(`/games/custom/${game.id}`);
  const snippet = await page.getByRole('textbox', { name: /Füge diesen Code/ }).inputValue();
  // Signed out: playing, never editing.
  await expect(page.getByRole('link', { name: 'Spiel bearbeiten' })).toHaveCount(0);
  const src = snippet.match(/src="([^"]+)"/)![1]!;

  const host = await startForeignHost(() => src);
  try {
    await page.goto(host.origin);
    const frame = page.frameLocator('#game');
    await playMatchingToTheEnd(frame, PAIRS);
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length)).toBe(1);
    const [msg] = await page.evaluate(() => (window as unknown as { received: { origin: string; data: Record<string, unknown> }[] }).received);
    expect(msg!.origin).toBe(new URL(baseURL!).origin);
    expect(msg!.data).toMatchObject({ quizId: 'MATCHING_STAEDTE_FLUESSE', Punkte: 3, Richtig: 3, Falsch: 0, Versuche: 3, result: { success: true, score: { scaled: 1 } } });
  } finally {
    await host.close();
  }
});

test('a teacher imports questions from a Moodle XML export and learns what was left out', async ({ browser, baseURL }) => {
  const account = await signUpViaApi(baseURL!, 'teacher', 'Ines');
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await logIn(page, account.email, 'teacher');
  await page.goto('/teacher/create-game');
  await page.getByRole('radio', { name: 'Multiple Choice' }).check();
  await page.getByLabel('Fragen importieren (Moodle XML oder CSV)').setInputFiles(new URL('../../api/test/fixtures/moodle/mixed-quiz.xml', import.meta.url).pathname);
  await expect(page.getByText(/^Importiert: 3 Paare \(Zuordnen\) und 2 Fragen \(Multiple Choice\)\. Nicht importiert: «Rhein»/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Frage 1', exact: true })).toHaveValue('Was ist die Bundesstadt der Schweiz?');
  await expect(page.getByRole('textbox', { name: 'Frage 2, Antwort 3', exact: true })).toHaveValue('Liechtenstein');
  await expect(page.getByRole('checkbox', { name: 'Frage 2, Antwort 3 ist richtig' })).toBeChecked();
  await page.getByRole('radio', { name: 'Zuordnen' }).check();
  await expect(page.getByLabel('Satzende 1')).toHaveValue('Chur');
  await page.getByLabel('Name des Spiels').fill('Kantone');
  await expect(page.getByRole('button', { name: 'Spiel speichern' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
