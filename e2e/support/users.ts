import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'geheim123';
export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@schule.ch`;

/** Signs up through the real sign-up screen and waits for the role dashboard. */
export async function signUpViaUi(page: Page, role: 'teacher' | 'student', first: string, last = 'Muster') {
  const email = uniqueEmail(role);
  await page.goto('/signup');
  await page.getByRole('button', { name: role === 'teacher' ? 'Lehrperson' : 'Lernende' }).click();
  await page.getByLabel('Vorname').fill(first);
  await page.getByLabel('Nachname').fill(last);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Registrierung erfolgreich! Wir leiten dich weiter...')).toBeVisible();
  await page.waitForURL(role === 'teacher' ? '**/teacher/dashboard' : '**/student/dashboard');
  return { email, password: PASSWORD };
}

/** Signs in through the login screen (stays on whatever page login redirects to). */
export async function signInViaUi(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
}

/** Creates an account through the API (faster than the UI where the UI isn't what's tested). */
export async function signUpViaApi(baseURL: string, role: 'teacher' | 'student', first: string) {
  const email = uniqueEmail(role);
  const res = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { role, first_name: first, last_name: 'Muster' } }),
  });
  if (res.status !== 201) throw new Error(`signup failed ${res.status}`);
  return { email, password: PASSWORD };
}

/** Chooses an item of the header's user menu ('Neue Klassen hinzufügen', 'Abmelden'). */
export async function userMenuItem(page: Page, item: 'Abmelden' | 'Neue Klassen hinzufügen') {
  await page.getByRole('button', { name: /Account-Menü$/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
