import { inject } from 'vitest';
import { belongsTo, FLOW_IDS, ZONE_IDS } from '@games/wirtschaftskreislauf/cycle-model';
import { europeRegionIds } from '@games/eu-laender/map';
import { cantonRegionIds } from '@games/schweiz-kantone/map';
import { worldRegionIds, WORLD_PARTS } from '@games/weltkarte/map';
import europe from '@games/eu-laender/data/europe.topo.json';
import cantons from '@games/schweiz-kantone/data/cantons.topo.json';
import world from '@games/weltkarte/data/world.topo.json';
import type { GameResultMessage, LoggedAction, ReplayRules } from '@lernplattform/game-contract';
import type { Topology } from 'topojson-specification';
import type { CustomGameContent, GameContent, GameRoundResult } from '../src/contract/index.ts';
import { lessonRules, roundSettings, rulesGameKey, toRoundResult, type ReplayContext } from '../src/services/game-results/replay-verification.ts';
import { buildBuiltInRules, builtInRules } from './built-in-rules.ts';

/**
 * The built-in games' built rules (the pg suite builds them once; a unit test file builds its own, and so does a
 * script outside vitest, such as the replay bench, which removes the folder when done: `inject` works in vitest only).
 */
export const builtInRulesDir = injectedRulesDir() ?? (await buildBuiltInRules());

/** The pg suite's folder; undefined in a unit test file and outside vitest (where `inject` throws). */
function injectedRulesDir(): string | undefined {
  try {
    return inject('builtInRulesDir');
  } catch {
    return undefined;
  }
}

/** The rules of a lesson's game as the browser runs them: the game's built rules module, directly in Node. */
export function gameRulesOf(content: GameContent, context: ReplayContext = {}): Rules {
  const { module, files } = builtInRules(builtInRulesDir, rulesGameKey(content));
  return lessonRules(module.createRules({ settings: roundSettings(content), files, content: context.customGame ?? null })) as Rules;
}

/** The regions a map round asks (what the game's 'loaded' action reports), read from the games' own map data. */
export function mapTargets(content: GameContent): string[] {
  switch (content.gameId) {
    case 'eu-laender': return europeRegionIds(europe as unknown as Topology);
    case 'schweiz-kantone': return cantonRegionIds(cantons as unknown as Topology);
    case 'weltkarte': return worldRegionIds(world as unknown as Topology, (content.settings.region as (typeof WORLD_PARTS)[number] | undefined) ?? 'welt');
    default: throw new Error(`${content.gameId} is no map`);
  }
}

/**
 * Plays a lesson round of a game as a browser would (the game's own reducer, timers after their
 * delays, a tick each second), for the replay tests: the log, and the result the game reports.
 */

// Any game's rules and state: each game's state type is its own.
type Rules = ReplayRules<any, { type: string }>;
/** The next action a player takes in this state (null: wait for a timer or the end). */
type Player = (state: any) => { type: string } | null;

export interface PlayedRound {
  seed: number;
  log: LoggedAction[];
  result: GameRoundResult;
  message: GameResultMessage;
}

/** A player that always knows the answer, per game (generic over each reducer's state). */
export function perfectPlayer(content: GameContent, context: ReplayContext = {}): Player {
  switch (content.gameType) {
    case 'guessing':
      return (s) => (s.phase === 'start' ? { type: 'start', target: content.settings.target } : s.question && !s.feedback ? { type: 'answer', choice: s.question.answer } : null);
    case 'map':
      return (s) => {
        if (s.phase === 'start') return { type: 'choose' };
        if (s.phase === 'loading') return { type: 'loaded', targets: mapTargets(content) };
        return s.target && !s.feedback ? { type: 'answer', region: s.target } : null;
      };
    case 'custom':
      return (s) => {
        if (s.phase === 'start') return { type: 'start' };
        if (s.phase !== 'playing' || s.wrongZones) return null;
        const zone = ZONE_IDS.find((z) => s.placed[z] === null);
        const flow = FLOW_IDS.find((f) => zone && belongsTo(f, zone));
        return zone && flow ? { type: 'place', flow, zone } : null;
      };
    case 'matching':
      return (s) => {
        if (s.status === 'ready') return { type: 'start' };
        if (s.status !== 'playing' || s.wrong) return null;
        const open = s.starts.find((x: { id: string }) => !s.connected.includes(x.id));
        return open ? { type: 'connect', startId: open.id, endId: open.id } : null;
      };
    case 'multipleChoice': {
      const questions = context.customGame?.questions ?? [];
      return (s) => {
        if (s.status === 'ready') return { type: 'start' };
        if (s.status !== 'playing' || s.feedback || s.current === null) return null;
        const correct: number[] = questions[s.current]!.correctAnswers;
        const missing = correct.find((a) => !s.chosen.includes(a));
        return missing !== undefined ? { type: 'toggle', answer: missing } : { type: 'submit' };
      };
    }
    case 'federalCouncil':
      return (s) => {
        if (s.status !== 'playing' || s.feedback) return null;
        const key = ['name', 'partei', 'departement'][s.phase] as 'name' | 'partei' | 'departement';
        const card = s.members.find((m: { id: string }) => !s.placed[m.id]);
        if (!card) return { type: 'check' };
        const want = key === 'name' ? card.id : card[key];
        const item = s.pool.find((i: { value: string }) => i.value === want);
        return item ? { type: 'place', itemId: item.id, cardId: card.id } : null;
      };
  }
}

