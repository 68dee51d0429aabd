/**
 * Wirtschaftskreislauf as a pure state machine (spec section 4 'Economic cycle'): four items are
 * put on four arrows. The clock starts on the first drag (or the first pick by keyboard). When all
 * four are placed, Versuche + 1; all right → the clock stops and the game ends; otherwise every
 * item goes back after RESET_MS. Deterministic for a seed; the view owns the timers.
 */
import { platformGame } from '../package.json';
import { actionOfType, buildResultMessage, formatTime, shuffle, type GameResultMessage, type ReplayRules } from '@lernplattform/game-kit/logic';
import { FLOW_IDS, ZONE_IDS, belongsTo, type FlowId, type ZoneId } from './cycle-model.ts';

/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;
/** Spec 9 'Timing': a wrong cycle resets after 700 ms. */
export const RESET_MS = 700;

export interface CycleState {
  phase: 'start' | 'playing' | 'finished';
  /** Pool order of the items (shuffled per game). */
  items: readonly FlowId[];
  placed: Readonly<Record<ZoneId, FlowId | null>>;
  /** Item picked up (dragged, or chosen by keyboard) and not yet put down. */
  selected: FlowId | null;
  /** Set when all four were placed wrongly, until the reset; the board is locked meanwhile. */
  wrongZones: readonly ZoneId[] | null;
  attempts: number;
  clockStarted: boolean;
  elapsed: number;
  round: number;
  rng: number;
}

export type CycleEvent =
  | { type: 'start' }
  /** Picks an item up: a drag starts or a keyboard user chooses it (again: puts it back down). */
  | { type: 'grab'; flow: FlowId }
  | { type: 'release' }
  /** Puts an item on an arrow; an item already there goes back to the pool, a moved one leaves its arrow. */
  | { type: 'place'; flow: FlowId; zone: ZoneId }
  | { type: 'unplace'; zone: ZoneId }
  | { type: 'resetElapsed' }
  | { type: 'tick' }
  | { type: 'restart' };

const EMPTY: Record<ZoneId, FlowId | null> = Object.fromEntries(ZONE_IDS.map((z) => [z, null])) as Record<ZoneId, FlowId | null>;

export function createInitialState(seed: number): CycleState {
  const [items, rng] = shuffle(FLOW_IDS, seed | 0);
  return {
    phase: 'start',
    items,
    placed: EMPTY,
    selected: null,
    wrongZones: null,
    attempts: 0,
    clockStarted: false,
    elapsed: 0,
    round: 0,
    rng,
  };
}

export function isInteractive(state: CycleState): boolean {
  return state.phase === 'playing' && state.wrongZones === null;
}

/** The arrow an item lies on, or null when it is in the pool. */
export function zoneOf(state: CycleState, flow: FlowId): ZoneId | null {
  return ZONE_IDS.find((zone) => state.placed[zone] === flow) ?? null;
}

export function cycleReducer(state: CycleState, event: CycleEvent): CycleState {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'start') return state;
      return { ...state, phase: 'playing', round: state.round + 1 };
    case 'grab':
      if (!isInteractive(state)) return state;
      return { ...state, selected: state.selected === event.flow ? null : event.flow, clockStarted: true };
    case 'release':
      return state.selected === null ? state : { ...state, selected: null };
    case 'place': {
      if (!isInteractive(state)) return state;
      const placed = { ...state.placed };
      const from = zoneOf(state, event.flow);
      if (from) placed[from] = null;
      placed[event.zone] = event.flow;
      const next = { ...state, placed, selected: null, clockStarted: true };
      if (ZONE_IDS.some((zone) => placed[zone] === null)) return next;
      // All four placed: one attempt.
      const wrongZones = ZONE_IDS.filter((zone) => !belongsTo(placed[zone]!, zone));
      const attempts = state.attempts + 1;
      if (wrongZones.length === 0) return { ...next, attempts, phase: 'finished' };
      return { ...next, attempts, wrongZones };
    }
    case 'unplace':
      if (!isInteractive(state) || state.placed[event.zone] === null) return state;
      return { ...state, placed: { ...state.placed, [event.zone]: null }, selected: null };
    case 'resetElapsed':
      if (state.wrongZones === null) return state;
      return { ...state, placed: EMPTY, wrongZones: null, selected: null };
    case 'tick':
      return state.phase === 'playing' && state.clockStarted ? { ...state, elapsed: state.elapsed + 1 } : state;
    case 'restart': {
      if (state.phase !== 'finished') return state;
      const [items, rng] = shuffle(FLOW_IDS, state.rng);
      return { ...createInitialState(0), items, rng, phase: 'start', round: state.round };
    }
  }
}

/** Runs the reset timer after a wrong attempt; returns its cancel function (unit-tested with fake timers). */
export function scheduleReset(state: CycleState, dispatch: (event: CycleEvent) => void): () => void {
  if (state.wrongZones === null) return () => {};
  const id = setTimeout(() => dispatch({ type: 'resetElapsed' }), RESET_MS);
  return () => clearTimeout(id);
}

/** Result message (spec section 7): Versuche and Zeit; the xAPI score counts the four flows. */
export function toResultMessage(state: CycleState): GameResultMessage {
  const solved = state.phase === 'finished' ? ZONE_IDS.length : 0;
  return buildResultMessage(
    { quizId: QUIZ_ID, Versuche: state.attempts, Zeit: formatTime(state.elapsed) },
    { raw: solved, max: ZONE_IDS.length, success: state.phase === 'finished', durationSeconds: state.elapsed },
  );
}

const ACTIONS = ['start', 'grab', 'release', 'place', 'unplace', 'resetElapsed', 'tick', 'restart'] as const;
const isFlow = (value: unknown): value is FlowId => (FLOW_IDS as readonly unknown[]).includes(value);
const isZone = (value: unknown): value is ZoneId => (ZONE_IDS as readonly unknown[]).includes(value);

/** The rules a replay checks a round against (the API verifies lesson results with them). */
export function replayRules(): ReplayRules<CycleState, CycleEvent> {
  return {
    init: createInitialState,
    reducer: cycleReducer,
    isAction: (value): value is CycleEvent => {
      if (!actionOfType(value, ACTIONS)) return false;
      if (value.type === 'grab') return isFlow(value.flow);
      if (value.type === 'place') return isFlow(value.flow) && isZone(value.zone);
      if (value.type === 'unplace') return isZone(value.zone);
      return true;
    },
    started: (state) => state.phase !== 'start',
    finished: (state) => state.phase === 'finished',
    result: toResultMessage,
    delays: { resetElapsed: { after: 'place', ms: () => RESET_MS } },
  };
}
