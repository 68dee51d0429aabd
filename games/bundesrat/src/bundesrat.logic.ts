/**
 * Bundesrat as a pure state machine (spec section 4 'Federal council'): three phases (pictures
 * to names, parties, departments). Seven cards, one per member; the pool holds one item per card
 * (each party and department as often as it occurs). 'Weiter' ('Fertig' in phase 3) checks when
 * all seven cards are filled: right → the cards flash green FLASH_MS, then the next phase; wrong →
 * 'Fehlerhafte Versuche' + 1 and the wrong items go back to the pool after the return animation.
 * Deterministic for a seed; the view owns the timers ('tick' each second, 'feedbackElapsed').
 */
import { platformGame } from '../package.json';
import { buildResultMessage, formatTime, shuffle, type GameResultMessage, type ReplayRules } from '@lernplattform/game-kit/logic';
import type { CouncilMember } from './council.ts';

/** From package.json "platformGame", the one place a game's key, title and quiz id are written. */
export const QUIZ_ID = platformGame.quizId;
/** Spec 9 'Timing': correct cards flash green 1000 ms. */
export const FLASH_MS = 1000;
/** Spec 9 'Timing': wrong items return to the pool after a 350 ms delay, in about 1200 ms. */
export const RETURN_DELAY_MS = 350;
export const RETURN_ANIMATION_MS = 1200;

/** What is assigned to the cards in each phase, in order. */
export const PHASES = ['name', 'partei', 'departement'] as const;
export type PhaseKey = (typeof PHASES)[number];
export const PHASE_COUNT = PHASES.length;

/** A pool item: `value` is what is compared with the card's member (two SVP items share one value). */
export interface PoolItem {
  id: string;
  value: string;
  label: string;
  /** The department's full name in phase 3. */
  detail?: string;
}

export type Feedback = { correct: true } | { correct: false; wrongCards: readonly string[] };

export interface BundesratState {
  status: 'playing' | 'finished';
  /** Cards in shuffled order. */
  members: readonly CouncilMember[];
  /** 0, 1, 2: index into PHASES. */
  phase: number;
  /** Items not on a card, in display order. */
  pool: readonly PoolItem[];
  /** Item on each card, by member id. */
  placed: Readonly<Record<string, PoolItem | null>>;
  /** Item chosen for the keyboard/click way (choose an item, then a card). */
  selected: string | null;
  /** Set while the result of 'Weiter' shows; the board is locked meanwhile. */
  feedback: Feedback | null;
  wrongAttempts: number;
  /** The clock runs from the first placement (as in the other drag games) until the end. */
  clockStarted: boolean;
  elapsed: number;
  round: number;
  rng: number;
}

export type BundesratEvent =
  | { type: 'select'; itemId: string | null }
  /** Puts an item (from the pool or another card) on a card; the card's previous item goes back to the pool. */
  | { type: 'place'; itemId: string; cardId: string }
  /** Takes a card's item back to the pool. */
  | { type: 'unplace'; cardId: string }
  | { type: 'check' }
  | { type: 'feedbackElapsed' }
  | { type: 'tick' }
  | { type: 'restart' };

/** The answer a member's card expects in a phase. */
export function answerOf(member: CouncilMember, phase: PhaseKey): string {
  return phase === 'name' ? member.id : member[phase];
}

/** One pool item per member: names, then parties and departments as often as they occur. */
export function itemsFor(members: readonly CouncilMember[], phase: PhaseKey): PoolItem[] {
  return members.map((member, index) => {
    if (phase === 'name') return { id: `name-${member.id}`, value: member.id, label: member.name };
    if (phase === 'partei') return { id: `partei-${index}`, value: member.partei, label: member.partei };
    return { id: `departement-${member.departement}`, value: member.departement, label: member.departement, detail: member.departementInfo };
  });
}

