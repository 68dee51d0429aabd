import { expect, test } from '@playwright/test';
import { startForeignFederationHost } from '../support/foreign-mf-host.ts';
import { PLAY_TO_THE_END } from '../support/play.ts';

/**
 * Every game in the platform's manifest, present and future, must load in a Module Federation
 * host that is not our shell, on another origin, with only react and react-dom shared, be played
 * to the end there and hand its result to the host through onResult.
 */
test('every game bundle loads, plays and reports its result in a foreign Module Federation host', async ({ page, baseURL, request }) => {
  const manifest = await (await request.get('/federation-manifest.json')).json() as { games: Record<string, { name: string }> };
  const keys = Object.keys(manifest.games);
  expect(keys.length).toBeGreaterThan(0);
  // Each game is played to its end; a map round alone takes ~25 s (800 ms between targets).
  test.setTimeout(30_000 + keys.length * 40_000);
  const host = await startForeignFederationHost();
  try {
    for (const key of keys) {
      const play = PLAY_TO_THE_END[key];
      expect(play, `e2e/support/play.ts has no player for the game '${key}'`).toBeDefined();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Every asset (images too) must resolve against the bundle's own location, not this page.
      page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
      await page.goto(host.origin);
      await page.evaluate(([origin, k]) => window.loadGame(origin!, k!), [new URL(baseURL!).origin, key]);
      await play!.play(page);
      await expect.poll(() => page.evaluate(() => window.results.length), { message: key }).toBe(1);
      const [result] = await page.evaluate(() => window.results) as Record<string, unknown>[];
      expect(result!['quizId'], key).toBe(play!.quizId);
      expect(result!['result'], key).toMatchObject({ completion: true });
      expect(errors, key).toEqual([]);
      page.removeAllListeners('pageerror');
      page.removeAllListeners('response');
    }
  } finally {
    await host.close();
  }
});

declare global {
  interface Window {
    results: unknown[];
    loadGame: (platformOrigin: string, key: string) => Promise<void>;
  }
}
