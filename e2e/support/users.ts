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

/** The shell's non-secret hint that a browser was signed in (it then asks the refresh cookie at start); '1' or the role. */
export const SIGNED_IN_HINT = { name: 'lernplattform.signedIn', value: '1' } as const;

/** The refresh cookie a sign-in answer set (name `lp_refresh`, HttpOnly, path /api/auth). */
export function refreshCookieOf(res: Response): { value: string; maxAge: number } {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lp_refresh='));
  if (!cookie) throw new Error('no refresh cookie in the answer');
  return { value: cookie.slice('lp_refresh='.length).split(';')[0]!, maxAge: Number(cookie.match(/Max-Age=(\d+)/)?.[1] ?? 86_400) };
}

/**
 * A browser's storage state signed in as `email` with a session of its own (sign-in through the
 * API): the HttpOnly refresh cookie and the shell's hint, nothing that holds a token in web storage.
 * For Playwright's `storageState` (or puppeteer's cookies); one state per context, because the
 * cookie rotates on its first use.
 */
export async function signedInState(baseURL: string, email: string, password = PASSWORD) {
  const res = await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed ${res.status}`);
  const { value, maxAge } = refreshCookieOf(res);
  // The hint holds the role once a browser has signed in (the header keeps a teacher's row while loading).
  const { user } = (await res.json()) as { user: { user_metadata: { role: string } } };
  const url = new URL(baseURL);
  return {
    cookies: [{
      name: 'lp_refresh', value, domain: url.hostname, path: '/api/auth', expires: Math.floor(Date.now() / 1000) + maxAge,
      httpOnly: true, secure: url.protocol === 'https:', sameSite: 'Strict' as const,
    }],
    origins: [{ origin: url.origin, localStorage: [{ ...SIGNED_IN_HINT, value: user.user_metadata.role }] }],
  };
}

/** Chooses an item of the header's user menu ('Neue Klassen hinzufügen', 'Abmelden'). */
export async function userMenuItem(page: Page, item: 'Abmelden' | 'Neue Klassen hinzufügen') {
  await page.getByRole('button', { name: /Account-Menü$/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
