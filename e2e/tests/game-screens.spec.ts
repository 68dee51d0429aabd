import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createClassViaApi } from '../support/classes.ts';
import { logIn } from '../support/classes.ts';
import { addBlockViaApi, addLessonsToClassViaApi, createLessonViaApi, setLessonVisibleViaApi } from '../support/lessons.ts';
import { askedRegion, councilAnswer, councilCardName, playMapGameByList } from '../support/play.ts';
import { signUpViaApi } from '../support/users.ts';

/**
 * Issue 23 'Games fit the screen they are played on': on a classroom whiteboard (1920×1080) and a
 * school laptop (1280×800) every built-in game shows its question and its whole playing area
 * without scrolling, in the shell and inside a lesson; 'Vollbild' works; on a phone the maps zoom
 * and tiny regions can be tapped; Bundesrat's phase 1 is a real task, quick by keyboard.
 */

interface GameScreen {
  key: string;
  title: string;
  /** Gets the game from its start screen to its board. */
  start?: (page: Page) => Promise<void>;
  /** The question (or task) and the parts of the playing area that must be on screen. */
  parts: (game: Locator) => Locator[];
}

const startButton = async (page: Page) => page.getByRole('button', { name: 'Spiel starten' }).click();

const GAMES: GameScreen[] = [
  { key: 'eu-flaggen', title: 'EU-Flaggen', start: startButton, parts: (g) => [g.locator('.gk-guess__question'), g.locator('.gk-guess__picture'), g.locator('.gk-guess__options')] },
  { key: 'schweiz-wappen', title: 'Schweizer Wappen', start: startButton, parts: (g) => [g.locator('.gk-guess__question'), g.locator('.gk-guess__picture'), g.locator('.gk-guess__options')] },
  { key: 'schweiz-kantone', title: 'Schweizer Kantone', parts: (g) => [g.getByText(/^Wo liegt .+\?$/), g.locator('.gk-map__svg')] },
  { key: 'eu-laender', title: 'EU-Länder', parts: (g) => [g.getByText(/^Wo liegt .+\?$/), g.locator('.gk-map__svg')] },
  { key: 'weltkarte', title: 'Weltkarte', start: startButton, parts: (g) => [g.getByText(/^Wo liegt .+\?$/), g.locator('.gk-map__svg')] },
  { key: 'bundesrat', title: 'Bundesrat', parts: (g) => [g.getByText(/^Phase 1 von 3:/), g.locator('.br-cards'), g.locator('.br-pool'), g.getByRole('button', { name: 'Weiter' })] },
  { key: 'wirtschaftskreislauf', title: 'Wirtschaftskreislauf', start: startButton, parts: (g) => [g.locator('.wk-stage canvas'), g.locator('.wk-stage')] },
];

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
];

/** Every part lies inside the window (nothing below the fold, nothing cut off at the sides). */
async function expectInViewport(page: Page, parts: Locator[], what: string) {
  const { width, height } = page.viewportSize()!;
  for (const part of parts) {
    await expect(part.first()).toBeVisible();
    const box = (await part.first().boundingBox())!;
    const where = `${what}: ${part.toString()} at ${JSON.stringify(box)} in ${width}×${height}`;
    expect(box.y, where).toBeGreaterThanOrEqual(0);
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, where).toBeLessThanOrEqual(height + 0.5);
    expect(box.x + box.width, where).toBeLessThanOrEqual(width + 0.5);
  }
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('in the shell, every built-in game shows its question and its whole board without scrolling', async ({ page }) => {
      test.setTimeout(120_000);
      for (const game of GAMES) {
        await page.goto(`/games/${game.key}`);
        const frame = page.getByRole('region', { name: game.title }).first();
        await expect(frame).toBeVisible();
        await game.start?.(page);
        await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
        await expectInViewport(page, game.parts(frame), game.key);
      }
    });

    test('inside a lesson, every built-in game shows its question and its whole board without scrolling', async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const teacher = await signUpViaApi(baseURL!, 'teacher', 'Tanja');
      const token = await apiToken(baseURL!, teacher.email);
      const cls = await createClassViaApi(baseURL!, token, 'Bildschirme');
      const lesson = await createLessonViaApi(baseURL!, token, 'Alle Spiele');
      for (const game of GAMES) {
        await addBlockViaApi(baseURL!, token, lesson.id, { type: 'game', content: { gameId: game.key, settings: { timeLimit: 0, allowRetry: true, showScore: true } } });
      }
      await addLessonsToClassViaApi(baseURL!, token, cls.id, [lesson.id]);
      await setLessonVisibleViaApi(baseURL!, token, cls.id, lesson.id, true);
      const context = await browser.newContext({ baseURL, viewport: size });
      const page = await context.newPage();
      await logIn(page, teacher.email, 'teacher');
      await page.goto(`/lessons/${lesson.id}?class_id=${cls.id}`);
      for (const game of GAMES) {
        const block = page.locator('.lz-game').filter({ has: page.getByRole('heading', { name: game.title, exact: true }) });
        await block.getByRole('button', { name: 'Spiel ausprobieren' }).click();
        const frame = block.locator('.gk-game');
        await expect(frame).toBeVisible();
        // In a lesson every game but Bundesrat shows its start screen (the teacher's settings, one 'Spiel starten').
        if (game.key !== 'bundesrat') await block.getByRole('button', { name: 'Spiel starten' }).click();
        await expectInViewport(page, game.parts(frame), `lesson ${game.key}`);
        await block.getByRole('button', { name: 'Schliessen' }).click();
      }
      await context.close();
    });
  });
}

