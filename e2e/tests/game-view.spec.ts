import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { playEuFlaggenToTheEnd } from '../support/play.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the shell loads EU-Flaggen at run time; it plays to the end and the link can be copied', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const gameScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/bundles/games/eu-flaggen/') && url.pathname.endsWith('.js')) gameScripts.push(url.pathname);
  });
  await page.goto('/games/eu-flaggen');
  await expect(page.getByRole('link', { name: 'Zurück zu den Spielen' })).toHaveAttribute('href', '/teacher/games');
  await expect(page.getByRole('heading', { name: 'EU-Flaggen' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Link zum Spiel kopieren' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/games/eu-flaggen`);
  await playEuFlaggenToTheEnd(page);
  // A built-in game in the shell: its host-runtime build, which uses the shell's federation runtime
  // instead of bringing its own copy; other hosts keep the manifest's entry (foreign-federation-host.spec.ts).
  expect(gameScripts).toContain('/bundles/games/eu-flaggen/host-runtime/remoteEntry.js');
  expect(gameScripts.filter((p) => !p.startsWith('/bundles/games/eu-flaggen/host-runtime/'))).toEqual([]);
  const manifest = await (await page.request.get('/federation-manifest.json')).json() as { games: Record<string, { entry: string; hostRuntimeEntry?: string }> };
  expect(manifest.games['eu-flaggen']).toMatchObject({ entry: '/bundles/games/eu-flaggen/remoteEntry.js', hostRuntimeEntry: '/bundles/games/eu-flaggen/host-runtime/remoteEntry.js' });
});

test('the key guessing-flags opens the same game; an unknown key says so', async ({ page }) => {
  await page.goto('/games/guessing-flags');
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  await page.goto('/games/gibt-es-nicht');
  await expect(page.getByText('Spiel nicht gefunden')).toBeVisible();
  await expect(page.getByText('Dieses Spiel existiert nicht oder wurde entfernt.')).toBeVisible();
});

test('a game that fails to load shows the German error', async ({ page }) => {
  await page.route('**/bundles/games/eu-flaggen/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/games/eu-flaggen');
  await expect(page.getByText('Spiel konnte nicht geladen werden')).toBeVisible();
});

/** sha256 over every file of a folder (names and contents). */
function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else hash.update(path.relative(dir, p)).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function buildGame(buildId?: string) {
  const env = { ...process.env };
  if (buildId) env['VITE_BUILD_ID'] = buildId;
  else delete env['VITE_BUILD_ID'];
  execFileSync('npm', ['run', 'build', '-w', '@games/eu-flaggen'], { cwd: ROOT, env, stdio: 'pipe' });
}

test.describe('independent deployment', () => {
  test.afterAll(() => buildGame()); // leave the normal build behind

  test('rebuilding only the game changes what the running shell loads; the shell stays byte-identical', async ({ page }) => {
    test.setTimeout(180_000);
    const shellBefore = hashTree(path.join(ROOT, 'shell', 'dist'));
    await page.goto('/games/eu-flaggen');
    const build = page.locator('[data-build-id]');
    await expect(build).toHaveAttribute('data-build-id', 'dev');

    const buildId = `redeploy-${Date.now()}`;
    buildGame(buildId);
    await page.reload();
    await expect(build).toHaveAttribute('data-build-id', buildId);
    await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
    expect(hashTree(path.join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
  });
});
