/**
 * The map game as a pure state machine (spec section 4 'Map game'): [start overlay →] loading →
 * running → finished. Every target region is asked once, in random order; deterministic for a
 * seed (the PRNG state lives in the state). Timers stay in the view, which dispatches 'tick'
 * every second and 'feedbackElapsed' MAP_FEEDBACK_MS after an answer.
 */
import { buildResultMessage } from '../post-result.ts';
import type { GameResultMessage } from '../post-result.ts';
import { formatTime } from '../format-time.ts';
import { nextInt } from '../random.ts';
import { actionOfType, type ReplayRules } from '@lernplattform/game-contract';

/** Spec section 9 'Timing': the next map target follows after 800 ms. */
export const MAP_FEEDBACK_MS = 800;

/** A region's code: ISO 3166-1 alpha-2 for countries, the two-letter abbreviation for cantons. */
export type RegionId = string;

export type MapPhase = 'start' | 'loading' | 'running' | 'finished';

/** Answered regions: green when found, orange when the player clicked elsewhere. */
export type RegionMark = 'correct' | 'missed';

export interface MapFeedback {
  /** The region clicked. */
  choice: RegionId;
  /** The region that was asked. */
  target: RegionId;
  correct: boolean;
}

export interface MapQuizState {
  phase: MapPhase;
  /** Games with a start overlay (region choice) return to it on replay. */
  withStart: boolean;
  /** mulberry32 generator state. */
  rng: number;
  /** Every target of this game. */
  targets: readonly RegionId[];
  /** Targets not asked yet (the current one excluded). */
  remaining: readonly RegionId[];
  /** 'Wo liegt' + its name + '?' */
  target: RegionId | null;
  marks: Readonly<Record<RegionId, RegionMark>>;
  /** Set for MAP_FEEDBACK_MS after an answer; answers are ignored meanwhile. */
  feedback: MapFeedback | null;
  correct: number;
  wrong: number;
  /** Seconds played since the map loaded. */
  elapsed: number;
  /** Games started so far; lets the view post each game's result exactly once. */
  round: number;
}

export type MapQuizEvent =
  /** Start overlay confirmed: load (or reuse) the map. */
  | { type: 'choose' }
  /** The map is drawn: the game and its timer start with these targets. */
  | { type: 'loaded'; targets: readonly RegionId[] }
  | { type: 'answer'; region: RegionId }
  | { type: 'feedbackElapsed' }
  | { type: 'tick' }
  | { type: 'restart' };

export function createMapQuizState(seed: number, options: { withStart?: boolean } = {}): MapQuizState {
  const withStart = options.withStart ?? false;
  return {
    phase: withStart ? 'start' : 'loading',
    withStart,
    rng: seed | 0,
    targets: [],
    remaining: [],
    target: null,
    marks: {},
    feedback: null,
    correct: 0,
    wrong: 0,
    elapsed: 0,
    round: 0,
  };
}

/** Takes a random target out of `remaining`. */
function drawTarget(state: MapQuizState, remaining: readonly RegionId[]): MapQuizState {
  const [index, rng] = nextInt(state.rng, remaining.length);
  const target = remaining[index] ?? null;
  return { ...state, rng, target, remaining: remaining.filter((_, i) => i !== index), feedback: null };
}

export function mapQuizReducer(state: MapQuizState, event: MapQuizEvent): MapQuizState {
  switch (event.type) {
    case 'choose':
      return state.phase === 'start' ? { ...state, phase: 'loading' } : state;
    case 'loaded': {
      if (state.phase !== 'loading' || event.targets.length === 0) return state;
      const targets = [...new Set(event.targets)];
      return drawTarget(
        { ...state, phase: 'running', targets, marks: {}, correct: 0, wrong: 0, elapsed: 0, round: state.round + 1 },
        targets,
      );
    }
    case 'answer': {
      const { target } = state;
      if (state.phase !== 'running' || state.feedback !== null || target === null) return state;
      // Clicks on land that is no target (neighbouring countries, lakes) are not answers.
      if (!state.targets.includes(event.region)) return state;
      const correct = event.region === target;
      return {
        ...state,
        feedback: { choice: event.region, target, correct },
        marks: { ...state.marks, [target]: correct ? 'correct' : 'missed' },
        correct: state.correct + (correct ? 1 : 0),
        wrong: state.wrong + (correct ? 0 : 1),
      };
    }
    case 'feedbackElapsed': {
      if (state.phase !== 'running' || state.feedback === null) return state;
      if (state.remaining.length === 0) return { ...state, phase: 'finished', feedback: null, target: null };
      return drawTarget(state, state.remaining);
    }
    case 'tick':
      return state.phase === 'running' ? { ...state, elapsed: state.elapsed + 1 } : state;
    case 'restart':
      // Keeps rng, so the next game asks in another order.
      if (state.phase !== 'finished' && state.phase !== 'running') return state;
      return {
        ...state,
        phase: state.withStart ? 'start' : 'loading',
        remaining: [],
        target: null,
        marks: {},
        feedback: null,
        correct: 0,
        wrong: 0,
        elapsed: 0,
      };
  }
}

/** Spec: 'Geschafft 🎉' when correct ≥ wrong, otherwise 'Verloren 😔'. */
export function isMapWon(state: Pick<MapQuizState, 'correct' | 'wrong'>): boolean {
  return state.correct >= state.wrong;
}

/**
 * The result message (spec section 7): Punkte (= correct answers), Zeit, Richtig, Falsch.
 * xAPI score as the kit's README defines it, progress toward the goal of all regions: a won game
 * reached the goal (raw = max, scaled 1); a lost one reports the regions found.
 */
export function toMapResultMessage(state: MapQuizState, quizId: string): GameResultMessage {
  const total = state.targets.length;
  const won = isMapWon(state);
  return buildResultMessage(
    { quizId, Punkte: state.correct, Zeit: formatTime(state.elapsed), Richtig: state.correct, Falsch: state.wrong },
    { raw: won ? total : state.correct, max: total, success: won, durationSeconds: state.elapsed },
  );
}

const MAP_ACTIONS = ['choose', 'loaded', 'answer', 'feedbackElapsed', 'tick', 'restart'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((x) => set.has(x));
};

/**
 * The engine's rules for a replay (games/README.md, 'Verified results'). `targetSets`: the
 * regions a round of this game may ask (one set per part of the map the player may choose); a
 * 'loaded' with any other regions is no round of this game. `withStart` as the view created it.
 */
export function mapQuizRules(
  quizId: string,
  targetSets: readonly (readonly RegionId[])[],
  { withStart }: { withStart: boolean },
): ReplayRules<MapQuizState, MapQuizEvent> {
  return {
    init: (seed) => createMapQuizState(seed, { withStart }),
    reducer: mapQuizReducer,
    isAction: (value): value is MapQuizEvent => {
      if (!actionOfType(value, MAP_ACTIONS)) return false;
      if (value.type === 'loaded') {
        const { targets } = value;
        return Array.isArray(targets) && targets.every((t) => typeof t === 'string') && targetSets.some((set) => sameSet(set, targets as string[]));
      }
      if (value.type === 'answer') return typeof value.region === 'string';
      return true;
    },
    started: (state) => state.phase === 'running' || state.phase === 'finished',
    finished: (state) => state.phase === 'finished',
    result: (state) => toMapResultMessage(state, quizId),
    delays: { feedbackElapsed: { after: 'answer', ms: () => MAP_FEEDBACK_MS } },
  };
}
