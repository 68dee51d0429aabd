/**
 * Zuordnen (matching) as a pure state machine (spec 4 'Matching', spec 9 'Timing'): sentence starts
 * on the left, their ends on the right (each column shuffled when shuffleColumns). A connection
 * from a start to an end counts as an attempt; a correct one stays; a wrong one blinks BLINK_MS and
 * is removed after REMOVE_MS (the board is locked meanwhile). The clock starts with the first
 * connection; the game ends when every pair is connected, or (not in the preview) when the time
 * limit is reached. Deterministic for a seed; the view owns the timers.
 */
import { actionOfType, buildResultMessage, formatTime, shuffle, type GameResultMessage, type ReplayRules } from '@lernplattform/game-kit/logic';
import { customQuizId } from '@lernplattform/game-kit/custom/quiz-id';
import type { CustomGameContent } from 'api/custom-games';

/** Spec 9: a wrong connection blinks 400 ms and is removed after 700 ms. */
export const BLINK_MS = 400;
export const REMOVE_MS = 700;

export interface Side {
  /** The pair's id: a start and an end belong together when their ids are equal. */
  id: string;
  text: string;
}

export interface WrongConnection {
  startId: string;
  endId: string;
  /** True for the first BLINK_MS. */
  blinking: boolean;
}

export interface MatchingState {
  status: 'ready' | 'playing' | 'finished';
  title: string;
  starts: readonly Side[];
  ends: readonly Side[];
  /** Pair ids connected correctly, in the order found. */
  connected: readonly string[];
  /** The start chosen for the keyboard/click way (choose a start, then an end). */
  selectedStart: string | null;
  wrong: WrongConnection | null;
  attempts: number;
  clockStarted: boolean;
  elapsed: number;
  /** Seconds; 0 = none (also when the timer is off or in the preview). */
  timeLimit: number;
  timedOut: boolean;
  round: number;
  rng: number;
  content: CustomGameContent;
  preview: boolean;
}

export type MatchingEvent =
  | { type: 'start' }
  | { type: 'selectStart'; startId: string | null }
  | { type: 'connect'; startId: string; endId: string }
  | { type: 'blinkEnded' }
  | { type: 'wrongRemoved' }
  | { type: 'tick' }
  | { type: 'restart' };

/** The time limit that applies: none without the timer, with 0, or in the preview (spec 4). */
export function effectiveTimeLimit(content: CustomGameContent, preview: boolean): number {
  return preview || !content.settings.timer ? 0 : Math.max(0, content.settings.timeLimit);
}

export function createInitialState(content: CustomGameContent, seed: number, preview = false): MatchingState {
  const starts = content.pairs.map((p) => ({ id: p.id, text: p.start }));
  const ends = content.pairs.map((p) => ({ id: p.id, text: p.end }));
  let rng = seed | 0;
  let shuffledStarts = starts;
  let shuffledEnds = ends;
  if (content.settings.shuffleColumns) {
    [shuffledStarts, rng] = shuffle(starts, rng);
    [shuffledEnds, rng] = shuffle(ends, rng);
  }
  return {
    status: 'ready',
    title: content.title,
    starts: shuffledStarts,
    ends: shuffledEnds,
    connected: [],
    selectedStart: null,
    wrong: null,
    attempts: 0,
    clockStarted: false,
    elapsed: 0,
    timeLimit: effectiveTimeLimit(content, preview),
    timedOut: false,
    round: 1,
    rng,
    content,
    preview,
  };
}

export function isInteractive(state: MatchingState): boolean {
  return state.status === 'playing' && state.wrong === null;
}

export const isConnected = (state: MatchingState, id: string) => state.connected.includes(id);

