import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { durationSeconds, resultValues } from '@lernplattform/game-contract';
import { parseRoundReplay, replayRound, type GameResultMessage, type ReplayRules } from '@lernplattform/game-kit/logic';
import { mapQuizRules } from '@lernplattform/game-kit/map/quiz-logic';
import { replayRules as euFlaggenRules } from '@games/eu-flaggen/logic';
import { replayRules as schweizWappenRules } from '@games/schweiz-wappen/logic';
import { buildEuropeView } from '@games/eu-laender/map';
import { buildCantonsView } from '@games/schweiz-kantone/map';
import { WORLD_PARTS, buildWorldView } from '@games/weltkarte/map';
import { replayRules as cycleRules } from '@games/wirtschaftskreislauf/logic';
import { replayRules as bundesratRules } from '@games/bundesrat/logic';
import { parseCouncil } from '@games/bundesrat/council';
import { replayRules as matchingRules } from '@games/matching/logic';
import { replayRules as multipleChoiceRules } from '@games/multiple-choice/logic';
import type { Topology } from 'topojson-specification';
import { GAME_RESULT_KEYS, type CustomGameContent, type GameContent, type GameRoundResult } from '../../contract/index.ts';

/**
 * Verified results (issue 22): a lesson's game reports its seed and the log of its reducer's
 * actions with the result; the server replays the log through the very same pure game module
 * (games/*, the kit's engines) and stores what it computed itself. games/README.md,
 * 'Verified results', describes the scheme for game authors.
 */

/** Anything a replay may need besides the block's content: a custom game's content. */
export interface ReplayContext {
  customGame?: CustomGameContent | null;
}

// Any game's rules: each game's state type is its own.
type AnyRules = ReplayRules<any, { type: string }>;

const require = createRequire(import.meta.url);
const cache = new Map<string, unknown>();
function once<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const topology = (specifier: string) => once(specifier, () => readJson(require.resolve(specifier)) as Topology);
const regionIds = (view: { regions: readonly { id: string }[] }) => view.regions.map((r) => r.id);

/**
 * The members as the game plays them: the file served beside the federated bundle (an operator
 * replaces it there after an election, games/bundesrat/DATA.md), else the one in the sources.
 */
function councilMembers() {
  return once('bundesrat', () => {
    const source = require.resolve('@games/bundesrat/data/bundesrat.json');
    const served = path.join(path.dirname(source), '..', 'dist', 'federated', 'bundesrat.json');
    return parseCouncil(readJson(existsSync(served) ? served : source)).mitglieder;
  });
}

/**
 * The rules of the block's game as played in a lesson, or null when the server cannot replay it
 * (its result is then stored unverified). A lesson's game never restarts itself (the lesson starts
 * each round), so a log with a 'restart' is no round of it.
 */
export function lessonRules(content: GameContent, context: ReplayContext = {}): AnyRules | null {
  const rules = gameRules(content, context);
  if (!rules) return null;
  return { ...rules, isAction: (value: unknown): value is { type: string } => rules.isAction(value) && (value as { type: string }).type !== 'restart' };
}

function gameRules(content: GameContent, { customGame }: ReplayContext): AnyRules | null {
  const { settings } = content;
  switch (content.gameType) {
    case 'guessing':
      if (content.gameId === 'eu-flaggen') return euFlaggenRules(settings.target) as AnyRules;
      if (content.gameId === 'schweiz-wappen') return schweizWappenRules(settings.target) as AnyRules;
      return null;
    case 'map': {
      // Lessons show every map's start overlay (the try counts from the start), so withStart.
      const sets = mapTargets(content);
      return sets ? (mapQuizRules(content.quizId, sets, { withStart: true }) as AnyRules) : null;
    }
    case 'federalCouncil':
      return bundesratRules(councilMembers()) as AnyRules;
    case 'custom':
      return content.gameId === 'wirtschaftskreislauf' ? (cycleRules() as AnyRules) : null;
    case 'matching':
      return customGame?.gameType === 'matching' ? (matchingRules(customGame) as AnyRules) : null;
    case 'multipleChoice':
      return customGame?.gameType === 'multipleChoice' ? (multipleChoiceRules(customGame) as AnyRules) : null;
  }
}

/** The regions a round of the map may ask: the teacher's part of the world, or one set per part. */
export function mapTargets(content: GameContent): string[][] | null {
  switch (content.gameId) {
    case 'eu-laender':
      return [once('eu-laender:view', () => regionIds(buildEuropeView(topology('@games/eu-laender/data/europe.topo.json'))))];
    case 'schweiz-kantone':
      return [once('schweiz-kantone:view', () => regionIds(buildCantonsView(topology('@games/schweiz-kantone/data/cantons.topo.json'))))];
    case 'weltkarte': {
      const parts = content.settings.region ? [content.settings.region] : WORLD_PARTS;
      return parts.map((part) => once(`weltkarte:${part}`, () => regionIds(buildWorldView(topology('@games/weltkarte/data/world.topo.json'), part))));
    }
    default:
      return null;
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
  /** The server cannot replay this game: stored as claimed, marked unverified. */
  | { kind: 'unverifiable' }
  /** The log is no round of this game or gives another result (`noClock`: its game clock did not run): refused. */
  | { kind: 'refused'; reason: string; noClock?: true };

/** Slack for the network between the game's start and the server's round start, and for timers. */
export const ROUND_CLOCK_SLACK_MS = 2_000;

/**
 * Replays the reported round. `roundMs`: how long the round has been running on the server's
 * clock; the log's actions must lie within it (and within the time limit) counted from the
 * round's start. A round the game did not finish counts only when the lesson's time limit ended it.
 */
export function verifyRound(
  content: GameContent,
  claimed: Omit<GameRoundResult, 'log'> & { log?: readonly (readonly [number, unknown])[] },
  roundMs: number,
  context: ReplayContext = {},
): Verification {
  const rules = lessonRules(content, context);
  if (!rules) return { kind: 'unverifiable' };
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
  const target = (outcome.state as { target?: unknown }).target;
  return { kind: 'verified', result: computed, target: content.gameType === 'guessing' && typeof target === 'number' ? target : null };
}
