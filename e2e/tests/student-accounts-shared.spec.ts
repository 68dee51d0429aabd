import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { signUpViaApi } from '../support/users.ts';

/** Where the screenshots go (looked at by hand; .tmp is not committed). */
const OUT = path.resolve(import.meta.dirname, '../../.tmp/student-accounts');

/** 'Lernende erfassen' through the API: one username account in the class, with its password. */
async function createPupilViaApi(baseURL: string, token: string, classId: string, first: string, last: string) {
  const res = await fetch(`${baseURL}/api/teacher/classes/${classId}/student-accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ students: [{ first_name: first, last_name: last }] }),
  });
  if (res.status !== 201) throw new Error(`creating the account failed ${res.status}`);
  return ((await res.json()) as { accounts: { username: string; password: string }[] }).accounts[0]!;
}

test('a shared pupil stays with the teacher who made the account: the other teacher asks for a reset, the creator sees it and the other class', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(OUT, { recursive: true });
  // Teacher A ("Anna Muster") creates the pupil; the pupil joins teacher B's ("Beat Muster") class with its code.
  const a = await signUpViaApi(baseURL!, 'teacher', 'Anna');
  const b = await signUpViaApi(baseURL!, 'teacher', 'Beat');
  const clsA = await createClassViaApi(baseURL!, await apiToken(baseURL!, a.email), '5a Deutsch');
  const clsB = await createClassViaApi(baseURL!, await apiToken(baseURL!, b.email), 'Chor');
  const pupil = await createPupilViaApi(baseURL!, await apiToken(baseURL!, a.email), clsA.id, 'Lia', 'Geteilt');
  const pupilToken = await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: pupil.username, password: pupil.password }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  await joinClassViaApi(baseURL!, pupilToken, clsB.invitation_code);

  await test.step("teacher B sees who manages the login and may only ask: 'Zurücksetzen anfragen'", async () => {
    const context = await browser.newContext({ baseURL, bypassCSP: true }); // axe is injected inline
    const page = await context.newPage();
    await logIn(page, b.email, 'teacher');
    await page.goto(`/teacher/classes/${clsB.id}`);
    const logins = page.getByTestId('student-logins');
    const row = logins.getByRole('listitem').filter({ hasText: pupil.username });
    await expect(row).toContainText('Zugang erstellt von Anna Muster');
    await expect(row.getByRole('button', { name: 'Passwort zurücksetzen für Lia Geteilt' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Zurücksetzen anfragen für Lia Geteilt' }).click();
    await expect(logins.getByRole('status').filter({ hasText: 'Anfrage gesendet.' })).toContainText('Anna Muster sieht sie');
    await expect(row.getByText('Zurücksetzen angefragt', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Zurücksetzen anfragen/ })).toHaveCount(0);
    expect(await seriousViolations(page), 'the requesting teacher’s logins').toEqual([]);
    await logins.screenshot({ path: path.join(OUT, 'shared-requesting-teacher.png') });
    await context.close();
  });

  await test.step('teacher A sees the request and the other class (name and teacher only), resets, and the request is gone', async () => {
    const context = await browser.newContext({ baseURL, bypassCSP: true });
    const page = await context.newPage();
    await logIn(page, a.email, 'teacher');
    await page.goto(`/teacher/classes/${clsA.id}`);
    const logins = page.getByTestId('student-logins');
    const row = logins.getByRole('listitem').filter({ hasText: pupil.username });
    await expect(row).toContainText('Zurücksetzen angefragt von Beat Muster');
    await expect(row).toContainText('Auch in der Klasse «Chor» von Beat Muster');
    await expect(row).not.toContainText('Zugang erstellt von');
    expect(await seriousViolations(page), 'the creator’s logins').toEqual([]);
    await logins.screenshot({ path: path.join(OUT, 'shared-creator.png') });

    await row.getByRole('button', { name: 'Passwort zurücksetzen für Lia Geteilt' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Neues Passwort erzeugen' }).click();
    const done = page.getByRole('dialog', { name: 'Neues Passwort' });
    await expect(done).toContainText(pupil.username);
    await done.getByRole('button', { name: 'Schliessen' }).click();
    await expect(row).not.toContainText('Zurücksetzen angefragt');
    await expect(row).toContainText('Auch in der Klasse «Chor» von Beat Muster');
    await context.close();
  });
});