export function matchingReducer(state: MatchingState, event: MatchingEvent): MatchingState {
  switch (event.type) {
    case 'start':
      return state.status === 'ready' ? { ...state, status: 'playing' } : state;
    case 'selectStart': {
      if (!isInteractive(state)) return state;
      if (event.startId !== null && (isConnected(state, event.startId) || !state.starts.some((s) => s.id === event.startId))) return state;
      return { ...state, selectedStart: state.selectedStart === event.startId ? null : event.startId };
    }
    case 'connect': {
      if (!isInteractive(state)) return state;
      const { startId, endId } = event;
      if (!state.starts.some((s) => s.id === startId) || !state.ends.some((e) => e.id === endId)) return state;
      if (isConnected(state, startId) || isConnected(state, endId)) return { ...state, selectedStart: null };
      const next = { ...state, selectedStart: null, attempts: state.attempts + 1, clockStarted: true };
      if (startId !== endId) return { ...next, wrong: { startId, endId, blinking: true } };
      const connected = [...state.connected, startId];
      const done = connected.length === state.starts.length;
      return { ...next, connected, status: done ? 'finished' : 'playing' };
    }
    case 'blinkEnded':
      return state.wrong?.blinking ? { ...state, wrong: { ...state.wrong, blinking: false } } : state;
    case 'wrongRemoved':
      return state.wrong ? { ...state, wrong: null } : state;
    case 'tick': {
      if (state.status !== 'playing' || !state.clockStarted) return state;
      const elapsed = state.elapsed + 1;
      if (state.timeLimit > 0 && elapsed >= state.timeLimit) {
        return { ...state, elapsed: state.timeLimit, status: 'finished', timedOut: true, wrong: null, selectedStart: null };
      }
      return { ...state, elapsed };
    }
    case 'restart': {
      if (state.status !== 'finished') return state;
      const fresh = createInitialState(state.content, state.rng, state.preview);
      return { ...fresh, round: state.round + 1 };
    }
  }
}

/**
 * Runs the timers of a wrong connection (blink, then removal) and returns their cancel function;
 * the view calls this from an effect, so the timing is unit-tested here with fake timers.
 */
export function scheduleWrongFeedback(state: MatchingState, dispatch: (event: MatchingEvent) => void): () => void {
  if (state.wrong === null) return () => {};
  const blink = state.wrong.blinking ? setTimeout(() => dispatch({ type: 'blinkEnded' }), BLINK_MS) : undefined;
  const remove = setTimeout(() => dispatch({ type: 'wrongRemoved' }), state.wrong.blinking ? REMOVE_MS : REMOVE_MS - BLINK_MS);
  return () => {
    clearTimeout(blink);
    clearTimeout(remove);
  };
}

export const won = (state: MatchingState) => state.status === 'finished' && !state.timedOut;

/**
 * The result (spec 7): quizId MATCHING_{TITLE}, Punkte and Richtig = correct connections,
 * Falsch = wrong ones, Versuche = all tries, Zeit. xAPI score: connected pairs of all pairs.
 */
export function toResultMessage(state: MatchingState): GameResultMessage {
  const correct = state.connected.length;
  return buildResultMessage(
    {
      quizId: customQuizId('matching', state.title),
      Punkte: correct,
      Zeit: formatTime(state.elapsed),
      Richtig: correct,
      Falsch: state.attempts - correct,
      Versuche: state.attempts,
    },
    { raw: correct, max: state.starts.length, success: won(state), durationSeconds: state.elapsed },
  );
}

const ACTIONS = ['start', 'selectStart', 'connect', 'blinkEnded', 'wrongRemoved', 'tick', 'restart'] as const;
const id = (value: unknown) => typeof value === 'string';

/** The rules a replay checks a round of this game against (the API verifies lesson results with them). */
export function replayRules(content: CustomGameContent): ReplayRules<MatchingState, MatchingEvent> {
  return {
    init: (seed) => createInitialState(content, seed),
    reducer: matchingReducer,
    isAction: (value): value is MatchingEvent => {
      if (!actionOfType(value, ACTIONS)) return false;
      if (value.type === 'selectStart') return value.startId === null || id(value.startId);
      if (value.type === 'connect') return id(value.startId) && id(value.endId);
      return true;
    },
    started: (state) => state.status !== 'ready',
    finished: (state) => state.status === 'finished',
    result: toResultMessage,
    delays: { blinkEnded: { after: 'connect', ms: () => BLINK_MS }, wrongRemoved: { after: 'connect', ms: () => REMOVE_MS } },
  };
}