function startPhase(state: BundesratState, phase: number): BundesratState {
  const key = PHASES[phase] ?? 'name';
  // Sorted by id first, so the pool order depends only on the seed, not on the data file's order.
  const items = itemsFor(state.members, key).sort((a, b) => a.id.localeCompare(b.id));
  const [pool, rng] = shuffle(items, state.rng);
  return {
    ...state,
    phase,
    pool,
    placed: Object.fromEntries(state.members.map((m) => [m.id, null])),
    selected: null,
    feedback: null,
    rng,
  };
}

export function createInitialState(members: readonly CouncilMember[], seed: number): BundesratState {
  const [shuffled, rng] = shuffle([...members].sort((a, b) => a.id.localeCompare(b.id)), seed | 0);
  return startPhase(
    {
      status: 'playing',
      members: shuffled,
      phase: 0,
      pool: [],
      placed: {},
      selected: null,
      feedback: null,
      wrongAttempts: 0,
      clockStarted: false,
      elapsed: 0,
      round: 1,
      rng,
    },
    0,
  );
}

/** The phase being played. */
export function phaseKey(state: BundesratState): PhaseKey {
  return PHASES[state.phase] ?? 'name';
}

/** 'Weiter'/'Fertig' is enabled only when all seven cards are filled. */
export function allFilled(state: BundesratState): boolean {
  return state.members.every((m) => state.placed[m.id] != null);
}

/** Whether input is accepted (not during feedback, not after the end). */
export function isInteractive(state: BundesratState): boolean {
  return state.status === 'playing' && state.feedback === null;
}

/** Where an item is: 'pool', a card id, or null when unknown. */
function locate(state: BundesratState, itemId: string): { item: PoolItem; card: string | null } | null {
  const inPool = state.pool.find((item) => item.id === itemId);
  if (inPool) return { item: inPool, card: null };
  for (const [card, item] of Object.entries(state.placed)) if (item?.id === itemId) return { item, card };
  return null;
}

export function bundesratReducer(state: BundesratState, event: BundesratEvent): BundesratState {
  switch (event.type) {
    case 'select': {
      if (!isInteractive(state)) return state;
      if (event.itemId !== null && !locate(state, event.itemId)) return state;
      return { ...state, selected: state.selected === event.itemId ? null : event.itemId };
    }
    case 'place': {
      if (!isInteractive(state) || !Object.hasOwn(state.placed, event.cardId)) return state;
      const found = locate(state, event.itemId);
      if (!found || found.card === event.cardId) return { ...state, selected: null };
      const previous = state.placed[event.cardId] ?? null;
      const placed = { ...state.placed, [event.cardId]: found.item };
      let pool = state.pool.filter((item) => item.id !== event.itemId);
      if (found.card !== null) {
        // Moved from another card: the two cards swap (the other one may become empty).
        placed[found.card] = previous;
      } else if (previous) {
        pool = [...pool, previous];
      }
      return { ...state, pool, placed, selected: null, clockStarted: true };
    }
    case 'unplace': {
      const item = state.placed[event.cardId];
      if (!isInteractive(state) || !item) return state;
      return { ...state, pool: [...state.pool, item], placed: { ...state.placed, [event.cardId]: null }, selected: null };
    }
    case 'check': {
      if (!isInteractive(state) || !allFilled(state)) return state;
      const key = phaseKey(state);
      const wrongCards = state.members.filter((m) => state.placed[m.id]?.value !== answerOf(m, key)).map((m) => m.id);
      if (wrongCards.length === 0) return { ...state, selected: null, feedback: { correct: true } };
      return { ...state, selected: null, feedback: { correct: false, wrongCards }, wrongAttempts: state.wrongAttempts + 1 };
    }
    case 'feedbackElapsed': {
      const { feedback } = state;
      if (state.status !== 'playing' || feedback === null) return state;
      if (feedback.correct) {
        if (state.phase + 1 >= PHASE_COUNT) return { ...state, status: 'finished', feedback: null, phase: PHASE_COUNT };
        return startPhase(state, state.phase + 1);
      }
      const back = feedback.wrongCards.map((card) => state.placed[card]).filter((item): item is PoolItem => item != null);
      const placed = { ...state.placed };
      for (const card of feedback.wrongCards) placed[card] = null;
      return { ...state, feedback: null, placed, pool: [...state.pool, ...back] };
    }
    case 'tick':
      return state.status === 'playing' && state.clockStarted ? { ...state, elapsed: state.elapsed + 1 } : state;
    case 'restart': {
      if (state.status !== 'finished') return state;
      const fresh = createInitialState(state.members, state.rng);
      return { ...fresh, round: state.round + 1 };
    }
  }
}

