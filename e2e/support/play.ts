import fs from 'node:fs';
import { expect, type FrameLocator, type Page } from '@playwright/test';

type Scope = Page | FrameLocator;

/** Plays a guessing game (EU-Flaggen, Schweizer Wappen) with the keyboard only, target score 1, until the end overlay shows. */
export async function playGuessingToTheEnd(scope: Scope) {
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
    await expect(done.or(scope.locator('.gk-guess__option[data-state="idle"]').first())).toBeVisible({ timeout: 5000 });
  }
  throw new Error('game did not finish');
}

export const playEuFlaggenToTheEnd = playGuessingToTheEnd;

/** The shipped council data (games/bundesrat/public/bundesrat.json): the answers of the Bundesrat game. */
const COUNCIL = (JSON.parse(fs.readFileSync(new URL('../../games/bundesrat/public/bundesrat.json', import.meta.url), 'utf8')) as {
  mitglieder: { name: string; partei: string; departement: string; departementInfo: string }[];
}).mitglieder;

const initialsOf = (name: string) => name.split(/[\s-]+/).map((part) => part[0]!.toUpperCase()).join('');

/**
 * Plays the Bundesrat game with the keyboard only: in each phase, for every card, choose the right
 * item in the pool (Enter), then the card (Enter); 'Weiter', in phase 3 'Fertig'.
 */
export async function playBundesratToTheEnd(scope: Scope) {
  const cards = scope.getByRole('button', { name: /^Karte \d/ });
  await expect(cards).toHaveCount(7);
  for (const [phase, button] of [[0, 'Weiter'], [1, 'Weiter'], [2, 'Fertig']] as const) {
    await expect(scope.getByText(`Phase ${phase + 1} von 3`, { exact: false })).toBeVisible();
    for (let index = 0; index < 7; index++) {
      const card = cards.nth(index);
      const label = (await card.getAttribute('aria-label'))!;
      const member = COUNCIL.find((m) => (phase === 0 ? label.includes(`Initialen ${initialsOf(m.name)},`) : label.includes(`${m.name},`)))!;
      const answer = phase === 0 ? member.name : phase === 1 ? member.partei : `${member.departement} (${member.departementInfo})`;
      await scope.getByRole('button', { name: answer, exact: true }).first().press('Enter');
      await card.press('Enter');
      await expect(card).toHaveAccessibleName(new RegExp(`, ${answer.replace(/[()]/g, '\\$&')}$`));
    }
    const next = scope.getByRole('button', { name: button, exact: true });
    await expect(next).toBeEnabled();
    await next.press('Enter');
  }
  await expect(scope.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible({ timeout: 5000 });
}

/**
 * How to play each game to its end, by game key (the manifest's keys). The foreign-host test
 * plays every game in the manifest and fails for a game missing here: add yours with the game.
 */
export const PLAY_TO_THE_END: Record<string, { quizId: string; play: (scope: Scope) => Promise<void> }> = {
  'eu-flaggen': { quizId: 'EU_FLAGGEN', play: playEuFlaggenToTheEnd },
  'schweiz-wappen': { quizId: 'SCHWEIZ_WAPPEN', play: playGuessingToTheEnd },
  bundesrat: { quizId: 'BUNDESRAT_GAME', play: playBundesratToTheEnd },
};
