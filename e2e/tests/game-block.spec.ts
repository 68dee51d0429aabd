import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { playGuessingToTheEnd, playMatchingToTheEnd } from '../support/play.ts';
import { signUpViaApi } from '../support/users.ts';

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
    await expect(block.getByRole('checkbox', { name: 'Nochmal spielen erlauben' })).toBeChecked();
    await expect(block.getByRole('checkbox', { name: 'Punkte während des Spiels anzeigen' })).toBeChecked();
    await expectNoSeriousViolations(teacher);
    await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(block.getByRole('heading', { name: 'EU-Flaggen' })).toBeVisible();
    await expect(block.getByText('Ohne Zeitlimit')).toBeVisible();
  });

  await test.step('the student opens the lesson from the class and plays the game to the end', async () => {
    const studentContext = await browser.newContext({ baseURL, bypassCSP: true });
    const student = await studentContext.newPage();
    await logIn(student, w.player.email, 'student');
    await student.goto(`/student/classes/${w.cls.id}`);
    await student.getByRole('link', { name: 'Europa' }).click();
    const game = student.getByRole('region', { name: 'EU-Flaggen' }).first();
    await expect(student.getByText('Du hast dieses Spiel noch nicht gespielt.')).toBeVisible();
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await playGuessingToTheEnd(student);
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

  await test.step('the teacher sees every student of the class (also without a try) and downloads the CSV', async () => {
    await teacher.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
    const table = teacher.getByRole('table', { name: 'Resultate der Klasse' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row', { name: /Paula/ })).toContainText('1 / 1');
    await expect(table.getByRole('row', { name: /Ivo/ }).getByRole('cell').first()).toHaveText('0');
    await expectNoSeriousViolations(teacher);
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Als CSV herunterladen' }).click()]);
    expect(download.suggestedFilename()).toBe('Resultate EU-Flaggen.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toMatch(/\r\nPaula Muster;1;1 \/ 1;\d\d:\d\d;1 \/ 1;\d\d:\d\d;\d\d\.\d\d\.\d{4} \d\d:\d\d\r\n/);
    expect(csv).toContain('Ivo Muster;0;;;;;');
  });
  await teacherContext.close();
});

test('the block\'s settings apply: a time limit ends and stores the round, one round only (also when left mid-round), no score during play', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const w = await classWithLesson(baseURL!, 'Flaggen-Test');
  await addBlockViaApi(baseURL!, w.token, w.lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { timeLimit: 2, allowRetry: true, showScore: true } } });
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await logIn(student, w.player.email, 'student');

  await test.step('the time limit counts down, ends the round and stores it with the score reached', async () => {
    await student.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
    await expect(student.getByText('Zeitlimit 0:02 min')).toBeVisible();
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.getByRole('timer', { name: /Verbleibende Zeit/ })).toBeVisible();
    await expect(student.getByText('Die Zeit ist abgelaufen.')).toBeVisible({ timeout: 10_000 });
    await expect(student.getByRole('slider', { name: 'Zielpunktzahl' })).toHaveCount(0);
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Versuche\s*1/);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Letztes Ergebnis\s*0 von \d+ Punkten/);
    await student.getByRole('button', { name: 'Nochmal spielen' }).click();
    await expect(student.getByRole('slider', { name: 'Zielpunktzahl' })).toBeVisible();
  });

  await test.step('one round only and no score: no "Nochmal spielen", and after a reload the try is used', async () => {
    await student.goto(await visibleGameLesson(baseURL!, w, 'Einmal', { gameId: 'schweiz-wappen', settings: { timeLimit: 0, allowRetry: false, showScore: false } }));
    await expect(student.getByText('Ohne Zeitlimit · ein Versuch')).toBeVisible();
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.getByRole('slider', { name: 'Zielpunktzahl' })).toBeVisible();
    await expect(student.getByText(/^Punkte: \d+ \/ \d+$/)).toHaveCount(0);
    await playGuessingToTheEnd(student);
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Nochmal spielen' })).toHaveCount(0);
    await student.reload();
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toHaveCount(0);
  });

  await test.step('one round with a time limit: a round the time ends is the one try, also after a reload', async () => {
    await student.goto(await visibleGameLesson(baseURL!, w, 'Knapp', { gameId: 'eu-flaggen', settings: { timeLimit: 2, allowRetry: false, showScore: true } }));
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.getByText('Die Zeit ist abgelaufen.')).toBeVisible({ timeout: 10_000 });
    await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Nochmal spielen' })).toHaveCount(0);
    await student.reload();
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
  });

  await test.step('one round only: leaving the game mid-round (a reload) uses the try', async () => {
    await student.goto(await visibleGameLesson(baseURL!, w, 'Abgebrochen', { gameId: 'schweiz-wappen', settings: { timeLimit: 0, allowRetry: false, showScore: true } }));
    await student.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(student.getByRole('slider', { name: 'Zielpunktzahl' })).toBeVisible();
    await student.reload();
    await expect(student.getByText('Du hast deinen Versuch gebraucht.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Spiel starten' })).toHaveCount(0);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Versuche\s*1/);
    await expect(student.getByLabel('Deine Ergebnisse')).toContainText(/Bestes Ergebnis\s*Noch kein Ergebnis/);
  });
  await context.close();
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
  await student.getByRole('button', { name: 'Spiel starten' }).click();
  await playMatchingToTheEnd(student, pairs);
  await expect(student.getByText('Ergebnis gespeichert')).toBeVisible();
  await studentContext.close();

  await teacher.goto(`/lessons/${w.lesson.id}?class_id=${w.cls.id}`);
  const table = teacher.getByRole('table', { name: 'Resultate der Klasse' });
  await expect(table.getByRole('row', { name: /Paula/ })).toContainText('3 / 3');
  await expectNoSeriousViolations(teacher);
  await teacherContext.close();
});
