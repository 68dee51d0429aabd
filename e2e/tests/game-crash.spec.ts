import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import { gameBuild } from '../../games/build/src/index.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../support/crashing-game');

/**
 * A game that throws on its standalone page (issue 24 'Operations'): the page says so in German
 * instead of staying blank, and the embedding page (an LMS) gets the contract's error message,
 * never a result. Built with the SDK's preset like any game's standalone page (preact/compat).
 */
test('a game that throws on its standalone page shows a German error and posts an error message, not a result', async ({ page }) => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crashing-game-'));
  const config = gameBuild({ key: 'absturz', federationName: 'game_absturz' })({ mode: 'standalone', command: 'build' });
  await build({ ...config, root: FIXTURE, configFile: false, logLevel: 'warn', build: { ...config.build, outDir, emptyOutDir: true } });
  const server = http.createServer((req, res) => {
    const file = path.join(outDir, (req.url ?? '/').split('?')[0]!.replace(/\/$/, '/index.html'));
    if (!file.startsWith(outDir) || !fs.existsSync(file)) return void res.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // The embedding page: an LMS listening for the game's messages.
    await page.setContent(`<script>window.received = []; addEventListener('message', (e) => received.push(e.data));</script>
      <iframe title="Spiel" src="${origin}/" width="800" height="400"></iframe>`);
    const game = page.frameLocator('iframe[title="Spiel"]');
    await expect(game.getByRole('alert')).toContainText('Das Spiel ist leider abgestürzt.');
    await expect(game.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length)).toBeGreaterThan(0);
    const received = await page.evaluate(() => (window as unknown as { received: Record<string, unknown>[] }).received);
    expect(received[0]).toEqual({ gameError: { game: 'absturz', message: 'TypeError: round is undefined', contractVersion: 1 } });
    expect(received.some((m) => 'quizId' in m)).toBe(false);
  } finally {
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
