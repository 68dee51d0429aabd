import { expect, type FrameLocator, type Page } from '@playwright/test';

type Scope = Page | FrameLocator;

/** Plays EU-Flaggen with the keyboard only, target score 1, until the end overlay shows. */
export async function playEuFlaggenToTheEnd(scope: Scope) {
  const slider = scope.getByRole('slider', { name: 'Zielpunktzahl' });
  await slider.focus();
  await slider.press('Home'); // target 1
  await expect(slider).toHaveValue('1');
  await scope.getByRole('button', { name: 'Spiel starten' }).press('Enter');
  const options = scope.getByRole('group').getByRole('button');
  await expect(options).toHaveCount(4);
  const done = scope.getByRole('heading', { name: 'Geschafft 🎉' });
  for (let round = 0; round < 60; round++) {
    if (await done.isVisible()) return;
    await options.first().press('1');
    // Feedback shows for 1 s; then either the game is over or the next question is answerable.
    await expect(done.or(scope.locator('.euf-option[data-state="idle"]').first())).toBeVisible({ timeout: 5000 });
  }
  throw new Error('game did not finish');
}

/**
 * How to play each game to its end, by game key (the manifest's keys). The foreign-host test
 * plays every game in the manifest and fails for a game missing here: add yours with the game.
 */
export const PLAY_TO_THE_END: Record<string, { quizId: string; play: (scope: Scope) => Promise<void> }> = {
  'eu-flaggen': { quizId: 'EU_FLAGGEN', play: playEuFlaggenToTheEnd },
};
