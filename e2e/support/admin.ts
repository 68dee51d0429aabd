import { expect, type Locator, type Page } from '@playwright/test';
import { startPlatformProcess } from './global-setup.ts';
import { PASSWORD, signInViaUi } from './users.ts';

/** The bootstrap admin of the admin e2e platform (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@schule.ch', password: PASSWORD } as const;

/**
 * A platform of its own with an admin account created at start: the global
 * setup's platform runs without ADMIN_EMAIL. Stop it when the file is done.
 */
export function startAdminPlatform() {
  return startPlatformProcess({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}

/** Signs in through the login screen and waits for the admin panel. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signInViaUi(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

/** The list of user cards (a <ul> labelled by the heading 'Benutzer'). */
export function userList(page: Page): Locator {
  return page.getByRole('list', { name: 'Benutzer', exact: true });
}

/** A user's card, found by the email it shows. */
export function userCard(page: Page, email: string): Locator {
  return userList(page).locator(':scope > li').filter({ hasText: email });
}

/** Types into the server-side search and waits until the list shows the result for it. */
export async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill(text);
  await expect(page.getByRole('status').filter({ hasText: `Treffer für "${text}"` })).toBeVisible();
}

/** The number a counter ('Gesamt Benutzer', 'Lehrpersonen', 'Lernende') shows. */
export async function counterValue(page: Page, label: 'Gesamt Benutzer' | 'Lehrpersonen' | 'Lernende'): Promise<number> {
  const value = page.locator('.admin-stat').filter({ has: page.getByText(label, { exact: true }) }).locator('.admin-stat__value');
  await expect(value).toHaveText(/^\d/);
  return Number((await value.innerText()).replace(/\D/g, ''));
}
