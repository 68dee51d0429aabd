import { expect, test } from '@playwright/test';
import { signInViaUi, signUpViaApi } from '../support/users.ts';

const UNAVAILABLE = 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es in einem Moment erneut.';
const unavailable = { status: 503, contentType: 'application/json', headers: { 'retry-after': '2' },
  body: JSON.stringify({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable right now; try again in a moment' } }) };

test('while the database is away the interface says the service is briefly unavailable (login and a page that loads data)', async ({ page, baseURL }) => {
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Dora');
  let down = true;
  await page.route('**/api/auth/**', (route) => (down && route.request().method() === 'POST' ? route.fulfill(unavailable) : route.fallback()));
  await page.goto('/login');
  await signInViaUi(page, teacher.email);
  await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);

  down = false;
  await signInViaUi(page, teacher.email);
  await page.waitForURL('**/teacher/dashboard');
  // A page that loads its data: the class view, while the API answers 503.
  const token = ((await (await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: teacher.email, password: teacher.password }),
  })).json()) as { access_token: string }).access_token;
  const cls = (await (await fetch(`${baseURL}/api/teacher/classes`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name: 'Klasse D' }),
  })).json()) as { id: string };
  await page.route(`**/api/teacher/classes/${cls.id}`, (route) => (route.request().method() === 'GET' ? route.fulfill(unavailable) : route.fallback()));
  await page.goto(`/teacher/classes/${cls.id}`);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});
