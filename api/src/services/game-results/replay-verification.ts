import { durationSeconds, parseRoundReplay, replayRound, resultValues, type GameResultMessage, type ReplayRules } from '@lernplattform/game-contract';
import { CUSTOM_GAME_BUNDLES } from '../../contract/custom-game-rules.ts';
import { GAME_RESULT_KEYS, type CustomGameContent, type GameContent, type GameRoundResult } from '../../contract/index.ts';
import type { GameRules } from '../game-rules/game-rules.ts';
import { SandboxError } from '../game-rules/rules-sandbox.ts';

/**
 * Verified results (issues 22 and 34): a game reports its seed and the log of its reducer's actions with the result;
 * the server replays the log with the game's own rules module, in the sandbox (services/game-rules/), through the
 * contract's replay driver, and stores what it computed itself. games/README.md, 'Verified results', describes the
 * scheme for game authors. Nothing here knows a game by name.
 */

/** Anything a replay may need besides the block's content: a teacher-made game's content. */
export interface ReplayContext {
  customGame?: CustomGameContent | null;
}

/** A round's rules as the replay takes them; `field` reads a property of the final state (the sandbox keeps states). */
export type VerifiableRules = ReplayRules<any, { type: string }> & { field?: (state: any, name: string) => unknown };

/** The registry game whose build holds the rules: the engine of a teacher-made game, else the game itself. */
export function rulesGameKey(content: GameContent): string {
  if (content.gameType === 'matching' || content.gameType === 'multipleChoice') return CUSTOM_GAME_BUNDLES[content.gameType];
  return content.gameId;
}

/** The settings a round's rules are made from: the lesson's target and part of the map (absent: the game's defaults). */
export function roundSettings(content: GameContent): Record<string, unknown> {
  const { target, region } = content.settings;
  return { ...(target !== undefined ? { target } : {}), ...(region ? { region } : {}) };
}

/**
 * The rules as a lesson plays the game: a lesson's game never restarts itself (the lesson starts each round), so a
 * log with a 'restart' is no round of it.
 */
export function lessonRules(rules: VerifiableRules): VerifiableRules {
  return { ...rules, isAction: (value: unknown): value is { type: string } => rules.isAction(value) && (value as { type: string }).type !== 'restart' };
}

/** Looks up the block's game's rules and replays the round with them (see verifyRound). */
export async function verifyWithGameRules(
  gameRules: GameRules,
  content: GameContent,
  claimed: Claimed,
  roundMs: number,
  context: ReplayContext = {},
  /** The game version the round was played on (recorded when it was drawn); absent: the active one. */
  versionId?: string | null,
): Promise<Verification> {
  const found = await gameRules.forRound(rulesGameKey(content), { settings: roundSettings(content), content: context.customGame ?? null }, versionId);
  if (found.kind !== 'rules') return { kind: 'unverifiable', reason: found.reason };
  try {
    return verifyRound(found.rules, content, claimed, roundMs);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    // The sandbox stopped the rules (time, memory): the platform could not check the round, it is stored unverified.
    if (error.limit) return { kind: 'unverifiable', reason: `the game's rules ran out of time or memory: ${error.message}` };
    // The game's own rules threw on an action of this log: no round of this game.
    return { kind: 'refused', reason: `the game's rules refused the log: ${error.message}` };
  }
}

/** The result message of a replay as the API takes it (the lesson's game-result.ts reads the same keys). */
export function toRoundResult(message: GameResultMessage, finished: boolean): GameRoundResult {
  return {
    quizId: message.quizId,
    values: resultValues(message),
    score: { raw: message.result.score.raw, max: message.result.score.max },
    // A round the lesson's time limit ended (not finished by the game) counts as not won.
    success: finished && message.result.success,
    durationSeconds: durationSeconds(message.result.duration) ?? 0,
  };
}

/** Where a claimed result differs from the computed one ('' when it does not). */
export function difference(claimed: Omit<GameRoundResult, 'log'>, computed: GameRoundResult): string {
  if (claimed.quizId !== computed.quizId) return 'quizId';
  if (claimed.score.raw !== computed.score.raw || claimed.score.max !== computed.score.max) return 'score';
  if (claimed.success !== computed.success) return 'success';
  if (claimed.durationSeconds !== computed.durationSeconds) return 'durationSeconds';
  for (const key of GAME_RESULT_KEYS) {
    if (claimed.values[key] !== computed.values[key]) return key;
  }
  return '';
}

export type Verification =
  /** Replayed: `result` is the server's own (equal to the claim). */
  | { kind: 'verified'; result: GameRoundResult; target: number | null }
  /** The server cannot replay this game (no rules module, or it failed to load or run): stored as claimed, marked unverified. */
  | { kind: 'unverifiable'; reason?: string }
  /** The log is no round of this game or gives another result (`noClock`: its game clock did not run): refused. */
  | { kind: 'refused'; reason: string; noClock?: true };

type Claimed = Omit<GameRoundResult, 'log'> & { log?: readonly (readonly [number, unknown])[] };

/** Slack for the network between the game's start and the server's round start, and for timers. */
export const ROUND_CLOCK_SLACK_MS = 2_000;

/**
 * Replays the reported round. `roundMs`: how long the round has been running on the server's
 * clock; the log's actions must lie within it (and within the time limit) counted from the
 * round's start. A round the game did not finish counts only when the lesson's time limit ended it.
 */
export function verifyRound(gameRules: VerifiableRules, content: GameContent, claimed: Claimed, roundMs: number): Verification {
  const rules = lessonRules(gameRules);
  const replay = parseRoundReplay({ seed: claimed.seed, log: claimed.log });
  if (!replay) return { kind: 'refused', reason: "the round's seed and log are missing" };
  const limitMs = content.settings.timeLimit > 0 ? content.settings.timeLimit * 1000 : Infinity;
  const outcome = replayRound(rules, replay, { maxRoundMs: Math.min(roundMs, limitMs) + ROUND_CLOCK_SLACK_MS });
  if (!outcome.ok) return { kind: 'refused', reason: outcome.reason, ...(outcome.noClock ? { noClock: true as const } : {}) };
  if (outcome.startedAtMs === null) return { kind: 'refused', reason: 'the round never started' };
  if (!outcome.finished && !(limitMs < Infinity && roundMs + ROUND_CLOCK_SLACK_MS >= limitMs)) {
    return { kind: 'refused', reason: 'the round is not over' };
  }
  const computed = toRoundResult(outcome.message, outcome.finished);
  const differs = difference(claimed, computed);
  if (differs) return { kind: 'refused', reason: `${differs} differs from the replay` };
  // The target score the round played to (a guessing game's 'Zielpunktzahl'), as the game's state has it.
  const target = gameRules.field ? gameRules.field(outcome.state, 'target') : (outcome.state as { target?: unknown } | null)?.target;
  return { kind: 'verified', result: computed, target: typeof target === 'number' ? target : null };
}
