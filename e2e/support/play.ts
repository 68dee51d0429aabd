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

/** The asked region's name ('Wo liegt Zug?' → 'Zug'), or null when no question is shown. */
export async function askedRegion(scope: Scope): Promise<string | null> {
  const [text] = await scope.getByText(/^Wo liegt .+\?$/).allTextContents();
  return text ? text.replace(/^Wo liegt /, '').replace(/\?$/, '') : null;
}

/**
 * Plays a map game (kit map engine) to the end, answering every question right with `answer`,
 * until 'Geschafft 🎉' shows. Waits out the 800 ms between targets.
 */
export async function playMapGame(scope: Scope, answer: (name: string) => Promise<void>) {
  const done = scope.getByRole('heading', { name: 'Geschafft 🎉' });
  const question = scope.getByText(/^Wo liegt .+\?$/);
  await expect(done.or(question)).toBeVisible({ timeout: 15_000 });
  for (let round = 0; round < 300; round++) {
    const name = await askedRegion(scope);
    if (name === null) break;
    await answer(name);
    // The next target follows after 800 ms; after the last one the end overlay shows.
    await expect.poll(async () => (await done.isVisible()) || (await askedRegion(scope)) !== name).toBe(true);
    if (await done.isVisible()) return;
  }
  await expect(done).toBeVisible();
}

/**
 * Plays a map game in its list mode (the region names as buttons, as screen-reader users do).
 * `part` picks a part of the world on the start overlay (Weltkarte).
 */
export async function playMapGameByList(scope: Scope, part?: string) {
  if (part) {
    await scope.getByRole('radio', { name: part }).check();
    await scope.getByRole('button', { name: 'Spiel starten' }).click();
  }
  await scope.getByRole('button', { name: 'Als Liste spielen' }).click();
  const list = scope.getByRole('list', { name: 'Gebiete' });
  await playMapGame(scope, (name) => list.getByRole('button', { name, exact: true }).click());
}

/**
 * How to play each game to its end, by game key (the manifest's keys). The foreign-host test
 * plays every game in the manifest and fails for a game missing here: add yours with the game.
 */
export const PLAY_TO_THE_END: Record<string, { quizId: string; play: (scope: Scope) => Promise<void> }> = {
  'eu-flaggen': { quizId: 'EU_FLAGGEN', play: playEuFlaggenToTheEnd },
  'schweiz-kantone': { quizId: 'SCHWEIZ_KANTONE', play: (scope) => playMapGameByList(scope) },
  'eu-laender': { quizId: 'EU_LAENDER', play: (scope) => playMapGameByList(scope) },
  // Ozeanien: the smallest part of the world, so the round stays short.
  weltkarte: { quizId: 'WELTKARTE', play: (scope) => playMapGameByList(scope, 'Ozeanien') },
};
