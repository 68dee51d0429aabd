import { expect, test, type Page } from '@playwright/test';
import { signInViaUi, signUpViaApi, userMenuItem } from '../support/users.ts';

/** Every value in localStorage and sessionStorage, and what scripts see of the cookies. */
const webStorage = (page: Page) =>
  page.evaluate(() => {
    const all = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`);
    return { values: [...all(localStorage), ...all(sessionStorage)], cookies: document.cookie };
  });

const JWT_SHAPED = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

test('sign-in survives a reload; no token is where page scripts can read it', async ({ page, baseURL }) => {
  const student = await signUpViaApi(baseURL!, 'student', 'Noemi');
  await page.goto('/login');
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/token') && r.request().method() === 'POST');
  await signInViaUi(page, student.email);
  const answer = await (await signedIn).json() as Record<string, unknown>;
  const accessToken = answer['access_token'] as string;
  expect(accessToken).toMatch(JWT_SHAPED);
  expect(answer).not.toHaveProperty('refresh_token');
  await page.waitForURL('**/student/dashboard');

  const cookie = (await page.context().cookies()).find((c) => c.name === 'lp_refresh')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

  const check = async () => {
    const { values, cookies } = await webStorage(page);
    for (const value of values) {
      expect(value).not.toContain(accessToken);
      expect(value).not.toMatch(JWT_SHAPED);
      expect(value).not.toContain(cookie.value);
    }
    expect(cookies).not.toContain('lp_refresh');
    return values;
  };
  // The hint holds only that this browser is signed in, and as which role (it shapes the first frame).
  expect(await check()).toContain('lernplattform.signedIn=student');

  // A reload: the shell gets a new access token from the cookie and shows the dashboard again.
  const resumed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token') && r.status() === 200);
  await page.reload();
  await resumed;
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo Noemi' })).toBeVisible();
  await check();
  // Nor does a fresh tab need anything but the cookie.
  const second = await page.context().newPage();
  await second.goto('/student/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Hallo Noemi' })).toBeVisible();
});

test('two tabs share sign-in and sign-out', async ({ context, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Jonas');
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/login');
  await b.goto('/');
  await expect(b.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();

  await signInViaUi(a, teacher.email);
  await a.waitForURL('**/teacher/dashboard');
  // The other tab follows without a reload (its landing page sends signed-in users to their dashboard).
  await b.waitForURL('**/teacher/dashboard');
  await expect(b.getByRole('heading', { level: 1, name: /Jonas/ })).toBeVisible();

  await userMenuItem(b, 'Abmelden');
  await b.waitForURL((url) => url.pathname === '/');
  // Tab A is signed out at once too: its guarded page sends it to the login.
  await a.waitForURL('**/login**');
  expect((await context.cookies()).find((c) => c.name === 'lp_refresh')).toBeUndefined();
  // And a reload stays signed out: the session is revoked and the cookie gone.
  await a.goto('/teacher/dashboard');
  await a.waitForURL('**/login**');
});