/**
 * Plays until the game ends (or `maxMs` of play): an action every `stepMs`, timer actions
 * after their delay, a tick each second once started. Starts at `startMs` (time on the overlay).
 */
export function playRound(
  content: GameContent,
  { seed = 42, context = {}, player, startMs = 3_000, stepMs = 400, maxMs = 120_000 }:
    { seed?: number; context?: ReplayContext; player?: Player; startMs?: number; stepMs?: number; maxMs?: number } = {},
): PlayedRound {
  const rules = gameRulesOf(content, context);
  const next = player ?? perfectPlayer(content, context);
  let state = rules.init(seed);
  const log: LoggedAction[] = [];
  let t = startMs;
  let startedAt: number | null = rules.started(state) ? t : null;
  let nextTick = Infinity;
  const last = new Map<string, number>();
  const apply = (at: number, action: { type: string }) => {
    log.push([at, action]);
    last.set(action.type, at);
    state = rules.reducer(state, action);
    if (startedAt === null && rules.started(state)) startedAt = at;
  };
  if (startedAt !== null) nextTick = t + 1000;
  for (let guard = 0; guard < 5_000 && !rules.finished(state) && t < startMs + maxMs; guard++) {
    // A pending timer action (feedback, blink, reset) fires after its delay.
    const timer = Object.entries(rules.delays ?? {}).find(([type, d]) => {
      const since = last.get(d.after);
      return since !== undefined && (last.get(type) ?? -1) < since && rules.reducer(state, { type }) !== state && type !== 'tick';
    });
    let action: { type: string } | null;
    let at: number;
    if (timer) {
      const [type, d] = timer;
      action = { type };
      at = Math.max(t, last.get(d.after)! + d.ms(state));
    } else {
      action = next(state);
      at = t + stepMs;
    }
    while (nextTick <= at) {
      apply(nextTick, { type: 'tick' });
      nextTick += 1000;
    }
    if (!action) {
      t = at;
      continue;
    }
    apply(at, action);
    t = at;
    if (startedAt !== null && nextTick === Infinity) nextTick = startedAt + 1000;
  }
  const message = rules.result(state);
  return { seed, log, message, result: toRoundResult(message, rules.finished(state)) };
}

/** A custom game's content for tests. */
export function customGameContent(type: 'matching' | 'multipleChoice', title = 'Test'): CustomGameContent {
  return {
    gameType: type,
    title,
    pairs: type === 'matching' ? [{ id: 'p1', start: 'Bern', end: 'BE' }, { id: 'p2', start: 'Zürich', end: 'ZH' }, { id: 'p3', start: 'Genf', end: 'GE' }] : [],
    questions: type === 'multipleChoice'
      ? [
        { id: 'q1', question: '2 + 2?', answers: ['3', '4', '5'], correctAnswers: [1] },
        { id: 'q2', question: 'Primzahlen?', answers: ['2', '4', '7'], correctAnswers: [0, 2] },
      ]
      : [],
    settings: { shuffleColumns: true, timer: false, timeLimit: 0 },
  } as CustomGameContent;
}
