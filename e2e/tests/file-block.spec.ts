import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { animationsDone, apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { signUpViaApi } from '../support/users.ts';

/** A small but real PDF (file-type knows it by its '%PDF' magic bytes). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
/** A Windows executable (MZ … PE header) given a harmless name. */
function renamedExe(): Buffer {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}
const STUDENT_LIMIT = 3_145_728;

async function expectNoSeriousViolations(page: Page, where: string) {
  await animationsDone(page);
  expect(await seriousViolations(page), where).toEqual([]);
}

test('file block: the teacher adds it, a student hands in a file and sees "Eingereicht am", the teacher downloads it and the zip', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const teacherAccount = await signUpViaApi(baseURL!, 'teacher', 'Tina');
  const studentAccount = await signUpViaApi(baseURL!, 'student', 'Lia');
  const token = await apiToken(baseURL!, teacherAccount.email);
  const cls = await createClassViaApi(baseURL!, token, '6c Deutsch', 'D6C');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, studentAccount.email), cls.invitation_code);
  const lesson = await createLessonViaApi(baseURL!, token, 'Aufsatz: Mein Lieblingsort');
  await addLessonsToClassViaApi(baseURL!, token, cls.id, [lesson.id]);
  await setLessonVisibleViaApi(baseURL!, token, cls.id, lesson.id, true);
  const lessonPath = `/lessons/${lesson.id}?class_id=${cls.id}`;

  const teacher = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  const student = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();

  await test.step('the teacher adds a file block with a worksheet, instructions and the template formats', async () => {
    await logIn(teacher, teacherAccount.email, 'teacher');
    await teacher.goto(`/teacher/classes/${cls.id}/lessons/${lesson.id}/edit`);
    await teacher.getByRole('toolbar', { name: 'Inhalt hinzufügen' }).getByRole('button', { name: 'Datei' }).click();
    const block = teacher.getByRole('article', { name: 'Datei-Block 1' });
    await expect(block.getByRole('group', { name: 'Erlaubte Formate' }).getByRole('checkbox', { checked: true })).toHaveCount(4);
    await expect(block.getByLabel('Maximale Dateigrösse (MB)')).toHaveValue('3');
    await block.getByLabel('Herunterladen und Abgabe').check();
    await expect(teacher.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled(); // the worksheet is still missing
    await block.locator('input[type=file]').setInputFiles({ name: 'Arbeitsblatt.pdf', mimeType: 'application/pdf', buffer: pdf('Arbeitsblatt') });
    await expect(block.getByText('Arbeitsblatt.pdf')).toBeVisible();
    await block.getByLabel('Anweisungen').fill('Beschreibe deinen Lieblingsort in 200 Wörtern.');
    await expectNoSeriousViolations(teacher, 'file block editor');
    await teacher.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(block.getByRole('button', { name: 'Herunterladen: Arbeitsblatt.pdf' })).toBeVisible();
    await expect(block.getByText('Erlaubt: .pdf, .doc, .docx, .txt · maximal 3.0MB')).toBeVisible();
  });

  await test.step('a student downloads the worksheet; a too large and a disguised file are refused in German', async () => {
    await logIn(student, studentAccount.email, 'student');
    await student.goto(lessonPath);
    await expect(student.getByText('Beschreibe deinen Lieblingsort in 200 Wörtern.')).toBeVisible();
    const [worksheet] = await Promise.all([
      student.waitForEvent('download'),
      student.getByRole('button', { name: 'Herunterladen: Arbeitsblatt.pdf' }).click(),
    ]);
    expect(worksheet.suggestedFilename()).toBe('Arbeitsblatt.pdf');

    const input = student.locator('.lz-file input[type=file]');
    await input.setInputFiles({ name: 'riesig.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf('gross'), Buffer.alloc(STUDENT_LIMIT)]) });
    await expect(student.getByRole('alert')).toHaveText('Datei ist zu gross. Maximal 3.0MB.');
    await input.setInputFiles({ name: 'aufsatz.pdf', mimeType: 'application/pdf', buffer: renamedExe() });
    await expect(student.getByRole('alert')).toHaveText('Ungültige Datei'); // the server looked at the bytes
    await expect(student.getByText(/^Eingereicht am/)).toHaveCount(0);
  });

  await test.step('the student hands in a PDF and sees "Eingereicht am" with the date, also after a reload', async () => {
    await student.getByRole('button', { name: 'Datei einreichen' }).focus(); // keyboard-reachable
    await student.locator('.lz-file input[type=file]').setInputFiles({ name: 'Mein Lieblingsort.pdf', mimeType: 'application/pdf', buffer: pdf('Lia') });
    const today = new Date().toLocaleDateString('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Zurich' });
    await expect(student.getByText(new RegExp(`^Eingereicht am ${today.replaceAll('.', '\\.')}, \\d\\d:\\d\\d$`))).toBeVisible();
    await expect(student.getByText('Mein Lieblingsort.pdf')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Neue Version einreichen' })).toBeVisible();
    await student.reload();
    await expect(student.getByText(/^Eingereicht am/)).toBeVisible();
    await expectNoSeriousViolations(student, 'student file block');
  });

  await test.step('the teacher sees the hand-in in the class and downloads it and all as a zip', async () => {
    await teacher.goto(lessonPath);
    const table = teacher.getByRole('table', { name: 'Abgaben' });
    const row = table.getByRole('row').filter({ hasText: 'Lia Muster' });
    await expect(row).toContainText('Mein Lieblingsort.pdf');
    await expect(row).toContainText('Rechtzeitig');
    const [one] = await Promise.all([
      teacher.waitForEvent('download'),
      row.getByRole('button', { name: 'Mein Lieblingsort.pdf von Lia Muster herunterladen' }).click(),
    ]);
    expect(one.suggestedFilename()).toBe('Mein Lieblingsort.pdf');
    expect(fs.readFileSync((await one.path())!).equals(pdf('Lia'))).toBe(true);
    // A failed download says so and falls back to the file's own (signed) address, which the browser downloads.
    await teacher.route('**/submissions/*/file', (route) => route.abort());
    const [fallback] = await Promise.all([
      teacher.waitForEvent('download'),
      row.getByRole('button', { name: 'Mein Lieblingsort.pdf von Lia Muster herunterladen' }).click(),
    ]);
    await expect(teacher.getByRole('alert')).toHaveText('Download fehlgeschlagen');
    expect(fs.readFileSync((await fallback.path())!).equals(pdf('Lia'))).toBe(true);
    await teacher.unroute('**/submissions/*/file');
    const [zip] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'alle herunterladen' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^Abgaben-[0-9a-f]{8}\.zip$/);
    const bytes = fs.readFileSync((await zip.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.toString('latin1')).toContain('Mein Lieblingsort.pdf');
    await expectNoSeriousViolations(teacher, 'teacher file block');
  });
});
