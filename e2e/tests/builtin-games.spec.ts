import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { startForeignHost } from '../support/foreign-host.ts';
import {
  CYCLE_ANSWERS,
  councilAnswer,
  councilCardName,
  councilPhase,
  playBundesratToTheEnd,
  playGuessingToTheEnd,
  playWirtschaftskreislaufToTheEnd,
} from '../support/play.ts';

/**
 * The built-in games of issue 14 (Schweizer Wappen, Wirtschaftskreislauf, Bundesrat) in the shell
 * route /games/<key>: every key and alias of the route table, played to the end by keyboard and by
 * mouse, embedded on another origin, and checked with axe.
 */

const ROUTES = [
  ['/games/schweiz-wappen', 'Schweizer Wappen'],
  ['/games/guessing-crests', 'Schweizer Wappen'],
  ['/games/wirtschaftskreislauf', 'Wirtschaftskreislauf'],
  ['/games/economic-cycle', 'Wirtschaftskreislauf'],
  ['/games/bundesrat', 'Bundesrat'],
  ['/games/federal-council', 'Bundesrat'],
  ['/games/council-matching', 'Bundesrat'],
] as const;

for (const [route, title] of ROUTES) {
  test(`${route} opens ${title}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu den Spielen' })).toBeVisible();
  });
}

test.describe('played to the end in the shell by keyboard only', () => {
  test('Schweizer Wappen', async ({ page }) => {
    await page.goto('/games/schweiz-wappen');
    await playGuessingToTheEnd(page);
    await expect(page.locator('dl[aria-label="Ergebnis"]')).toContainText('Punkte1');
  });

  test('Wirtschaftskreislauf', async ({ page }) => {
    await page.goto('/games/wirtschaftskreislauf');
    await playWirtschaftskreislaufToTheEnd(page);
    await expect(page.locator('dl[aria-label="Ergebnis"]')).toContainText('Versuche1');
  });

  test("Bundesrat shows 'Fertig' in phase 3 and the end overlay with phases 3/3, time and wrong attempts", async ({ page }) => {
    await page.goto('/games/bundesrat');
    await playBundesratToTheEnd(page);
    const stats = page.locator('dl[aria-label="Ergebnis"]');
    await expect(stats).toContainText('Phasen abgeschlossen');
    await expect(stats).toContainText('3/3');
    await expect(stats).toContainText('Zeit');
    await expect(stats).toContainText('Fehlerhafte Versuche');
  });
});

/** The four arrows of the Wirtschaftskreislauf diagram, by the names of their buttons. */
const CYCLE_ZONES = [
  'Geldstrom von den Unternehmen zu den Haushalten',
  'Güterstrom von den Haushalten zu den Unternehmen',
  'Güterstrom von den Unternehmen zu den Haushalten',
  'Geldstrom von den Haushalten zu den Unternehmen',
];

type Point = { x: number; y: number };
type PointerDrag = (from: Point, to: Point) => Promise<void>;

const mouseDrag = (page: Page): PointerDrag => async (from, to) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
};

/** A finger: real touch events through the DevTools protocol (the browser makes them pointer events of type touch). */
const touchDrag = async (page: Page): Promise<PointerDrag> => {
  const cdp = await page.context().newCDPSession(page);
  return async (from, to) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
    for (let step = 1; step <= 8; step++) {
      const x = from.x + ((to.x - from.x) * step) / 8;
      const y = from.y + ((to.y - from.y) * step) / 8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
};

/**
 * Drags an item of the pool onto an arrow of the canvas with the given pointer, and checks that the
 * arrow's button (the keyboard twin) now names the item.
 */
async function cycleCanvasDrag(page: Page, pointer: PointerDrag) {
  const canvas = page.locator('canvas.wk-canvas');
  await expect(canvas).toBeVisible();
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The keyboard's buttons lie exactly over the drawn terms and arrows: their boxes say where to drag.
  const centre = async (button: Locator) => {
    const box = (await button.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  return async (item: string, zone: string) => {
    const from = await centre(page.getByRole('button', { name: item, exact: true }));
    const to = await centre(page.getByRole('button', { name: new RegExp(`^${zone}: `) }));
    await pointer(from, to);
    await expect(page.getByRole('button', { name: `${zone}: ${item}` })).toBeVisible();
  };
}

/** Drags the items (all, or those still in the pool) onto their right arrows until 'Geschafft 🎉' shows. */
async function playCycleByDragging(page: Page, drag: (item: string, zone: string) => Promise<void>, answers: readonly (readonly [string, string])[] = CYCLE_ANSWERS) {
  for (const [item, zone] of answers) await drag(item, zone).catch(async () => {
    // The last drop ends the game at once: its arrow button is gone with the board.
    await expect(page.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible();
  });
  await expect(page.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible();
}

test.describe('played to the end in the shell with the mouse', () => {
  // A whiteboard or landscape tablet: the pool and the cards fit on one screen, as dragging needs.
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('Schweizer Wappen: clicking the answers', async ({ page }) => {
    await page.goto('/games/guessing-crests');
    const slider = page.getByRole('slider', { name: 'Zielpunktzahl' });
    await slider.fill('2');
    await page.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(page.getByRole('img', { name: 'Wappen – welcher Kanton?' })).toBeVisible();
    const done = page.getByRole('heading', { name: 'Geschafft 🎉' });
    // Click through the options until two answers were right (a wrong click shows the right one in green).
    for (let round = 0; round < 40 && !(await done.isVisible()); round++) {
      const idle = page.locator('.gk-guess__option[data-state="idle"]');
      await expect(done.or(idle.first())).toBeVisible({ timeout: 5000 });
      if (await done.isVisible()) break;
      await idle.nth(round % 4).click();
      await expect(done.or(page.locator('.gk-guess__option[data-state="idle"]').first())).toBeVisible({ timeout: 5000 });
    }
    await expect(done).toBeVisible();
  });

  test('Wirtschaftskreislauf: dragging on the pixi.js canvas, one wrong attempt resets after 700 ms', async ({ page }) => {
    // Eight drags on a software-rendered WebGL canvas (as large as the screen allows): slow on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/games/economic-cycle');
    await page.getByRole('button', { name: 'Spiel starten' }).click();
    const drag = await cycleCanvasDrag(page, mouseDrag(page));
    // Wrong: Einkommen and Konsumausgaben swapped.
    const swapped = CYCLE_ANSWERS.map(([item, zone]) => [item, item === 'Einkommen' ? CYCLE_ANSWERS[3][1] : item === 'Konsumausgaben' ? CYCLE_ANSWERS[1][1] : zone] as const);
    for (const [item, zone] of swapped) await drag(item, zone);
    await expect(page.getByText('Versuche: 1')).toBeVisible();
    for (const zone of CYCLE_ZONES) await expect(page.getByRole('button', { name: `${zone}: leer` })).toBeVisible({ timeout: 2000 });

    await playCycleByDragging(page, drag);
    await expect(page.locator('dl[aria-label="Ergebnis"]')).toContainText('Versuche2');
  });

  test("Bundesrat: dragging items onto the cards; 'Weiter' only when all seven are filled", async ({ page }) => {
    await page.goto('/games/federal-council');
    const cards = page.getByRole('button', { name: /^Karte \d/ });
    await expect(cards).toHaveCount(7);
    const next = page.getByRole('button', { name: 'Weiter', exact: true });
    // Phase 1 by dragging, wrongly: each name onto the card in pool order (almost surely wrong somewhere).
    const pool = page.locator('.br-pool .br-item');
    await expect(next).toBeDisabled();
    for (let i = 0; i < 7; i++) {
      await expect(next).toBeDisabled();
      await dragTo(page, pool.first(), cards.nth(i));
    }
    await expect(next).toBeEnabled();
    await next.click();
    // Either wrong (items return, one wrong attempt) or, rarely, all right (phase 2).
    await expect(page.getByText('Fehlerhafte Versuche: 1').or(page.getByText('Phase 2 von 3', { exact: false }))).toBeVisible({ timeout: 3000 });
    await playBundesratByMouse(page);
    await expect(page.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible();
  });
});

test.describe('played to the end on a phone with a finger', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Wirtschaftskreislauf: touch dragging on the pixi.js canvas places the items; the page does not scroll away', async ({ page }) => {
    await page.goto('/games/economic-cycle');
    await page.getByRole('button', { name: 'Spiel starten' }).tap();
    // The tall diagram: its smallest label is rendered at 14 px or more, and the page is not wider than the phone.
    const stage = page.locator('.wk-stage[data-ready]');
    await expect(stage).toBeVisible();
    const stageBox = (await stage.boundingBox())!;
    expect(stageBox.height).toBeGreaterThan(stageBox.width);
    expect(Number(await stage.getAttribute('data-label-px'))).toBeGreaterThanOrEqual(14);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const drag = await cycleCanvasDrag(page, await touchDrag(page));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await drag(CYCLE_ANSWERS[0][0], CYCLE_ANSWERS[0][1]);
    // touch-action: none on the canvas: the finger moves the item, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await playCycleByDragging(page, drag, CYCLE_ANSWERS.slice(1));
    await expect(page.locator('dl[aria-label="Ergebnis"]')).toContainText('Versuche1');
  });
});

/** Drags with the mouse (pointer events) from one element's centre to another's. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** Finishes the Bundesrat game from any phase by dragging the right items with the mouse. */
async function playBundesratByMouse(page: Page) {
  const cards = page.getByRole('button', { name: /^Karte \d/ });
  for (let guard = 0; guard < 6; guard++) {
    if (await page.getByRole('heading', { name: 'Geschafft 🎉' }).isVisible()) return;
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.br-board:not([data-feedback])')).toBeVisible({ timeout: 3000 });
    for (let index = 0; index < 7; index++) {
      const card = cards.nth(index);
      const label = await councilCardName(card);
      const answer = councilAnswer(await councilPhase(page), label);
      if (label.endsWith(`, ${answer}`)) continue; // already right
      await dragTo(page, page.getByRole('button', { name: answer, exact: true }).first(), card);
      await expect(card).toHaveAccessibleName(`${label.slice(0, label.lastIndexOf(', '))}, ${answer}`);
    }
    await page.getByRole('button', { name: /^(Weiter|Fertig)$/ }).click();
    await expect(page.locator('.br-board[data-feedback]')).toHaveCount(0, { timeout: 3000 });
  }
}

test.describe('embedded on another origin', () => {
  const GAMES = [
    ['schweiz-wappen', 'SCHWEIZ_WAPPEN', ['Punkte', 'Zeit', 'Richtig', 'Falsch'], playGuessingToTheEnd],
    ['wirtschaftskreislauf', 'WIRTSCHAFTSKREISLAUF', ['Versuche', 'Zeit'], playWirtschaftskreislaufToTheEnd],
    ['bundesrat', 'BUNDESRAT_GAME', ['Phasen abgeschlossen', 'Zeit', 'Fehlerhafte Versuche'], playBundesratToTheEnd],
  ] as const;
  for (const [key, quizId, keys, play] of GAMES) {
    test(`${key} posts ${quizId} with the spec's keys to the embedding page`, async ({ page, baseURL }) => {
      const host = await startForeignHost((origin) => `${baseURL}/embed/${key}/?seed=5&parentOrigin=${encodeURIComponent(origin)}`);
      try {
        await page.goto(host.origin);
        const frame = page.frameLocator('#game');
        await play(frame);
        await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length)).toBe(1);
        const [msg] = await page.evaluate(() => (window as unknown as { received: { data: Record<string, unknown> }[] }).received);
        expect(msg!.data['quizId']).toBe(quizId);
        for (const k of keys) expect(msg!.data, k).toHaveProperty([k]);
        expect(msg!.data['Zeit']).toMatch(/^\d\d:\d\d$/);
        expect(msg!.data['result']).toMatchObject({ success: true, completion: true, score: { scaled: 1 } });
      } finally {
        await host.close();
      }
    });
  }
});

test.describe('accessibility', () => {
  for (const key of ['schweiz-wappen', 'wirtschaftskreislauf', 'bundesrat']) {
    test(`${key}: no serious or critical axe violation on the start and the board`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ bypassCSP: true, baseURL });
      const page = await context.newPage();
      await page.goto(`/embed/${key}/?seed=3`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const start = page.getByRole('button', { name: 'Spiel starten' });
      if (await start.isVisible().catch(() => false)) {
        expect(await seriousViolations(page)).toEqual([]);
        await start.click();
      }
      await expect(page.getByRole('button').nth(3)).toBeVisible();
      if (key === 'wirtschaftskreislauf') await expect(page.locator('canvas.wk-canvas')).toBeVisible();
      if (key === 'bundesrat') await expect(page.getByRole('button', { name: /^Karte \d/ })).toHaveCount(7);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
