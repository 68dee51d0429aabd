import { expect, test } from '@playwright/test';
import { playEuFlaggenToTheEnd } from '../support/play.ts';
import { startForeignHost } from '../support/foreign-host.ts';
import { seriousViolations } from '../support/axe.ts';
import { parseRoundReplay, replayRound } from '@lernplattform/game-contract';
import { guessingRules } from '../../games/kit/src/guessing/guessing.logic.ts';

/** What a receiver needs to replay EU-Flaggen: the kit's guessing engine and the 27 member states (games/eu-flaggen). */
const EU_CODES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

test('EU-Flaggen embedded on another origin is played to the end and posts its result to that page', async ({ page, baseURL }) => {
  const host = await startForeignHost((origin) => `${baseURL}/embed/eu-flaggen/?seed=7&parentOrigin=${encodeURIComponent(origin)}`);
  try {
    await page.goto(host.origin);
    const frame = page.frameLocator('#game');
    await expect(frame.getByRole('heading', { name: 'EU-Flaggen' }).first()).toBeVisible();
    await playEuFlaggenToTheEnd(frame);
    await expect(frame.getByRole('heading', { name: 'Geschafft 🎉' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length)).toBe(1);
    const [msg] = await page.evaluate(() => (window as unknown as { received: { origin: string; data: Record<string, unknown> }[] }).received);
    expect(msg!.origin).toBe(new URL(baseURL!).origin);
    expect(msg!.data).toMatchObject({ quizId: 'EU_FLAGGEN', Punkte: 1, Richtig: 1 });
    expect(msg!.data['Zeit']).toMatch(/^\d\d:\d\d$/);
    expect(typeof msg!.data['Falsch']).toBe('number');
    // Beside the spec's keys: the round's seed and action log, so the receiver can replay it itself.
    expect(msg!.data['seed']).toBe(7);
    const replay = parseRoundReplay({ seed: msg!.data['seed'], log: msg!.data['log'] });
    expect(replay).not.toBeNull();
    const outcome = replayRound(guessingRules(EU_CODES, 'EU_FLAGGEN'), replay!);
    expect(outcome.ok && outcome.finished).toBe(true);
    if (outcome.ok) expect(outcome.message).toMatchObject({ Punkte: msg!.data['Punkte'], Falsch: msg!.data['Falsch'], Zeit: msg!.data['Zeit'], result: msg!.data['result'] });
    // 'Nochmal spielen' goes back to the start overlay.
    await frame.getByRole('button', { name: 'Nochmal spielen' }).click();
    await expect(frame.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  } finally {
    await host.close();
  }
});

test('the embed page may be framed by any site, the platform pages may not', async ({ request }) => {
  const embed = await request.get('/embed/eu-flaggen/');
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  const shell = await request.get('/login');
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(shell.headers()['x-frame-options']).toBe('DENY');
});

test('the standalone game has no serious accessibility violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  await page.goto('/embed/eu-flaggen/?seed=3');
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(page.getByRole('group').getByRole('button')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
