import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { playGuessingToTheEnd, playMatchingToTheEnd } from '../support/play.ts';
import { signUpViaApi } from '../support/users.ts';

/** Answers a running guessing game right with the keyboard until its end overlay shows. */
async function answerUntilDone(page: Page) {
  const done = page.getByRole('heading', { name: 'Geschafft 🎉' });
  for (let i = 0; i < 40 && !(await done.isVisible()); i++) {
    const idle = page.locator('.gk-guess__option[data-state="idle"]');
    await expect(done.or(idle.first())).toBeVisible({ timeout: 5_000 });
    if (await done.isVisible()) break;
    // The first answer: a wrong one only costs time, the round ends at the target.
    await idle.first().press('1');
    await expect(done.or(page.locator('.gk-guess__option[data-state="idle"]').first())).toBeVisible({ timeout: 5_000 });
  }
  await expect(done).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A teacher with a class, a visible lesson in it, and two enrolled students (one plays, one does not). */
async function classWithLesson(baseURL: string, lessonName: string) {
  const teacher = await signUpViaApi(baseURL, 'teacher', 'Tanja');
  const player = await signUpViaApi(baseURL, 'student', 'Paula');
  const idle = await signUpViaApi(baseURL, 'student', 'Ivo');
  const token = await apiToken(baseURL, teacher.email);
  const cls = await createClassViaApi(baseURL, token, '6b Geografie');
  for (const s of [player, idle]) await joinClassViaApi(baseURL, await apiToken(baseURL, s.email), cls.invitation_code);
  const lesson = await createLessonViaApi(baseURL, token, lessonName);
  await addLessonsToClassViaApi(baseURL, token, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL, token, cls.id, lesson.id, true);
  return { teacher, player, idle, token, cls, lesson };
}

/** Another visible lesson of the class with one game block; its address in the class. */
async function visibleGameLesson(baseURL: string, w: Awaited<ReturnType<typeof classWithLesson>>, name: string, content: Record<string, unknown>) {
  const lesson = await createLessonViaApi(baseURL, w.token, name);
  await addBlockViaApi(baseURL, w.token, lesson.id, { type: 'game', content });
  await addLessonsToClassViaApi(baseURL, w.token, w.cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL, w.token, w.cls.id, lesson.id, true);
  return `/lessons/${lesson.id}?class_id=${w.cls.id}`;
}

test('a teacher adds a game to a lesson; a student plays it to the end; the teacher sees the result and downloads it as CSV', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const w = await classWithLesson(baseURL!, 'Europa');
  const teacherContext = await browser.newContext({ baseURL, acceptDownloads: true, bypassCSP: true });
  const teacher = await teacherContext.newPage();
  await logIn(teacher, w.teacher.email, 'teacher');

  await test.step('the editor: "Spiele", choose a game, save only with a game chosen', async () => {
    await teacher.goto(`/teacher/classes/${w.cls.id}/lessons/${w.lesson.id}/edit`);
    await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Spiele' }).click();
    const block = teacher.getByRole('article', { name: 'Spiele-Block 1' });
    const picker = block.getByRole('group', { name: 'Spiel auswählen' });
    await expect(picker.getByRole('radio', { name: 'EU-Flaggen' })).toBeVisible();
    await expect(picker.getByRole('radio')).toHaveCount(7);
    await expect(teacher.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled();
    await block.getByLabel('Zeitlimit in Sekunden (0 = ohne Zeitlimit)').fill('-3');
    await expect(block.getByText('Das Zeitlimit muss eine ganze Zahl ab 0 sein.')).toBeVisible();
    await block.getByLabel('Zeitlimit in Sekunden (0 = ohne Zeitlimit)').fill('0');
    // Keyboard: focus the first game, arrows move the choice like any radio group.
    await picker.getByRole('radio').first().focus();
    await teacher.keyboard.press('Space');
    await picker.getByRole('radio', { name: 'EU-Flaggen' }).check();
    // The teacher chooses the target score for the lesson: 30 by default, at most the 27 flags.
    const target = block.getByRole('spinbutton', { name: 'Zielpunktzahl (1 bis 27)' });
    await expect(target).toHaveValue('27');
    await target.fill('1');
    await expect(block.getByRole('checkbox', { name: 'Nochmal spielen erlauben' })).toBeChecked();
    await expect(block.getByRole('checkbox', { name: 'Punkte während des Spiels anzeigen' })).toBeChecked();
    await expectNoSeriousViolations(teacher);
    await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(block.getByRole('heading', { name: 'EU-Flaggen' })).toBeVisible();
    await expect(block.getByText('Ohne Zeitlimit')).toBeVisible();
  });

  // The teacher's table is open while the student plays: it follows live, no reload.
  await teacher.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
  const table = teacher.getByRole('table', { name: 'Resultate der Klasse' });
  await expect(table.getByRole('row', { name: /Paula/ })).toContainText('–');
  await expect(teacher.getByRole('button', { name: 'Aktualisieren' })).toHaveCount(0);

  await test.step('the student opens the lesson from the class and plays the game to the end: no slider, one "Spiel starten"', async () => {
    const studentContext = await browser.newContext({ baseURL, bypassCSP: true });
    const student = await studentContext.newPage();
    await logIn(student, w.player.email, 'student');
    await student.goto(`/student/classes/${w.cls.id}`);
    await student.getByRole('link', { name: 'Europa' }).click();
    const game = student.getByRole('region', { name: 'EU-Flaggen' }).first();
    await expect(student.getByText('Du hast dieses Spiel noch nicht gespielt.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toHaveCount(0);
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toHaveCount(1);
    await expect(student.getByRole('slider')).toHaveCount(0);
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    // One click shows the first question.
    await expect(student.locator('.gk-guess__option')).toHaveCount(4);
    await answerUntilDone(student);
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    // The lesson owns the rounds: one 'Nochmal spielen', the lesson's.
    await expect(student.getByRole('button', { name: 'Nochmal spielen' })).toHaveCount(1);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText('1 von 1 Punkten');
    await expect(game).toBeVisible();
    await expectNoSeriousViolations(student);
    await student.reload();
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText('Versuche1');
    await studentContext.close();
  });

  await test.step('the teacher sees the new result within seconds, ranked with its target, every student (also without a try), and downloads the CSV', async () => {
    await expect(table.getByRole('row')).toHaveCount(3);
    const paula = table.getByRole('row', { name: /Paula/ });
    await expect(paula).toContainText('1 / 1', { timeout: 5_000 });
    // Rank 1, the target the round was played for (1), verified (no 'nicht geprüft').
    await expect(paula.getByRole('cell').first()).toHaveText('1');
    await expect(paula.getByRole('cell').nth(3)).toHaveText('1');
    await expect(paula).not.toContainText('nicht geprüft');
    await expect(table.getByRole('row').nth(1)).toContainText('Paula');
    await expect(table.getByRole('row', { name: /Ivo/ }).getByRole('cell').nth(1)).toHaveText('0');
    await expectNoSeriousViolations(teacher);
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Als CSV herunterladen' }).click()]);
    expect(download.suggestedFilename()).toBe('Resultate EU-Flaggen.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // Durations as seconds in number columns (a spreadsheet read '00:12' as 12 minutes); the date stays de-CH.
    expect(csv).toContain('Beste Zeit (Sekunden);Letztes Ergebnis;Letzte Zeit (Sekunden)');
    expect(csv).toMatch(/\r\nPaula Muster;1;1 \/ 1;\d{1,4};1 \/ 1;\d{1,4};\d\d\.\d\d\.\d{4} \d\d:\d\d\r\n/);
    expect(csv).toContain('Ivo Muster;0;;;;;');
  });
  await teacherContext.close();
});

test('the block\'s settings apply: a time limit ends and stores the round, one round only (counted from the first question), no score during play', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const w = await classWithLesson(baseURL!, 'Flaggen-Test');
  await addBlockViaApi(baseURL!, w.token, w.lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { timeLimit: 2, allowRetry: true, showScore: true } } });
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await logIn(student, w.player.email, 'student');

  await test.step('the time limit counts down from the start, ends the round and stores it with the score reached', async () => {
    await student.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
    await expect(student.getByText('Zeitlimit 0:02 min')).toBeVisible();
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(student.getByRole('slider')).toHaveCount(0);
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.getByRole('timer', { name: /Verbleibende Zeit/ })).toBeVisible();
    await expect(student.getByText('Die Zeit ist abgelaufen.')).toBeVisible({ timeout: 10_000 });
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Versuche\s*1/);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Letztes Ergebnis\s*0 von 27 Punkten/);
    await student.getByRole('button', { name: 'Nochmal spielen' }).click();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
    await expect(student.getByRole('slider')).toHaveCount(0);
  });

  await test.step('one round only and no score: no "Nochmal spielen", and after a reload the try is used', async () => {
    await student.goto(await visibleGameLesson(baseURL!, w, 'Einmal', { gameId: 'schweiz-wappen', settings: { timeLimit: 0, allowRetry: false, showScore: false, target: 1 } }));
    await expect(student.getByText('Ohne Zeitlimit · ein Versuch')).toBeVisible();
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
    await expect(student.getByRole('slider')).toHaveCount(0);
    await expect(student.getByText(/^Punkte: \d+ \/ \d+$/)).toHaveCount(0);
    await playGuessingToTheEnd(student);
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Nochmal spielen' })).toHaveCount(0);
    await student.reload();
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Spiel öffnen' })).toHaveCount(0);
  });

  await test.step('one round with a time limit: a round the time ends is the one try, also after a reload', async () => {
    await student.goto(await visibleGameLesson(baseURL!, w, 'Knapp', { gameId: 'eu-flaggen', settings: { timeLimit: 2, allowRetry: false, showScore: true } }));
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.getByText('Die Zeit ist abgelaufen.')).toBeVisible({ timeout: 10_000 });
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Nochmal spielen' })).toHaveCount(0);
    await student.reload();
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
  });

  let offenUrl = '';
  await test.step('one round only: opening and closing the game, or a reload before the first question, keeps the try', async () => {
    offenUrl = await visibleGameLesson(baseURL!, w, 'Offen', { gameId: 'schweiz-wappen', settings: { timeLimit: 0, allowRetry: false, showScore: true } });
    await student.goto(offenUrl);
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
    await student.getByRole('button', { name: 'Spiel schliessen' }).click();
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
    await student.reload();
    await expect(student.getByText('Du hast dieses Spiel noch nicht gespielt.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Spiel öffnen' })).toBeVisible();
  });

  await test.step('one round only: leaving the game after its first question (a reload) uses the try', async () => {
    await student.getByRole('button', { name: 'Spiel öffnen' }).click();
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.locator('.gk-guess__option')).toHaveCount(4);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Versuche\s*1/);
    await student.reload();
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Spiel öffnen' })).toHaveCount(0);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Versuche\s*1/);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Bestes Ergebnis\s*Noch kein Ergebnis/);
  });

  await test.step("the teacher grants another try from the results table; the student's open page shows it without a reload", async () => {
    const teacherContext = await browser.newContext({ baseURL });
    const teacher = await teacherContext.newPage();
    await logIn(teacher, w.teacher.email, 'teacher');
    await teacher.goto(offenUrl);
    const table = teacher.getByRole('table', { name: 'Resultate der Klasse' });
    await expect(table.getByRole('row', { name: /Paula/ })).toContainText('1 / 1');
    await expect(table.getByRole('row', { name: /Ivo/ }).getByRole('button')).toHaveCount(0);
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
    await table.getByRole('button', { name: /Paula .* einen weiteren Versuch geben/ }).click();
    await expect(table.getByRole('row', { name: /Paula/ })).toContainText('1 / 2');
    await teacherContext.close();
    // The student's page, open all along, offers the game again within seconds (the lesson's live stream).
    await expect(student.getByRole('button', { name: 'Spiel öffnen' })).toBeVisible({ timeout: 5_000 });
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeHidden();
  });
  await context.close();
});

