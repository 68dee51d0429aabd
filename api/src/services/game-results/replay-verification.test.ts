import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES, type GameContent } from '../../contract/index.ts';
import { builtInRulesDir, customGameContent, gameRulesOf, playRound } from '../../../test/game-rounds.ts';
import { createLogger } from '../../logger.ts';
import type { RegistryGame } from '../game-registry/game-registry.ts';
import { GameRules } from '../game-rules/game-rules.ts';
import { gameChoices } from './game-content.ts';
import { verifyWithGameRules, type ReplayContext } from './replay-verification.ts';

/** The server's path: each built-in game's built rules.js (as its build folder has it), in the sandbox. */
const builtIn = (key: string) => ({ key, built_in: true, active: { id: `${key}-v1`, label: 'eingebaut', entry_url: `/bundles/games/${key}/remoteEntry.js`, entry_path: null } }) as unknown as RegistryGame;
const gameRules = new GameRules(
  { get: async (key) => builtIn(key), fileBytes: async () => null, version: async () => null },
  { builtInBuildDir: (key) => path.join(builtInRulesDir, key), log: createLogger('silent') },
);
afterAll(() => gameRules.dispose());
const verify = (content: GameContent, claim: Parameters<typeof verifyWithGameRules>[2], roundMs: number, context: ReplayContext = {}) =>
  verifyWithGameRules(gameRules, content, claim, roundMs, context);

/** A game block's content as the editor stores it (issue 22: with the teacher's target / region). */
function block(gameId: string, settings: Partial<GameContent['settings']> = {}): GameContent {
  const game = BUILT_IN_GAMES[gameId as keyof typeof BUILT_IN_GAMES];
  return {
    gameType: game.gameType, gameId, gameName: game.title, gameDescription: null, quizId: game.quizId,
    settings: gameChoices(gameId, { timeLimit: 0, allowRetry: true, showScore: true, ...settings }),
  };
}
function customBlock(type: 'matching' | 'multipleChoice'): [GameContent, ReplayContext] {
  const customGame = customGameContent(type);
  const quizId = type === 'matching' ? 'MATCHING_TEST' : 'MULTIPLE_CHOICE_TEST';
  return [
    { gameType: type, gameId: '00000000-0000-4000-8000-0000000000aa', gameName: 'Test', gameDescription: null, quizId, settings: { timeLimit: 0, allowRetry: true, showScore: true } },
    { customGame },
  ];
}

const HOUR = 3_600_000;

const GAMES: [string, () => [GameContent, ReplayContext]][] = [
  ['eu-flaggen', () => [block('eu-flaggen', { target: 5 }), {}]],
  ['schweiz-wappen', () => [block('schweiz-wappen', { target: 4 }), {}]],
  ['eu-laender', () => [block('eu-laender'), {}]],
  ['schweiz-kantone', () => [block('schweiz-kantone'), {}]],
  ['weltkarte', () => [block('weltkarte', { region: 'ozeanien' }), {}]],
  ['bundesrat', () => [block('bundesrat'), {}]],
  ['wirtschaftskreislauf', () => [block('wirtschaftskreislauf'), {}]],
  ['matching', () => customBlock('matching')],
  ['multiple-choice', () => customBlock('multipleChoice')],
];

