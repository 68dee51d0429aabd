import { expect, test } from '@playwright/test';
import { signInViaUi, signUpViaApi } from '../support/users.ts';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('lernplattform.session') ?? 'null') as { refresh_token: string; access_token: string } | null);

test('the session refreshes itself shortly before the access token expires, and the new one works', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Rene');
  await page.clock.install();
  await page.goto('/login');
  await signInViaUi(page, teacher.email);
  await page.waitForURL('**/teacher/dashboard');
  const before = await stored(page);
  expect(before).not.toBeNull();

  // An hour later minus 80 s: inside the last three 30-s checks before expiry.
  await page.clock.fastForward((3600 - 80) * 1000);
  await page.clock.runFor(31_000);
  await expect.poll(async () => (await stored(page))?.refresh_token).not.toBe(before!.refresh_token);

  // Still signed in with the rotated tokens, also after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Rene' })).toBeVisible();
});
