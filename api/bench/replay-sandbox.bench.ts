/**
 * Benchmark: the server's replay of a game round (issue 34, part 2). The server replays every reported round with the
 * game's own rules module (rules.js, built by the SDK's build preset) inside a QuickJS sandbox
 * (api/src/services/game-rules/rules-sandbox.ts). For every game whose build has a rules module (each folder that
 * test/built-in-rules.ts' buildBuiltInRules() writes), rounds are played as a browser would (test/game-rounds.ts: a
 * player who knows the answers, at several speeds, with the clock's ticks and the timers), then each round is replayed,
 * interleaved in the same run (which path goes first alternates):
 *   sandbox: as the server does, GameRules.forRound (the version's loaded interpreter, the round's createRules, the
 *            build's stat) and verifyRound with the sandboxed rules (verifyWithGameRules);
 *   direct:  the same built module run directly in Node (rulesModuleOf), its createRules and verifyRound: the baseline.
 * Every replay must verify the round with the played result. Per game: per-round p50 and p95, the sandbox's rounds per
 * second on one thread (rounds replayed one after another), the median of the per-round ratios sandbox/direct, and
 * the load time (rules.js into a fresh sandbox, its data files, the first round's rules; median of several loads).
 * Percentiles and ratios of one run, no fixed-time budget: the machine is noisy. Local only, no network; the rules are
 * built into a temp folder that is removed at the end.
 *
 *   npm run bench:replay
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RULES_FILE, RULES_GLOBAL, type LoggedAction } from '@lernplattform/game-contract';
import { BUILT_IN_GAMES, CUSTOM_GAME_BUNDLES, REGION_GAMES, isBuiltInGame, type CustomGameContent, type GameContent, type GameRoundResult } from '../src/contract/index.ts';
import { createLogger } from '../src/logger.ts';
import { gameChoices } from '../src/services/game-results/game-content.ts';
import { roundSettings, verifyRound, verifyWithGameRules, type ReplayContext, type VerifiableRules, type Verification } from '../src/services/game-results/replay-verification.ts';
import type { RegistryGame } from '../src/services/game-registry/game-registry.ts';
import { GameRules } from '../src/services/game-rules/game-rules.ts';
import { SandboxedRules } from '../src/services/game-rules/rules-sandbox.ts';
import { builtInRules } from '../test/built-in-rules.ts';
// Outside vitest this builds the games' rules into a temp folder of its own (removed at the end).
import { builtInRulesDir, customGameContent, playRound } from '../test/game-rounds.ts';

/** Rounds played per game (seeds 1…n, at the player speeds below in turn; a map game's parts of the map in turn). */
const ROUNDS = 24;
/** Each round is replayed this often per path (after one unmeasured pass over all rounds). */
const REPEATS = 5;
/** Loads of a game's rules into a fresh sandbox, for the load time. */
const LOADS = 15;
/** Milliseconds between a player's actions: quick to slow pupils (a slow one's log has more ticks). */
const PLAYER_STEP_MS = [900, 1_500, 2_500, 4_000];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** A lesson's block of a built-in game with the teacher's choices (the game's defaults, a part of the map in turn). */
function builtInBlock(key: keyof typeof BUILT_IN_GAMES, round: number): GameContent {
  const game = BUILT_IN_GAMES[key];
  const regions = REGION_GAMES[key];
  const region = regions ? (regions[round % regions.length] as GameContent['settings']['region']) : undefined;
  return {
    gameType: game.gameType, gameId: key, gameName: game.title, gameDescription: null, quizId: game.quizId,
    settings: gameChoices(key, { timeLimit: 0, allowRetry: true, showScore: true, ...(region ? { region } : {}) }),
  };
}

/** A teacher-made game of a realistic size: 8 pairs to match, or 10 questions of 4 answers (every third with two correct). */
function customBlock(type: 'matching' | 'multipleChoice'): [GameContent, ReplayContext] {
  const cantons = [['Bern', 'BE'], ['Zürich', 'ZH'], ['Genf', 'GE'], ['Luzern', 'LU'], ['Tessin', 'TI'], ['Wallis', 'VS'], ['Graubünden', 'GR'], ['Aargau', 'AG']] as const;
  const base = customGameContent(type, 'Bench');
  const customGame: CustomGameContent = type === 'matching'
    ? { ...base, pairs: cantons.map(([start, end], i) => ({ id: `p${i + 1}`, start, end })) }
    : {
      ...base,
      questions: Array.from({ length: 10 }, (_, i) => ({
        id: `q${i + 1}`, question: `Welches Kürzel hat der Kanton ${cantons[i % 8]![0]}?`, answers: cantons.slice(0, 4).map(([, abbr]) => abbr),
        correctAnswers: i % 3 === 0 ? [i % 4, (i + 1) % 4] : [i % 4],
      })),
    };
  const quizId = type === 'matching' ? 'MATCHING_BENCH' : 'MULTIPLE_CHOICE_BENCH';
  return [
    { gameType: type, gameId: '00000000-0000-4000-8000-0000000000be', gameName: 'Bench', gameDescription: null, quizId, settings: { timeLimit: 0, allowRetry: true, showScore: true } },
    { customGame },
  ];
}

/** A round's block and context for the game whose build folder is `key` (null: no lesson the bench can make). */
function lessonRound(key: string, round: number): [GameContent, ReplayContext] | null {
  if (isBuiltInGame(key)) return [builtInBlock(key, round), {}];
  const custom = (Object.entries(CUSTOM_GAME_BUNDLES) as [keyof typeof CUSTOM_GAME_BUNDLES, string][]).find(([, bundle]) => bundle === key);
  return custom ? customBlock(custom[0]) : null;
}

/** The server's registry as it sees a built-in game: an active version served from its build folder on this server. */
const builtIn = (key: string, version: string) => ({
  key, built_in: true, active: { id: `${key}-${version}`, label: 'eingebaut', entry_url: `/bundles/games/${key}/remoteEntry.js`, entry_path: null },
}) as unknown as RegistryGame;
const serverRules = (version: string) => new GameRules(
  { get: async (key) => builtIn(key, version), fileBytes: async () => null, version: async () => null },
  { builtInBuildDir: (key) => path.join(builtInRulesDir, key), log: createLogger('silent') },
);

interface Round { content: GameContent; context: ReplayContext; claim: Omit<GameRoundResult, 'log'> & { seed: number; log: LoggedAction[] }; roundMs: number; result: GameRoundResult }

function check(game: string, side: string, v: Verification, round: Round) {
  if (v.kind !== 'verified' || JSON.stringify(v.result) !== JSON.stringify(round.result)) {
    throw new Error(`${game}, ${side}: the replay did not verify the played round (${JSON.stringify(v)})`);
  }
}

async function main() {
  try {
    const keys = fs.readdirSync(builtInRulesDir).filter((k) => fs.existsSync(path.join(builtInRulesDir, k, RULES_FILE)));
    const order = [...Object.keys(BUILT_IN_GAMES), ...Object.values(CUSTOM_GAME_BUNDLES)];
    keys.sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity) || a.localeCompare(b));

    // The QuickJS WebAssembly module is compiled once per process: timed apart, not in the first game's load.
    let t0 = performance.now();
    (await SandboxedRules.load(`globalThis[${JSON.stringify(RULES_GLOBAL)}] = { createRules: () => ({}) };`)).dispose();
    const engineMs = performance.now() - t0;

    const rows: { key: string; actions: number; loadMs: number; sandbox: number[]; direct: number[]; ratios: number[] }[] = [];
    const gameRules = serverRules('v1');
    for (const key of keys) {
      const first = lessonRound(key, 0);
      if (!first) {
        console.log(`${key}: a rules module, but no lesson round the bench can make: skipped`);
        continue;
      }
      const rounds: Round[] = Array.from({ length: ROUNDS }, (_, i) => {
        const [content, context] = lessonRound(key, i)!;
        const played = playRound(content, { seed: i + 1, context, stepMs: PLAYER_STEP_MS[i % PLAYER_STEP_MS.length]!, maxMs: 3_600_000 });
        if (!played.result.success) throw new Error(`${key}: the played round ${i + 1} was not won`);
        return { content, context, claim: { ...played.result, seed: played.seed, log: [...played.log] }, roundMs: played.log.at(-1)![0] + 1_000, result: played.result };
      });
      process.stdout.write(`${key}: ${ROUNDS} rounds, ${Math.round(mean(rounds.map((r) => r.claim.log.length)))} actions each on average …`);

      // Load: a fresh server-side GameRules (nothing loaded), its first round's rules (rules.js, data files, createRules).
      const loads: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const fresh = serverRules(`load${i}`);
        t0 = performance.now();
        const found = await fresh.forRound(key, { settings: roundSettings(first[0]), content: first[1].customGame ?? null });
        loads.push(performance.now() - t0);
        fresh.dispose();
        if (found.kind !== 'rules') throw new Error(`${key}: no rules in the sandbox (${found.reason})`);
      }

      // The baseline's module, loaded once as the server's is (evaluating the script, reading its data files).
      const direct = builtInRules(builtInRulesDir, key);
      const sandboxReplay = async (r: Round) => {
        const start = performance.now();
        const v = await verifyWithGameRules(gameRules, r.content, r.claim, r.roundMs, r.context);
        const ms = performance.now() - start;
        check(key, 'sandbox', v, r);
        return ms;
      };
      const directReplay = (r: Round) => {
        const start = performance.now();
        const rules = direct.module.createRules({ settings: roundSettings(r.content), files: direct.files, content: r.context.customGame ?? null });
        const v = verifyRound(rules as VerifiableRules, r.content, r.claim, r.roundMs);
        const ms = performance.now() - start;
        check(key, 'direct', v, r);
        return ms;
      };

      for (const r of rounds) { await sandboxReplay(r); directReplay(r); }
      const sandbox: number[] = [];
      const directMs: number[] = [];
      const ratios: number[] = [];
      for (let rep = 0; rep < REPEATS; rep++) {
        for (const [i, r] of rounds.entries()) {
          let s: number;
          let d: number;
          if ((rep + i) % 2 === 0) { s = await sandboxReplay(r); d = directReplay(r); } else { d = directReplay(r); s = await sandboxReplay(r); }
          sandbox.push(s);
          directMs.push(d);
          ratios.push(s / d);
        }
      }
      rows.push({ key, actions: percentile(rounds.map((r) => r.claim.log.length), 50), loadMs: percentile(loads, 50), sandbox, direct: directMs, ratios });
      console.log(` sandbox p50 ${percentile(sandbox, 50).toFixed(2)} ms, direct ${percentile(directMs, 50).toFixed(2)} ms`);
    }
    gameRules.dispose();

    const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
    console.log(`\n| game (${ROUNDS} rounds × ${REPEATS}) | actions/round (median) | load ms | sandbox p50 ms | sandbox p95 ms | direct p50 ms | direct p95 ms | sandbox rounds/s (1 thread) | sandbox / direct |`);
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.key} | ${r.actions} | ${ms(r.loadMs)} | ${ms(percentile(r.sandbox, 50))} | ${ms(percentile(r.sandbox, 95))} | ${ms(percentile(r.direct, 50))} | ${ms(percentile(r.direct, 95))} | ${Math.round(1000 / mean(r.sandbox))} | ${percentile(r.ratios, 50).toFixed(0)}× |`);
    }
    const slowest = rows.reduce((a, b) => (percentile(b.sandbox, 95) > percentile(a.sandbox, 95) ? b : a));
    console.log(`\nSandbox replay: ${percentile(rows.flatMap((r) => r.ratios), 50).toFixed(0)}× the direct run (median of all rounds' ratios); slowest game ${slowest.key}, p95 ${ms(percentile(slowest.sandbox, 95))} ms per round; QuickJS engine start ${Math.round(engineMs)} ms once per process  (${os.cpus().length} cores)`);
  } finally {
    fs.rmSync(builtInRulesDir, { recursive: true, force: true });
  }
}

await main();