/** The two templates of a teacher's own game, at their largest: ten pairs, five long answers. */
const CUSTOM_GAMES = [
  {
    title: 'Zehn Paare',
    body: {
      gameType: 'matching',
      pairs: ['Frankreich:Paris', 'Italien:Rom', 'Österreich:Wien', 'Deutschland:Berlin', 'Spanien:Madrid', 'Portugal:Lissabon', 'Polen:Warschau', 'Ungarn:Budapest', 'Schweden:Stockholm', 'Norwegen:Oslo']
        .map((pair, i) => ({ id: `p${i}`, start: `Die Hauptstadt von ${pair.split(':')[0]} ist`, end: pair.split(':')[1] })),
    },
    parts: (g: Locator) => [g.locator('.mt-hint'), g.locator('.mt-columns'), g.locator('.mt-item').first(), g.locator('.mt-item').last()],
  },
  {
    title: 'Fünf Antworten',
    body: {
      gameType: 'multipleChoice',
      questions: [{
        id: 'q1',
        question: 'Welche dieser Flüsse entspringen in der Schweiz und fliessen am Ende in ein Meer?',
        answers: ['Der Rhein, der in die Nordsee fliesst', 'Die Rhone, die ins Mittelmeer fliesst', 'Der Inn, über die Donau ins Schwarze Meer', 'Der Ticino, über den Po in die Adria', 'Die Aare, die in den Bodensee fliesst'],
        correctAnswers: [0, 1, 2, 3],
      }],
    },
    parts: (g: Locator) => [g.locator('.mc-question'), g.locator('.mc-answers'), g.getByRole('button', { name: 'Antwort prüfen' })],
  },
] as const;

async function customGamesViaApi(baseURL: string, token: string) {
  const ids: string[] = [];
  for (const game of CUSTOM_GAMES) {
    const res = await fetch(`${baseURL}/api/teacher/custom-games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: game.title, ...game.body }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: a teacher's own games (Zuordnen, Multiple Choice) show the task and the whole board without scrolling, on their page and in a lesson`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const teacher = await signUpViaApi(baseURL!, 'teacher', 'Tom');
    const token = await apiToken(baseURL!, teacher.email);
    const ids = await customGamesViaApi(baseURL!, token);
    const cls = await createClassViaApi(baseURL!, token, 'Eigene Spiele');
    const lesson = await createLessonViaApi(baseURL!, token, 'Eigene Spiele');
    for (const id of ids) await addBlockViaApi(baseURL!, token, lesson.id, { type: 'game', content: { gameId: id, settings: { timeLimit: 0, allowRetry: true, showScore: true } } });
    await addLessonsToClassViaApi(baseURL!, token, cls.id, [lesson.id]);
    await setLessonVisibleViaApi(baseURL!, token, cls.id, lesson.id, true);
    const context = await browser.newContext({ baseURL, viewport: size });
    const page = await context.newPage();
    await logIn(page, teacher.email, 'teacher');

    for (const [index, game] of CUSTOM_GAMES.entries()) {
      await page.goto(`/games/custom/${ids[index]}`);
      const frame = page.getByRole('region', { name: game.title }).first();
      await startButton(page);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      await expectInViewport(page, game.parts(frame), `page ${game.body.gameType}`);
    }

    await page.goto(`/lessons/${lesson.id}?class_id=${cls.id}`);
    for (const game of CUSTOM_GAMES) {
      const block = page.locator('.lz-game').filter({ has: page.getByRole('heading', { name: game.title, exact: true }) });
      await block.getByRole('button', { name: 'Spiel ausprobieren' }).click();
      await expect(block.locator('.gk-game')).toBeVisible();
      await block.getByRole('button', { name: 'Spiel starten' }).click();
      await expectInViewport(page, game.parts(block.locator('.gk-game')), `lesson ${game.body.gameType}`);
      await block.getByRole('button', { name: 'Schliessen' }).click();
    }
    await context.close();
  });
}

