import { expect, test } from '@playwright/test';
import { apiToken, createClassViaApi, joinClassViaApi, logIn } from '../support/classes.ts';
import { signUpViaApi } from '../support/users.ts';

/** Status of a join by code through the API (201 joined, 404 no class with this code). */
async function joinStatus(baseURL: string, token: string, code: string) {
  const res = await fetch(`${baseURL}/api/student/classes/join`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ code }),
  });
  return res.status;
}

test("a new invitation code: 'Neuen Code erzeugen' after a confirmation, and a removal that issues one", async ({ page, baseURL }) => {
  const owner = await signUpViaApi(baseURL!, 'teacher', 'Nora');
  const pupil = await signUpViaApi(baseURL!, 'student', 'Ben');
  const latecomer = await signUpViaApi(baseURL!, 'student', 'Mia');
  const cls = await createClassViaApi(baseURL!, await apiToken(baseURL!, owner.email), '4b Deutsch');
  const pupilToken = await apiToken(baseURL!, pupil.email);
  const latecomerToken = await apiToken(baseURL!, latecomer.email);
  await joinClassViaApi(baseURL!, pupilToken, cls.invitation_code);

  await logIn(page, owner.email, 'teacher');
  await page.goto(`/teacher/classes/${cls.id}`);
  await page.getByRole('button', { name: 'Lernende einladen' }).click();
  const invite = page.getByRole('dialog', { name: 'Lernende einladen' });
  const code = invite.getByTestId('invitation-code');
  await expect(code).toHaveText(cls.invitation_code);

  await test.step('cancelling keeps the code', async () => {
    await invite.getByRole('button', { name: 'Neuen Code erzeugen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Neuen Code erzeugen' });
    await expect(confirm).toContainText('Der bisherige Code funktioniert danach nicht mehr.');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    await expect(code).toHaveText(cls.invitation_code);
  });

  let second = '';
  await test.step('a new code: the old one stops working, the new one works', async () => {
    await invite.getByRole('button', { name: 'Neuen Code erzeugen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Neuen Code erzeugen' });
    await confirm.getByRole('button', { name: 'Neuen Code erzeugen' }).click();
    await expect(confirm).toBeHidden();
    await expect(invite.getByText('Neuer Code erzeugt. Der alte Code funktioniert nicht mehr.')).toBeVisible();
    await expect(code).not.toHaveText(cls.invitation_code);
    second = (await code.innerText()).trim();
    expect(second).toMatch(/^[A-Z0-9]{6}$/);
    expect(await joinStatus(baseURL!, latecomerToken, cls.invitation_code)).toBe(404);
  });

  await test.step('removing a student with a new code: they cannot come back with the code they knew', async () => {
    await joinClassViaApi(baseURL!, pupilToken, second).catch(() => undefined); // already enrolled: nothing changes
    await invite.getByRole('button', { name: 'Ben Muster aus der Klasse entfernen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Lernende entfernen' });
    const newCode = confirm.getByRole('checkbox', { name: /Neuen Code erzeugen/ });
    await expect(newCode).not.toBeChecked();
    await newCode.check();
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await expect(confirm).toBeHidden();
    await expect(invite.getByText('Noch keine Lernenden in dieser Klasse.')).toBeVisible();
    await expect(code).not.toHaveText(second);
    const third = (await code.innerText()).trim();
    expect(await joinStatus(baseURL!, pupilToken, second)).toBe(404);
    expect(await joinStatus(baseURL!, latecomerToken, third)).toBe(201);
  });
});