/** How long the view waits before 'feedbackElapsed': the flash, or the delayed return animation. */
export function feedbackDuration(feedback: Feedback): number {
  return feedback.correct ? FLASH_MS : RETURN_DELAY_MS + RETURN_ANIMATION_MS;
}

/**
 * Runs the feedback timer of the current state and returns its cancel function (the view calls
 * this from an effect; kept here so the timing is unit-tested with fake timers).
 */
export function scheduleFeedback(state: BundesratState, dispatch: (event: BundesratEvent) => void): () => void {
  if (state.feedback === null) return () => {};
  const id = setTimeout(() => dispatch({ type: 'feedbackElapsed' }), feedbackDuration(state.feedback));
  return () => clearTimeout(id);
}

/** 'Phasen abgeschlossen' as the end overlay shows it: '3/3'. */
export function phasesCompleted(state: BundesratState): string {
  return `${Math.min(state.phase, PHASE_COUNT)}/${PHASE_COUNT}`;
}

/**
 * The result message (spec section 7): 'Phasen abgeschlossen', Zeit, 'Fehlerhafte Versuche'.
 * The xAPI score is phases completed of all phases, so the finished game scales to 1.
 */
export function toResultMessage(state: BundesratState): GameResultMessage {
  const done = Math.min(state.phase, PHASE_COUNT);
  return buildResultMessage(
    {
      quizId: QUIZ_ID,
      'Phasen abgeschlossen': phasesCompleted(state),
      Zeit: formatTime(state.elapsed),
      'Fehlerhafte Versuche': state.wrongAttempts,
    },
    { raw: done, max: PHASE_COUNT, success: state.status === 'finished', durationSeconds: state.elapsed },
  );
}

/**
 * The rules a replay checks a round against (the API verifies lesson results with them). Generic
 * over the reducer's actions: any `{ type }` object goes to the reducer, which ignores what it
 * does not know or what does not fit the board, exactly as it does in the browser.
 */
export function replayRules(members: readonly CouncilMember[]): ReplayRules<BundesratState, BundesratEvent> {
  return {
    init: (seed) => createInitialState(members, seed),
    reducer: (state, event) => bundesratReducer(state, event) ?? state,
    isAction: (value): value is BundesratEvent =>
      typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string',
    started: () => true,
    finished: (state) => state.status === 'finished',
    result: toResultMessage,
    delays: { feedbackElapsed: { after: 'check', ms: (state) => (state.feedback ? feedbackDuration(state.feedback) : 0) } },
  };
}

/**
 * Keyboard way through the pool and the cards (a roving focus, one tab stop each): arrows move
 * to the previous or next element, wrapping around; Home and End to the first and last. The
 * index to focus, or null when the key is not a move (or there is nothing to move to).
 */
export function moveRoving(index: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  const from = Math.min(Math.max(index, 0), count - 1);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'ArrowRight':
    case 'ArrowDown':
      return (from + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Where keyboard focus goes after an item is chosen: the first empty card (in display order),
 * or the first card when all are filled (the item then swaps with that card's).
 */
export function firstEmptyCard(state: Pick<BundesratState, 'members' | 'placed'>): number {
  const index = state.members.findIndex((m) => state.placed[m.id] == null);
  return index < 0 ? 0 : index;
}

/** The clues a card shows in phase 1 (no portraits): canton of origin, year elected, first department. */
export function cluesOf(member: CouncilMember): { kanton: string; gewaehlt: number; erstesDepartement: string } {
  return { kanton: member.kanton, gewaehlt: member.gewaehlt, erstesDepartement: member.erstesDepartement };
}
