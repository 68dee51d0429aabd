/**
 * Lighthouse (mobile, performance + accessibility) of the public pages (/, /login, /signup,
 * /datenschutz, /impressum, every game's page), the dashboards (student and teacher, signed in, cold
 * HTTP cache) and every game embed, the custom-game templates with a teacher's game. Each page is
 * measured five times and its median run reported with the spread (Lighthouse's own advice: single
 * runs move a few points on a shared machine); the README states its run.
 *
 *   npm run bench:lighthouse   (after `npm run build`; also part of `npm run bench`)
 *   BENCH_VERBOSE=1 also prints each page's metrics and its LCP element; BENCH_PAGES=/,/login only those pages;
 *   BENCH_SAVE=<folder> writes each page's whole Lighthouse report there (JSON, for its network and CPU timeline);
 *   BENCH_RUNS=1 one run per page (quick, while working), BENCH_RUNS=3 three (a run Lighthouse could not measure is named, not counted).
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startPlatformProcess } from '../support/global-setup.ts';
import { signedInState, signUpViaApi } from '../support/users.ts';
import { apiToken } from '../support/classes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';

const TARGETS = { performance: 95, accessibility: 100 };

async function main() {
  const platform = await startPlatformProcess();
  type Row = { page: string; performance: number; accessibility: number; lcp: string; spread: string };
  const rows: Row[] = [];
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const base = platform.url;
    const student = await signUpViaApi(base, 'student', 'Bench');
    const teacher = await signUpViaApi(base, 'teacher', 'Bench');
    const manifest = await (await fetch(`${base}/federation-manifest.json`)).json() as { games: Record<string, { embed: string }> };
    const customGame = await teacherGame(base, teacher.email);
    type Account = typeof student;
    const pages: { path: string; signedIn?: Account }[] = [
      { path: '/' }, { path: '/login' }, { path: '/signup' }, { path: '/datenschutz' }, { path: '/impressum' },
      { path: '/student/dashboard', signedIn: student }, { path: '/teacher/dashboard', signedIn: teacher },
      // Every game twice: its page in the shell and its embed.
      ...Object.keys(manifest.games).map((key) => ({ path: `/games/${key}` })),
      ...Object.values(manifest.games).map((g) => ({ path: g.embed })),
      { path: `/embed/matching/?id=${customGame}` },
    ];
    // BENCH_PAGES=/,/login measures only those pages (while working on them).
    const only = process.env.BENCH_PAGES?.split(',');
    // The median of five runs per page (Lighthouse's own advice for variable machines); the spread
    // goes into the table. BENCH_RUNS sets another count.
    const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 1);
    for (const { path, signedIn } of pages.filter((p) => !only || only.includes(p.path))) {
      const measured: Row[] = [];
      const failures: string[] = [];
      for (let run = 0; run < runs; run++) {
        // A browser context per run: a public page is measured as a visitor, not with the session
        // a dashboard before it left behind, and with a cold cache.
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        if (signedIn) {
          // A session of its own: the HttpOnly refresh cookie, and the shell's hint put into storage
          // from a page without JS, so the HTTP cache stays cold.
          const state = await signedInState(base, signedIn.email, signedIn.password);
          await context.setCookie(...state.cookies);
          await page.goto(`${base}/favicon.svg`);
          await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), state.origins[0]!.localStorage);
        }
        const result = await lighthouse(`${base}${path}`, {
          formFactor: 'mobile', onlyCategories: ['performance', 'accessibility'], logLevel: 'error',
          // Keep the signed-in session (cookie and hint); the cache is still cold (nothing but the favicon was loaded).
          disableStorageReset: Boolean(signedIn),
        }, undefined, page);
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          // Lighthouse could not measure this run (its score would read 0): said so, not averaged in.
          failures.push(lhr.runtimeError.code);
          console.log(`${path}: run ${run + 1} not measured (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
          await context.close();
          continue;
        }
        measured.push({
          page: path,
          performance: Math.round((lhr.categories['performance']!.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories['accessibility']!.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']!.displayValue ?? '',
          spread: '',
        });
        if (process.env.BENCH_VERBOSE) console.log(path, metricsOf(lhr));
        if (process.env.BENCH_SAVE) writeFileSync(`${process.env.BENCH_SAVE}/${path.replace(/[^a-z0-9]+/gi, '_')}${runs > 1 ? `.${run + 1}` : ''}.json`, JSON.stringify(lhr));
        await context.close();
      }
      const sorted = [...measured].sort((a, b) => a.performance - b.performance);
      const failed = failures.length ? `${failures.length} not measured: ${failures.join(', ')}` : '';
      const median = sorted[Math.floor(sorted.length / 2)];
      if (!median) {
        rows.push({ page: path, performance: 0, accessibility: 0, lcp: '', spread: failed });
        continue;
      }
      const range = runs > 1 ? `${sorted[0]!.performance}–${sorted.at(-1)!.performance}` : '';
      rows.push({ ...median, spread: [range, failed].filter(Boolean).join('; ') });
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
  console.log('\n| page | performance | accessibility | LCP |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.performance}${r.spread ? ` (${r.spread})` : ''} | ${r.accessibility} | ${r.lcp} |`);
  if (rows.some((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility)) process.exitCode = 1;
}

/** The metrics behind a score and what Lighthouse named as the LCP element (BENCH_VERBOSE=1). */
function metricsOf(lhr: { audits: Record<string, { displayValue?: string; details?: unknown }> }): string {
  const metric = (id: string) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`;
  const lcpElement = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];
  const shifted = [...JSON.stringify(lhr.audits['layout-shifts']?.details ?? {}).matchAll(/"snippet":"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
  return `${metrics.map(metric).join(' · ')}\n  LCP element: ${lcpElement ?? '?'}${shifted.length ? `\n  shifted: ${shifted.join(' ')}` : ''}`;
}

/** A teacher's matching game, for its template's embed with real content. */
async function teacherGame(base: string, email: string): Promise<string> {
  const token = await apiToken(base, email);
  const res = await fetch(`${base}/api/teacher/custom-games`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      gameType: 'matching', name: 'Hauptstädte',
      pairs: [['Frankreich', 'Paris'], ['Italien', 'Rom'], ['Österreich', 'Wien'], ['Spanien', 'Madrid']].map(([c, city], i) => ({ id: `p${i}`, start: `Die Hauptstadt von ${c} ist`, end: city })),
    }),
  });
  if (!res.ok) throw new Error(`custom game: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

await main();
