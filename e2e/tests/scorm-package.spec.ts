import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import AdmZip from 'adm-zip';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, logIn } from '../support/classes.ts';
import { playEuFlaggenToTheEnd, playMatchingToTheEnd } from '../support/play.ts';
import { signUpViaApi } from '../support/users.ts';

/**
 * SCORM 1.2 packages (issue 25) in a real SCORM runtime: scorm-again's Scorm12API as the LMS's `API` on an
 * LMS page of another origin (127.0.0.1, the platform is on localhost) that serves the unzipped package; the
 * platform's origin is blocked while the package plays, so it must run on its own.
 */
const require = createRequire(import.meta.url);
const SCORM_AGAIN = require.resolve('scorm-again/scorm12');

const PAIRS = [
  { start: 'Bern ist', end: 'die Bundesstadt.' },
  { start: 'Der Rhein fliesst', end: 'in die Nordsee.' },
  { start: 'Der Säntis liegt', end: 'im Alpstein.' },
];

/** An LMS on 127.0.0.1: /lms.html frames the SCO under the SCORM 1.2 API; /pkg/* is the unzipped package. */
async function startLms(zip: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorm-'));
  new AdmZip(zip).extractAllTo(dir, true);
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.xml': 'application/xml' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/lms.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="de"><title>LMS</title>
<script src="/scorm12.js"></script>
<script>window.calls = []; window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
['LMSInitialize','LMSCommit','LMSFinish'].forEach(function (n) { window.API.on(n, function () { window.calls.push(n); }); });
window.sets = {}; window.API.on('LMSSetValue.cmi.*', function (element, value) { window.sets[element] = value; });</script>
<h1>Kurs</h1><iframe id="sco" title="Lernspiel" style="width:100%;height:700px" src="/pkg/index.html"></iframe></html>`);
      return;
    }
    if (url.pathname === '/scorm12.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(SCORM_AGAIN));
      return;
    }
    const file = path.join(dir, decodeURIComponent(url.pathname.replace(/^\/pkg\//, '')));
    if (!url.pathname.startsWith('/pkg/') || !file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, dir, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); fs.rmSync(dir, { recursive: true, force: true }); }) };
}

/** 'SCORM-Paket herunterladen' on the game's page: the zip the browser saves. */
async function downloadFromGamePage(page: Page, gamePath: string, fileName: RegExp) {
  await page.goto(gamePath);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'SCORM-Paket herunterladen' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(fileName);
  return fs.readFileSync(await file.path());
}

/** Every request to the platform fails: the package must not need it. */
async function blockPlatform(page: Page, baseURL: string) {
  const blocked: string[] = [];
  await page.context().route(`${new URL(baseURL).origin}/**`, (route) => { blocked.push(route.request().url()); return route.abort(); });
  return blocked;
}

/** What the SCO set (the session time is write-only in the data model) and which API calls it made. */
const cmi = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { sets: Record<string, string>; calls: string[]; API: { cmi: { core: { lesson_status: string } } } };
  return {
    raw: w.sets['cmi.core.score.raw'], min: w.sets['cmi.core.score.min'], max: w.sets['cmi.core.score.max'],
    status: w.API.cmi.core.lesson_status, sessionTime: w.sets['cmi.core.session_time'], calls: w.calls,
  };
});

test('a built-in game and a teacher\'s own game as SCORM 1.2 packages play to the end in an LMS and report passed with the score', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Sara');
  const token = await apiToken(baseURL!, teacher.email);

  // Built-in: EU-Flaggen, downloaded on its page.
  await logIn(page, teacher.email, 'teacher');
  const builtIn = await downloadFromGamePage(page, '/games/eu-flaggen', /^EU-Flaggen-scorm12\.zip$/);
  const manifest = new AdmZip(builtIn).readAsText('imsmanifest.xml');
  expect(manifest).toContain('<schemaversion>1.2</schemaversion>');
  expect(manifest.match(/<organization /g)).toHaveLength(1);
  expect(manifest.match(/adlcp:scormtype="sco"/g)).toHaveLength(1);
  let lms = await startLms(builtIn);
  try {
    const blocked = await blockPlatform(page, baseURL!);
    await page.goto(`${lms.origin}/lms.html`);
    const game = page.frameLocator('#sco').frameLocator('#game');
    await playEuFlaggenToTheEnd(game);
    await expect(page.frameLocator('#sco').getByRole('status')).toHaveText('Dein Ergebnis wurde an das Lernmanagementsystem übermittelt.');
    const reported = await cmi(page);
    expect(reported).toMatchObject({ raw: '100', min: '0', max: '100', status: 'passed', calls: ['LMSInitialize', 'LMSCommit', 'LMSFinish'] });
    expect(reported.sessionTime).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
    expect(blocked).toEqual([]);

    // Without an LMS (no API anywhere): the game still plays, nothing is reported.
    await page.goto(`${lms.origin}/pkg/index.html`);
    await expect(page.getByRole('status')).toHaveText('Kein Lernmanagementsystem gefunden: Das Ergebnis wird nicht gespeichert.');
    await playEuFlaggenToTheEnd(page.frameLocator('#game'));
  } finally {
    await page.context().unrouteAll();
    await lms.close();
  }

  // The teacher's own matching game, its content baked into the package.
  const created = await fetch(`${baseURL}/api/teacher/custom-games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ gameType: 'matching', name: 'Schweiz-Sätze', pairs: PAIRS.map((p, i) => ({ id: `p${i}`, ...p })) }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const custom = await downloadFromGamePage(page, `/games/custom/${id}`, /^Schweiz-Satze-scorm12\.zip$/);
  await page.screenshot({ path: '../.tmp/scorm-download-button.png' });
  expect(JSON.parse(new AdmZip(custom).readAsText('game/content.json'))).toMatchObject({ gameType: 'matching' });
  lms = await startLms(custom);
  try {
    const blocked = await blockPlatform(page, baseURL!);
    await page.goto(`${lms.origin}/lms.html`);
    await playMatchingToTheEnd(page.frameLocator('#sco').frameLocator('#game'), PAIRS);
    await expect(page.frameLocator('#sco').getByRole('status')).toHaveText('Dein Ergebnis wurde an das Lernmanagementsystem übermittelt.');
    expect(await cmi(page)).toMatchObject({ raw: '100', status: 'passed', calls: ['LMSInitialize', 'LMSCommit', 'LMSFinish'] });
    expect(blocked).toEqual([]);
  } finally {
    await page.context().unrouteAll();
    await lms.close();
  }

  // Another teacher's game is not packaged for someone else; students get no packages.
  const student = await signUpViaApi(baseURL!, 'student', 'Timo');
  const other = await signUpViaApi(baseURL!, 'teacher', 'Urs');
  expect((await fetch(`${baseURL}/api/teacher/custom-games/${id}/scorm`, { headers: { authorization: `Bearer ${await apiToken(baseURL!, other.email)}` } })).status).toBe(403);
  expect((await fetch(`${baseURL}/api/teacher/games/eu-flaggen/scorm`, { headers: { authorization: `Bearer ${await apiToken(baseURL!, student.email)}` } })).status).toBe(403);
});