test("every built-in game offers 'Vollbild': the game's frame goes fullscreen and comes back", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const game of GAMES) {
    await page.goto(`/games/${game.key}`);
    const frame = page.getByRole('region', { name: game.title }).first();
    const full = frame.getByRole('button', { name: 'Vollbild', exact: true });
    await full.press('Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('gk-game') ?? false)).toBe(true);
    const exit = frame.getByRole('button', { name: 'Vollbild beenden' });
    await expect(exit).toBeVisible();
    await exit.press('Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(full).toBeVisible();
  }
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const key of ['schweiz-kantone', 'eu-laender']) {
    test(`${key}: the map zooms with 'Vergrössern' / 'Verkleinern'`, async ({ page }) => {
      await page.goto(`/games/${key}`);
      const content = page.locator('.gk-map__svg > g').first();
      await expect(page.locator('[data-region]').first()).toBeVisible();
      const before = await content.getAttribute('transform');
      await page.getByRole('button', { name: 'Vergrössern' }).tap();
      await expect.poll(() => content.getAttribute('transform')).not.toBe(before);
      await expect(content).toHaveAttribute('transform', /scale\(1\.5\)/);
      await page.getByRole('button', { name: 'Verkleinern' }).tap();
      await expect(content).toHaveAttribute('transform', /scale\(1\)/);
    });
  }

  // Every region has a finger-sized target: a disc of 24 px on top of it (its own shape, or the
  // round hit area that regions thinner than that get), at the whole map or after zooming in on it.
  for (const [key, part] of [['schweiz-kantone', null], ['eu-laender', null], ['weltkarte', 'Europa']] as const) {
    test(`${key}${part ? ` (${part})` : ''}: every region has a touch target of at least 24 px, with zoom where needed`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`/games/${key}`);
      if (part) {
        await page.getByRole('radio', { name: part }).check();
        await page.getByRole('button', { name: 'Spiel starten' }).tap();
      }
      const map = page.locator('.gk-map__svg');
      await expect(map.locator('[data-region]').first()).toBeVisible();
      const ids = await map.locator('[data-region]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-region')!));
      expect(ids.length).toBeGreaterThan(20);
      const zoomedIn: string[] = [];
      for (const id of ids) {
        const region = map.locator(`[data-region="${id}"]`);
        await page.getByRole('button', { name: 'Ganze Karte zeigen' }).tap();
        let found = false;
        for (let level = 0; level < 5 && !found; level++) {
          found = await region.evaluate((g) => {
            const box = g.getBoundingClientRect();
            if (box.width < 24 || box.height < 24) return false;
            const onTop = (x: number, y: number) => document.elementFromPoint(x, y)?.closest('[data-region]') === g;
            // A 24 px disc: its centre and eight points on its edge all land on this region.
            const disc = (x: number, y: number) => onTop(x, y) && [...Array(8).keys()].every((i) => onTop(x + 11.5 * Math.cos((i * Math.PI) / 4), y + 11.5 * Math.sin((i * Math.PI) / 4)));
            const circle = g.querySelector('circle')?.getBoundingClientRect();
            if (circle && disc(circle.x + circle.width / 2, circle.y + circle.height / 2)) return true;
            for (let x = box.left + 12; x <= box.right - 12; x += 4) for (let y = box.top + 12; y <= box.bottom - 12; y += 4) if (disc(x, y)) return true;
            return false;
          });
          if (found) break;
          // Zoom in (×2) about the region, which stays where it is.
          const box = (await region.locator('circle, path').last().boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.wheel(0, -500);
          await page.waitForTimeout(50);
          zoomedIn.push(id);
        }
        expect(found, `a 24 px target for ${id}`).toBe(true);
      }
      console.log(`${key}: zoomed in for ${[...new Set(zoomedIn)].join(' ')}`);
    });
  }

  test('Schweizer Kantone: Basel-Stadt has a touch target of at least 24 px and a tap on it answers', async ({ page }) => {
    await page.goto('/games/schweiz-kantone');
    const basel = page.locator('[data-region="BS"]');
    await expect(basel).toBeVisible();
    const box = (await basel.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const asked = await askedRegion(page);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (asked === 'Basel-Stadt') await expect(basel).toHaveAttribute('data-state', 'correct');
    else await expect(page.getByRole('status')).toHaveText('Falsch, das war Basel-Stadt.');
  });
});