describe('verified results: the server replays each game with its own rules', () => {
  for (const [name, make] of GAMES) {
    describe(name, () => {
      const [content, context] = make();
      const round = playRound(content, { context, stepMs: 1_500 });
      const claim = { ...round.result, seed: round.seed, log: [...round.log] };
      const lastT = round.log.at(-1)![0];

      it('accepts a real round and computes the same result', async () => {
        expect(round.result.success).toBe(true);
        const v = await verify(content, claim, lastT + 1_000, context);
        expect(v).toMatchObject({ kind: 'verified', result: round.result });
      });

      it('refuses a changed claim (a perfect score, another time)', async () => {
        const forged = { ...claim, durationSeconds: claim.durationSeconds + 5, values: { ...claim.values, Zeit: '59:59' } };
        expect(await verify(content, forged, HOUR, context)).toMatchObject({ kind: 'refused' });
        const points = { ...claim, values: { ...claim.values, Punkte: 999 } };
        expect(await verify(content, points, HOUR, context)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('differs') });
      });

      it('refuses a log with more correct answers than the claim', async () => {
        const short = playRound(content, { context, maxMs: 1_000, stepMs: 300 });
        expect(short.result).not.toEqual(round.result);
        expect(await verify(content, { ...short.result, seed: round.seed, log: round.log }, HOUR, context)).toMatchObject({ kind: 'refused' });
      });

      it("refuses a log outside the round's clock", async () => {
        // The round has been running for 0 s on the server's clock: every action after the slack is outside.
        expect(await verify(content, claim, 0, context)).toMatchObject({ kind: 'refused', reason: expect.stringContaining("outside the round's time") });
      });

      it("refuses the round's log without its clock (no ticks), also claiming 'Zeit 00:00'", async () => {
        const slow = playRound(content, { context, stepMs: 3_000 });
        const unclocked = slow.log.filter(([, a]) => (a as { type: string }).type !== 'tick');
        const zero = { ...slow.result, durationSeconds: 0, values: { ...slow.result.values, ...(slow.result.values.Zeit !== undefined ? { Zeit: '00:00' } : {}) } };
        expect(await verify(content, { ...zero, seed: slow.seed, log: unclocked }, HOUR, context)).toMatchObject({ kind: 'refused', noClock: true });
        // The same round with its clock is verified.
        expect(await verify(content, { ...slow.result, seed: slow.seed, log: slow.log }, HOUR, context)).toMatchObject({ kind: 'verified' });
      });

      it('refuses a round without its seed and log, and timer actions that come too early', async () => {
        expect(await verify(content, round.result, HOUR, context)).toMatchObject({ kind: 'refused' });
        const delays = gameRulesOf(content, context).delays ?? {};
        const index = round.log.findIndex(([, a]) => Object.hasOwn(delays, (a as { type: string }).type));
        if (index > 0) {
          // The timer action right after what started it; later actions keep their order.
          const after = delays[(round.log[index]![1] as { type: string }).type]!.after;
          const cause = round.log.slice(0, index).findLast(([, a]) => (a as { type: string }).type === after)!;
          const early = round.log.slice(0, index).filter(([t]) => t <= cause[0]).concat([[cause[0], round.log[index]![1]]]);
          expect(await verify(content, { ...claim, log: early }, HOUR, context)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('before its delay') });
        }
      });
    });
  }

  it("refuses a guessing round started with another target than the teacher's", async () => {
    const content = block('eu-flaggen', { target: 5 });
    const round = playRound({ ...content, settings: { ...content.settings, target: 3 } }, {});
    expect(await verify(content, { ...round.result, seed: round.seed, log: round.log }, HOUR)).toMatchObject({ kind: 'refused' });
  });

  it('accepts an unfinished round only when the time limit ended it', async () => {
    const content = block('eu-flaggen', { target: 20, timeLimit: 10 });
    const round = playRound(content, { maxMs: 8_000, stepMs: 900 });
    const claim = { ...round.result, seed: round.seed, log: round.log };
    expect(round.result.success).toBe(false);
    expect(await verify(content, claim, 10_500)).toMatchObject({ kind: 'verified' });
    expect(await verify(content, claim, 6_000)).toMatchObject({ kind: 'refused' });
    const untimed = block('eu-flaggen', { target: 20 });
    expect(await verify(untimed, claim, HOUR)).toMatchObject({ kind: 'refused', reason: 'the round is not over' });
  });

  it('stores a round the game\'s rules cannot be made for unverified', async () => {
    const [content] = customBlock('matching');
    expect(await verify(content, { quizId: content.quizId, values: {}, score: { raw: 1, max: 1 }, success: true, durationSeconds: 1 }, HOUR, { customGame: null }))
      .toMatchObject({ kind: 'unverifiable', reason: expect.stringContaining("needs the teacher's matching game") });
  });
});

describe("the teacher's choices (target score, part of the map)", () => {
  it('default to 30, capped at what the game has, and refuse more', async () => {
    expect(block('eu-flaggen').settings.target).toBe(27);
    expect(block('schweiz-wappen').settings.target).toBe(26);
    expect(() => block('eu-flaggen', { target: 28 })).toThrow(/höchstens 27/);
    expect(block('weltkarte').settings.region).toBe('welt');
    expect(() => block('bundesrat', { target: 5 })).toThrow();
    expect(() => block('eu-laender', { region: 'europa' })).toThrow();
  });
});
