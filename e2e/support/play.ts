import fs from 'node:fs';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { SAMPLE_GAMES } from '../../games/kit/src/custom/samples.ts';
import { guessingRules } from '../../games/kit/src/guessing/guessing.logic.ts';

type Scope = Page | FrameLocator;

/**
 * Plays a guessing game (EU-Flaggen, Schweizer Wappen) with the keyboard only until the end overlay
 * shows: target score 1 on the slider, or, in a lesson (no slider), the teacher's target.
 */
export async function playGuessingToTheEnd(scope: Scope) {
  const start = scope.getByRole('button', { name: 'Spiel starten' });
  await expect(start).toBeVisible();
  const slider = scope.getByRole('slider', { name: 'Zielpunktzahl' });
  if ((await slider.count()) > 0) {
    await slider.focus();
    await slider.press('Home'); // target 1
    await expect(slider).toHaveValue('1');
  }
  await start.press('Enter');
  const options = scope.locator('.gk-guess__options').getByRole('button');
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

/** The seed a framed game page plays (`?seed=` in its URL: the server's, e.g. an LTI launch's). */
export function seedOfFrame(page: Page, path: string): number {
  const frame = page.frames().find((f) => f.url().includes(path));
  if (!frame) throw new Error(`no frame of ${path}`);
  return Number(new URL(frame.url()).searchParams.get('seed'));
}

/** EU-Flaggen's items (games/kit eu-countries.ts, whose German names come from a JSON module Playwright does not load). */
const EU_CODES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

/**
 * Plays EU-Flaggen to the target the page fixed (an LTI launch: the game's default, all 27 flags, no slider) with
 * the right answer every time, keyboard only: the kit's own rules tell the questions from the round's seed.
 */
export async function playEuFlaggenPerfectly(scope: Scope, seed: number) {
  const rules = guessingRules(EU_CODES, 'EU_FLAGGEN');
  let state = rules.init(seed);
  const start = scope.getByRole('button', { name: 'Spiel starten' });
  await expect(start).toBeVisible();
  await expect(scope.getByRole('slider', { name: 'Zielpunktzahl' })).toHaveCount(0);
  await start.press('Enter');
  state = rules.reducer(state, { type: 'start', target: state.target });
  const options = scope.locator('.gk-guess__options').getByRole('button');
  while (state.phase === 'running' && state.question) {
    const { answer, options: offered } = state.question;
    await expect(scope.locator('.gk-guess__option[data-state="idle"]')).toHaveCount(4);
    await options.first().press(String(offered.indexOf(answer) + 1));
    state = rules.reducer(rules.reducer(state, { type: 'answer', choice: answer }), { type: 'feedbackElapsed' });
  }
  await expect(scope.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible({ timeout: 5000 });
}

/** The shipped council data (games/bundesrat/public/bundesrat.json): the answers of the Bundesrat game. */
const COUNCIL = (JSON.parse(fs.readFileSync(new URL('../../games/bundesrat/public/bundesrat.json', import.meta.url), 'utf8')) as {
  mitglieder: { name: string; partei: string; departement: string; departementInfo: string; kanton: string; gewaehlt: number }[];
}).mitglieder;

/** The phase the Bundesrat game shows (0, 1, 2), read from its instructions. */
export async function councilPhase(scope: Scope): Promise<number> {
  const instructions = scope.getByText(/^Phase \d von 3:/);
  await expect(instructions).toBeVisible();
  return Number((await instructions.textContent())!.match(/Phase (\d)/)![1]) - 1;
}

/** A Bundesrat card's accessible name (its text: a visually hidden prefix plus what it shows). */
export async function councilCardName(card: Locator): Promise<string> {
  return (await card.textContent())!.replace(/\s+/g, ' ').trim();
}

/** The pool item (its accessible name) that belongs on a card, given the card's accessible name. */
export function councilAnswer(phase: number, cardLabel: string): string {
  const member = COUNCIL.find((m) =>
    phase === 0 ? cardLabel.includes(`Kanton ${m.kanton}, gewählt ${m.gewaehlt},`) : cardLabel.includes(`${m.name},`),
  );
  if (!member) throw new Error(`no member for ${cardLabel}`);
  return phase === 0 ? member.name : phase === 1 ? member.partei : `${member.departement} ${member.departementInfo}`;
}

/**
 * Plays the Bundesrat game with the keyboard only: in each phase, for every card, choose the right
 * item in the pool (Enter), then the card (Enter); 'Weiter', in phase 3 'Fertig'.
 */
export async function playBundesratToTheEnd(scope: Scope) {
  const cards = scope.getByRole('button', { name: /^Karte \d/ });
  await expect(cards).toHaveCount(7);
  for (const [phase, button] of [[0, 'Weiter'], [1, 'Weiter'], [2, 'Fertig']] as const) {
    // After 'Weiter' the cards flash green for 1 s before the next phase shows.
    await expect(scope.getByText(`Phase ${phase + 1} von 3:`, { exact: false })).toBeVisible();
    for (let index = 0; index < 7; index++) {
      const card = cards.nth(index);
      const answer = councilAnswer(phase, await councilCardName(card));
      await scope.getByRole('button', { name: answer, exact: true }).first().press('Enter');
      await card.press('Enter');
      await expect(card).toHaveAccessibleName(new RegExp(`, ${answer}$`));
    }
    const next = scope.getByRole('button', { name: button, exact: true });
    await expect(next).toBeEnabled();
    await next.press('Enter');
  }
  await expect(scope.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible({ timeout: 5000 });
}

/** The right arrow of each item of Wirtschaftskreislauf (money flows opposite to goods). */
export const CYCLE_ANSWERS = [
  ['Produktionsfaktoren', 'Güterstrom von den Haushalten zu den Unternehmen'],
  ['Einkommen', 'Geldstrom von den Unternehmen zu den Haushalten'],
  ['Konsumgüter', 'Güterstrom von den Unternehmen zu den Haushalten'],
  ['Konsumausgaben', 'Geldstrom von den Haushalten zu den Unternehmen'],
] as const;

/** Plays Wirtschaftskreislauf with the keyboard only: choose each item, then its arrow. */
export async function playWirtschaftskreislaufToTheEnd(scope: Scope) {
  await scope.getByRole('button', { name: 'Spiel starten' }).press('Enter');
  for (const [item, zone] of CYCLE_ANSWERS) {
    await scope.getByRole('button', { name: item, exact: true }).press('Enter');
    const arrow = scope.getByRole('button', { name: `${zone}: leer` });
    await arrow.press('Enter');
  }
  await expect(scope.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible({ timeout: 5000 });
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

/** Plays a Zuordnen game with the keyboard only: for each pair choose its start, then its end. */
export async function playMatchingToTheEnd(scope: Scope, pairs: readonly { start: string; end: string }[] = SAMPLE_GAMES.matching.pairs) {
  await scope.getByRole('button', { name: 'Spiel starten' }).press('Enter');
  for (const { start, end } of pairs) {
    await scope.getByRole('button', { name: `Satzanfang: ${start}`, exact: true }).press('Enter');
    await scope.getByRole('button', { name: `Satzende: ${end}`, exact: true }).press('Enter');
    await expect(scope.getByRole('button', { name: `Satzanfang: ${start}, verbunden mit: ${end}`, exact: true })
      .or(scope.getByRole('heading', { name: 'Geschafft 🎉' }))).toBeVisible();
  }
  await expect(scope.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible({ timeout: 5000 });
}

/**
 * Plays a Multiple Choice game with the keyboard only, answering each question right (the answers
 * looked up by the question's text in `questions`), until 'Geschafft 🎉' shows.
 */
export async function playMultipleChoiceToTheEnd(
  scope: Scope,
  questions: readonly { question: string; answers: string[]; correctAnswers: number[] }[] = SAMPLE_GAMES.multipleChoice.questions,
) {
  await scope.getByRole('button', { name: 'Spiel starten' }).press('Enter');
  const done = scope.getByRole('heading', { name: 'Geschafft 🎉' });
  const check = scope.getByRole('button', { name: 'Antwort prüfen' });
  for (let round = 0; round < questions.length; round++) {
    await expect(check).toBeVisible();
    let question: (typeof questions)[number] | undefined;
    for (const q of questions) if (await scope.getByRole('heading', { name: q.question, exact: true }).isVisible()) question = q;
    if (!question) throw new Error('the question shown is not in the game');
    const answers = scope.getByRole('list', { name: question.question });
    for (const index of question.correctAnswers) await answers.getByRole('button', { name: question.answers[index]!, exact: true }).press('Enter');
    await check.press('Enter');
    // Right: the question leaves the pool; the next follows after 500 ms (or the end overlay).
    await expect(scope.getByRole('heading', { name: question.question, exact: true })).toBeHidden({ timeout: 5000 });
  }
  await expect(done).toBeVisible();
}

/**
 * How to play each game to its end, by game key (the manifest's keys). The foreign-host test
 * plays every game in the manifest and fails for a game missing here: add yours with the game.
 */
export const PLAY_TO_THE_END: Record<string, { quizId: string; play: (scope: Scope) => Promise<void> }> = {
  'eu-flaggen': { quizId: 'EU_FLAGGEN', play: playEuFlaggenToTheEnd },
  'schweiz-wappen': { quizId: 'SCHWEIZ_WAPPEN', play: playGuessingToTheEnd },
  bundesrat: { quizId: 'BUNDESRAT_GAME', play: playBundesratToTheEnd },
  wirtschaftskreislauf: { quizId: 'WIRTSCHAFTSKREISLAUF', play: playWirtschaftskreislaufToTheEnd },
  'schweiz-kantone': { quizId: 'SCHWEIZ_KANTONE', play: (scope) => playMapGameByList(scope) },
  'eu-laender': { quizId: 'EU_LAENDER', play: (scope) => playMapGameByList(scope) },
  // Ozeanien: the smallest part of the world, so the round stays short.
  weltkarte: { quizId: 'WELTKARTE', play: (scope) => playMapGameByList(scope, 'Ozeanien') },
  // Custom game bundles mounted without a game play their sample game (title 'Beispiel').
  matching: { quizId: 'MATCHING_BEISPIEL', play: (scope) => playMatchingToTheEnd(scope) },
  'multiple-choice': { quizId: 'MULTIPLE_CHOICE_BEISPIEL', play: (scope) => playMultipleChoiceToTheEnd(scope) },
};