test('Bundesrat phase 1: clue cards instead of initials, equal cards, done by keyboard in under 45 key presses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/bundesrat?seed=5');
  const cards = page.getByRole('button', { name: /^Karte \d/ });
  await expect(cards).toHaveCount(7);
  // No initials: the cards name a canton, a year and a department.
  await expect(cards.first()).toHaveAccessibleName(/^Karte 1: Kanton .+, gewählt \d{4}, erstes Departement [A-Z]+, leer$/);
  await expect(page.locator('.br-card text')).toHaveCount(0);
  const heights = await page.locator('.br-card').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
  const slotHeights = await page.locator('.br-slot').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(slotHeights).size).toBe(1);

  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  const pool = page.getByRole('region', { name: 'Auswahl' }).getByRole('button');
  await pool.first().focus();
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  for (let placed = 0; placed < 7; placed++) {
    // The first empty card, where focus goes once an item is chosen.
    const emptyIndex = (await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''))).findIndex((t) => t.endsWith('leer'));
    const answer = councilAnswer(0, await councilCardName(cards.nth(emptyIndex)));
    const names = (await pool.allTextContents()).map((t) => t.trim());
    const target = names.indexOf(answer);
    const from = names.indexOf(await focusedName());
    const n = names.length;
    const right = (target - from + n) % n;
    const left = (from - target + n) % n;
    for (let i = 0; i < Math.min(right, left); i++) await press(right <= left ? 'ArrowRight' : 'ArrowLeft');
    await expect.poll(focusedName).toBe(answer);
    await press('Enter');
    await expect(cards.nth(emptyIndex)).toBeFocused();
    await press('Enter');
    await expect(cards.nth(emptyIndex)).toHaveAccessibleName(new RegExp(`, ${answer}$`));
  }
  // The pool is empty: focus went on to 'Weiter'.
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeFocused();
  await press('Enter');
  await expect(page.getByText('Phase 2 von 3:', { exact: false })).toBeVisible({ timeout: 5000 });
  expect(presses).toBeLessThan(45);
});

test("a won map game celebrates, and 'Karte ansehen' shows the map with the answers coloured", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/weltkarte');
  await playMapGameByList(page, 'Ozeanien');
  await expect(page.locator('.gk-overlay[data-won] .gk-confetti i').first()).toBeAttached();
  const show = page.getByRole('button', { name: 'Karte ansehen' });
  await show.click();
  await expect(page.getByRole('application', { name: 'Karte mit deinen Antworten' })).toBeVisible();
  const regions = page.locator('[data-region]');
  await expect(regions.first()).toBeVisible();
  const states = await regions.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
  expect(states.every((s) => s === 'correct')).toBe(true);
  await page.getByRole('button', { name: 'Karte ausblenden' }).click();
  await expect(regions).toHaveCount(0);
});

test('embed pages have a main landmark', async ({ page }) => {
  for (const game of GAMES) {
    await page.goto(`/embed/${game.key}/`);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('region', { name: game.title })).toBeVisible();
  }
});