test('a result forged in the browser (a perfect win) is refused by the replay and never reaches the teacher', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const w = await classWithLesson(baseURL!, 'Gefälscht');
  await addBlockViaApi(baseURL!, w.token, w.lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { timeLimit: 3, allowRetry: true, showScore: true, target: 20 } } });
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await logIn(student, w.player.email, 'student');
  let forged = 0;
  // Rewrites the report to a perfect win; the seed and log stay the game's.
  await student.route('**/api/student/classes/*/blocks/*/game-results', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown> & { values: Record<string, unknown> };
    forged++;
    await route.continue({
      postData: JSON.stringify({ ...body, values: { ...body.values, Punkte: 20, Richtig: 20, Falsch: 0 }, score: { raw: 20, max: 20 }, success: true }),
    });
  });
  await student.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
  await student.getByRole('button', { name: 'Spiel öffnen' }).click();
  await student.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(student.getByText('Die Zeit ist abgelaufen.')).toBeVisible({ timeout: 10_000 });
  await expect(student.getByText('Dein Ergebnis konnte nicht gespeichert werden.')).toBeVisible();
  expect(forged).toBe(1);
  await context.close();

  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  await logIn(teacher, w.teacher.email, 'teacher');
  await teacher.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
  const paula = teacher.getByRole('table', { name: 'Resultate der Klasse' }).getByRole('row', { name: /Paula/ });
  // The round started (a try), but no result was stored.
  await expect(paula.getByRole('cell').nth(1)).toHaveText('1');
  await expect(paula.getByRole('cell').nth(2)).toHaveText('–');
  await expect(paula).not.toContainText('20 / 20');
  await teacherContext.close();
});

