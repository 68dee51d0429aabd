/**
 * "Play to the end" for Playwright: plays the game on a page (the standalone page, the local
 * host, or the platform's game page) until the end overlay shows. The platform's end-to-end tests
 * use a helper like this for every game; keep it working when the game changes.
 *
 *   import { playToTheEnd } from './test/play-to-the-end.ts';
 *   await page.goto('http://localhost:4175/?seed=7');
 *   await playToTheEnd(page);
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export async function playToTheEnd(scope: Page | FrameLocator | Locator): Promise<void> {
  const start = scope.getByRole('button', { name: 'Spiel starten' });
  await expect(start).toBeVisible();
  const slider = scope.getByRole('slider', { name: 'Zielpunktzahl' });
  if ((await slider.count()) > 0) {
    await slider.focus();
    await slider.press('Home'); // target score 1: one right answer ends the round
    await expect(slider).toHaveValue('1');
  }
  await start.press('Enter');
  const options = scope.locator('.gk-guess__options').getByRole('button');
  await expect(options).toHaveCount(4);
  const done = scope.getByRole('heading', { name: 'Geschafft 🎉' });
  for (let round = 0; round < 60; round++) {
    if (await done.isVisible()) return;
    await options.first().press('1');
    // Feedback shows for 1 s; then the round is over or the next question is answerable.
    await expect(done.or(scope.locator('.gk-guess__option[data-state="idle"]').first())).toBeVisible({ timeout: 5000 });
  }
  throw new Error('the game did not finish');
}
