import { expect, test } from '@playwright/test';
import { signInViaUi, signUpViaApi } from '../support/users.ts';

/** The HttpOnly refresh cookie as the browser holds it (no page script can read it). */
const refreshCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((c) => c.name === 'lp_refresh')?.value;

test('the session refreshes itself shortly before the access token expires, and the new one works', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Rene');
  await page.clock.install();
  await page.goto('/login');
  await signInViaUi(page, teacher.email);
  await page.waitForURL('**/teacher/dashboard');
  const before = await refreshCookie(page);
  expect(before).toBeTruthy();

  // An hour later minus 80 s: inside the last three 30-s checks before expiry.
  await page.clock.fastForward((3600 - 80) * 1000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token') && r.status() === 200);
  await page.clock.runFor(31_000);
  await refreshed;
  await expect.poll(() => refreshCookie(page)).not.toBe(before);

  // Still signed in with the rotated cookie, also after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Rene' })).toBeVisible();
});