test('a teacher\'s own game in a lesson: chosen under "Meine Spiele", played by a student, the result in the class table', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const w = await classWithLesson(baseURL!, 'Geografie');
  const pairs = [
    { start: 'Bern liegt an der', end: 'Aare' },
    { start: 'Basel liegt am', end: 'Rhein' },
    { start: 'Genf liegt an der', end: 'Rhone' },
  ];
  const created = await fetch(`${baseURL}/api/teacher/custom-games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
    body: JSON.stringify({ gameType: 'matching', name: 'Städte & Flüsse', pairs: pairs.map((p, i) => ({ id: `p${i}`, ...p })) }),
  });
  expect(created.status).toBe(201);

  const teacherContext = await browser.newContext({ baseURL, bypassCSP: true });
  const teacher = await teacherContext.newPage();
  await logIn(teacher, w.teacher.email, 'teacher');
  await teacher.goto(`/teacher/classes/${w.cls.id}/lessons/${w.lesson.id}/edit`);
  await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Spiele' }).click();
  const block = teacher.getByRole('article', { name: 'Spiele-Block 1' });
  await expect(block.getByRole('heading', { name: 'Meine Spiele' })).toBeVisible();
  await block.getByRole('radio', { name: /Städte & Flüsse/ }).check();
  await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(block.getByRole('heading', { name: 'Städte & Flüsse' })).toBeVisible();

  const studentContext = await browser.newContext({ baseURL, bypassCSP: true });
  const student = await studentContext.newPage();
  await logIn(student, w.player.email, 'student');
  await student.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
  await student.getByRole('button', { name: 'Spiel öffnen' }).click();
  await playMatchingToTheEnd(student, pairs);
  await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
  await studentContext.close();

  await teacher.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
  const table = teacher.getByRole('table', { name: 'Resultate der Klasse' });
  await expect(table.getByRole('row', { name: /Paula/ })).toContainText('3 / 3');
  await expectNoSeriousViolations(teacher);
  await teacherContext.close();
});
