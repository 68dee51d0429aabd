/**
 * Lighthouse (mobile, performance + accessibility) of the pages the delivery budgets name:
 * /, /login, /student/dashboard (signed in, cold HTTP cache) and every game embed. One run;
 * scores move a few points between runs on a shared machine, so the README states its run.
 *
 *   npm run bench:lighthouse   (after `npm run build`; also part of `npm run bench`)
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium } from '@playwright/test';
import { startPlatformProcess } from '../support/global-setup.ts';
import { signUpViaApi } from '../support/users.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';

const TARGETS = { performance: 95, accessibility: 100 };

/** The session the shell keeps in localStorage after a real sign-in (read with Playwright). */
async function sessionStorageOf(base: string, email: string, password: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ baseURL: base });
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
  await page.waitForURL('**/student/dashboard');
  const state = await page.context().storageState();
  await browser.close();
  return state.origins.find((o) => o.origin === new URL(base).origin)?.localStorage ?? [];
}

async function main() {
  const platform = await startPlatformProcess();
  const rows: { page: string; performance: number; accessibility: number; lcp: string }[] = [];
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const base = platform.url;
    const student = await signUpViaApi(base, 'student', 'Bench');
    const storage = await sessionStorageOf(base, student.email, student.password);
    const manifest = await (await fetch(`${base}/federation-manifest.json`)).json() as { games: Record<string, { embed: string }> };
    const pages: { path: string; signedIn?: boolean }[] = [
      { path: '/' }, { path: '/login' }, { path: '/student/dashboard', signedIn: true },
      ...Object.values(manifest.games).map((g) => ({ path: g.embed })),
    ];
    for (const { path, signedIn } of pages) {
      const page = await browser.newPage();
      if (signedIn) {
        // Put the session into storage from a page without JS, so the HTTP cache stays cold.
        await page.goto(`${base}/favicon.svg`);
        await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), storage);
      }
      const result = await lighthouse(`${base}${path}`, {
        formFactor: 'mobile', onlyCategories: ['performance', 'accessibility'], logLevel: 'error',
        // Keep the signed-in session; the cache is still cold (nothing but the favicon was loaded).
        disableStorageReset: Boolean(signedIn),
      }, undefined, page);
      const lhr = result!.lhr;
      rows.push({
        page: path,
        performance: Math.round((lhr.categories['performance']!.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories['accessibility']!.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']!.displayValue ?? '',
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
  console.log('\n| page | performance | accessibility | LCP |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.lcp} |`);
  if (rows.some((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility)) process.exitCode = 1;
}

await main();
