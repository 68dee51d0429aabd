import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCouncil, type CouncilMember } from './council.ts';
import {
  FLASH_MS,
  PHASES,
  RETURN_ANIMATION_MS,
  RETURN_DELAY_MS,
  allFilled,
  answerOf,
  bundesratReducer,
  cluesOf,
  createInitialState,
  firstEmptyCard,
  moveRoving,
  phaseKey,
  scheduleFeedback,
  toResultMessage,
  type BundesratEvent,
  type BundesratState,
} from './bundesrat.logic.ts';

const MEMBERS: CouncilMember[] = parseCouncil(
  JSON.parse(fs.readFileSync(new URL('../public/bundesrat.json', import.meta.url), 'utf8')),
).mitglieder;

const run = (state: BundesratState, ...events: BundesratEvent[]) => events.reduce(bundesratReducer, state);

/** Places, for every card, an item with the right value (or the given wrong arrangement). */
function fillCorrectly(state: BundesratState): BundesratState {
  const key = phaseKey(state);
  let current = state;
  for (const member of state.members) {
    if (current.placed[member.id]?.value === answerOf(member, key)) continue;
    const item = current.pool.find((i) => i.value === answerOf(member, key));
    if (!item) throw new Error(`no item for ${member.id}`);
    current = run(current, { type: 'place', itemId: item.id, cardId: member.id });
  }
  return current;
}

/** Fills the cards with the right items except that the first card swaps with the next one of another value. */
function fillWithSwap(state: BundesratState): BundesratState {
  let current = fillCorrectly(state);
  const a = current.members[0]!;
  const b = current.members.find((m) => current.placed[m.id]!.value !== current.placed[a.id]!.value)!;
  const itemOfB = current.placed[b.id]!;
  current = run(current, { type: 'place', itemId: itemOfB.id, cardId: a.id });
  return current;
}

const solvePhase = (state: BundesratState) => run(fillCorrectly(state), { type: 'check' }, { type: 'feedbackElapsed' });

afterEach(() => vi.useRealTimers());

describe('setup', () => {
  it('starts in phase 1 with seven empty cards and seven names in the pool', () => {
    const state = createInitialState(MEMBERS, 1);
    expect(phaseKey(state)).toBe('name');
    expect(state.members).toHaveLength(7);
    expect(Object.values(state.placed)).toEqual(Array(7).fill(null));
    expect(state.pool.map((i) => i.label).sort()).toEqual(MEMBERS.map((m) => m.name).sort());
    expect(state).toMatchObject({ status: 'playing', wrongAttempts: 0, elapsed: 0, clockStarted: false });
  });

  it('is deterministic for a seed, different for another', () => {
    const order = (seed: number) => createInitialState(MEMBERS, seed).pool.map((i) => i.id);
    expect(order(5)).toEqual(order(5));
    expect(order(5)).not.toEqual(order(6));
  });

  it('offers each party and department as often as it occurs', () => {
    let state = solvePhase(createInitialState(MEMBERS, 2));
    expect(phaseKey(state)).toBe('partei');
    const count = (values: string[]) => values.reduce<Record<string, number>>((a, v) => ({ ...a, [v]: (a[v] ?? 0) + 1 }), {});
    expect(count(state.pool.map((i) => i.value))).toEqual({ SVP: 2, FDP: 2, SP: 2, Mitte: 1 });
    state = solvePhase(state);
    expect(phaseKey(state)).toBe('departement');
    expect(state.pool.map((i) => i.value).sort()).toEqual(['EDA', 'EDI', 'EFD', 'EJPD', 'UVEK', 'VBS', 'WBF']);
    expect(state.pool.find((i) => i.value === 'EDA')?.detail).toBe('Eidgenössisches Departement für auswärtige Angelegenheiten');
  });
});

describe('placing', () => {
  it('moves an item from the pool to a card; a filled card sends its item back', () => {
    const state = createInitialState(MEMBERS, 3);
    const [first, second] = state.pool;
    const card = state.members[0]!.id;
    const one = run(state, { type: 'place', itemId: first!.id, cardId: card });
    expect(one.placed[card]).toEqual(first);
    expect(one.pool).toHaveLength(6);
    const two = run(one, { type: 'place', itemId: second!.id, cardId: card });
    expect(two.placed[card]).toEqual(second);
    expect(two.pool).toHaveLength(6);
    expect(two.pool.at(-1)).toEqual(first);
  });

  it('swaps when an item moves from one card to another', () => {
    const state = createInitialState(MEMBERS, 3);
    const [a, b] = state.members;
    const [x, y] = state.pool;
    const filled = run(state, { type: 'place', itemId: x!.id, cardId: a!.id }, { type: 'place', itemId: y!.id, cardId: b!.id });
    const swapped = run(filled, { type: 'place', itemId: x!.id, cardId: b!.id });
    expect(swapped.placed[b!.id]).toEqual(x);
    expect(swapped.placed[a!.id]).toEqual(y);
    expect(swapped.pool).toHaveLength(5);
  });

  it('takes an item back to the pool', () => {
    const state = createInitialState(MEMBERS, 3);
    const card = state.members[0]!.id;
    const placed = run(state, { type: 'place', itemId: state.pool[0]!.id, cardId: card });
    const back = run(placed, { type: 'unplace', cardId: card });
    expect(back.placed[card]).toBeNull();
    expect(back.pool).toHaveLength(7);
  });

  it('selects an item for the keyboard way and clears the choice after placing', () => {
    const state = createInitialState(MEMBERS, 3);
    const item = state.pool[2]!.id;
    const chosen = run(state, { type: 'select', itemId: item });
    expect(chosen.selected).toBe(item);
    expect(run(chosen, { type: 'select', itemId: item }).selected).toBeNull(); // choosing again deselects
    expect(run(chosen, { type: 'place', itemId: item, cardId: state.members[0]!.id }).selected).toBeNull();
  });
});

describe("'Weiter' and checking", () => {
  it('is enabled only when all seven cards are filled', () => {
    let state = createInitialState(MEMBERS, 4);
    for (const member of state.members) {
      expect(allFilled(state)).toBe(false);
      expect(run(state, { type: 'check' })).toBe(state); // ignored while a card is empty
      state = run(state, { type: 'place', itemId: state.pool[0]!.id, cardId: member.id });
    }
    expect(allFilled(state)).toBe(true);
  });

  it('right: flashes green, then the next phase; after phase 3 the game ends with 3/3', () => {
    let state = createInitialState(MEMBERS, 5);
    for (const phase of PHASES) {
      expect(phaseKey(state)).toBe(phase);
      state = run(fillCorrectly(state), { type: 'check' });
      expect(state.feedback).toEqual({ correct: true });
      expect(run(state, { type: 'place', itemId: 'x', cardId: state.members[0]!.id })).toBe(state); // locked
      state = run(state, { type: 'feedbackElapsed' });
    }
    expect(state.status).toBe('finished');
    expect(state.wrongAttempts).toBe(0);
  });

  it('wrong: counts a wrong attempt and returns only the wrong items to the pool', () => {
    const state = run(fillWithSwap(createInitialState(MEMBERS, 6)), { type: 'check' });
    const a = state.members[0]!;
    const b = state.members[1]!; // phase 1: every name differs, so the swap partner is the next card
    expect(state.wrongAttempts).toBe(1);
    expect(state.feedback).toEqual({ correct: false, wrongCards: [a.id, b.id] });
    const after = run(state, { type: 'feedbackElapsed' });
    expect(after.feedback).toBeNull();
    expect(after.placed[a.id]).toBeNull();
    expect(after.placed[b.id]).toBeNull();
    expect(after.pool).toHaveLength(2);
    expect(Object.values(after.placed).filter(Boolean)).toHaveLength(5);
    expect(phaseKey(after)).toBe('name');
  });

  it('counts a party as right on either card of that party (same value, other item)', () => {
    let state = solvePhase(createInitialState(MEMBERS, 7));
    state = fillCorrectly(state);
    const svpCards = state.members.filter((m) => m.partei === 'SVP').map((m) => m.id);
    // Swap the two SVP items between the two SVP cards: still right.
    state = run(state, { type: 'place', itemId: state.placed[svpCards[0]!]!.id, cardId: svpCards[1]! });
    expect(run(state, { type: 'check' }).feedback).toEqual({ correct: true });
  });
});

describe('timers', () => {
  it('the clock starts with the first placement and stops at the end', () => {
    let state = createInitialState(MEMBERS, 8);
    expect(run(state, { type: 'tick' })).toBe(state);
    state = run(state, { type: 'place', itemId: state.pool[0]!.id, cardId: state.members[0]!.id }, { type: 'tick' }, { type: 'tick' });
    expect(state.elapsed).toBe(2);
    for (let i = 0; i < 3; i++) state = solvePhase(state);
    expect(state.status).toBe('finished');
    expect(run(state, { type: 'tick' })).toBe(state);
  });

  it(`right: the next phase follows after ${FLASH_MS} ms`, () => {
    vi.useFakeTimers();
    const state = run(fillCorrectly(createInitialState(MEMBERS, 9)), { type: 'check' });
    const dispatch = vi.fn();
    scheduleFeedback(state, dispatch);
    vi.advanceTimersByTime(FLASH_MS - 1);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: 'feedbackElapsed' });
  });

  it(`wrong: the items are back after the ${RETURN_DELAY_MS} ms delay and the ${RETURN_ANIMATION_MS} ms animation`, () => {
    vi.useFakeTimers();
    const state = run(fillWithSwap(createInitialState(MEMBERS, 9)), { type: 'check' });
    const dispatch = vi.fn();
    scheduleFeedback(state, dispatch);
    vi.advanceTimersByTime(1549);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('cancelling stops the pending feedback (the view unmounts or the state moves on)', () => {
    vi.useFakeTimers();
    const state = run(fillCorrectly(createInitialState(MEMBERS, 9)), { type: 'check' });
    const dispatch = vi.fn();
    scheduleFeedback(state, dispatch)();
    vi.advanceTimersByTime(5000);
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('result', () => {
  it("posts BUNDESRAT_GAME with 'Phasen abgeschlossen', Zeit and 'Fehlerhafte Versuche'", () => {
    let state = createInitialState(MEMBERS, 10);
    state = run(fillWithSwap(state), { type: 'check' }, { type: 'feedbackElapsed' });
    for (let i = 0; i < 65; i++) state = run(state, { type: 'tick' });
    state = solvePhase(state);
    state = run(fillWithSwap(state), { type: 'check' }, { type: 'feedbackElapsed' });
    state = solvePhase(state);
    state = solvePhase(state);
    expect(toResultMessage(state)).toEqual({
      quizId: 'BUNDESRAT_GAME',
      'Phasen abgeschlossen': '3/3',
      Zeit: '01:05',
      'Fehlerhafte Versuche': 2,
      result: { score: { raw: 3, min: 0, max: 3, scaled: 1 }, success: true, completion: true, duration: 'PT65S' },
    });
  });

  it("'Nochmal spielen' starts a new round from phase 1", () => {
    let state = createInitialState(MEMBERS, 11);
    for (let i = 0; i < 3; i++) state = solvePhase(state);
    const again = run(state, { type: 'restart' });
    expect(again).toMatchObject({ status: 'playing', phase: 0, wrongAttempts: 0, elapsed: 0, clockStarted: false, round: 2 });
    expect(again.pool).toHaveLength(7);
  });
});

describe('phase 1 clues (no portraits, no initials)', () => {
  it('tell every member apart: canton, year elected and first department together are unique', () => {
    const keys = MEMBERS.map((m) => JSON.stringify(cluesOf(m)));
    expect(new Set(keys).size).toBe(MEMBERS.length);
  });

  it('do not contain the name', () => {
    for (const m of MEMBERS) {
      const text = Object.values(cluesOf(m)).join(' ');
      for (const part of m.name.split(/[\s-]+/)) expect(text).not.toContain(part);
    }
  });
});

describe('keyboard way', () => {
  it('arrows move within the pool or the cards, wrapping; Home and End jump', () => {
    expect(moveRoving(0, 'ArrowRight', 7)).toBe(1);
    expect(moveRoving(6, 'ArrowDown', 7)).toBe(0);
    expect(moveRoving(0, 'ArrowLeft', 7)).toBe(6);
    expect(moveRoving(3, 'ArrowUp', 7)).toBe(2);
    expect(moveRoving(3, 'Home', 7)).toBe(0);
    expect(moveRoving(3, 'End', 7)).toBe(6);
    expect(moveRoving(3, 'Enter', 7)).toBeNull();
    expect(moveRoving(0, 'ArrowRight', 0)).toBeNull();
    // An index beyond a shrunken pool starts from its last element.
    expect(moveRoving(9, 'ArrowLeft', 3)).toBe(1);
  });

  it('after choosing an item, focus goes to the first empty card', () => {
    let state = createInitialState(MEMBERS, 4);
    expect(firstEmptyCard(state)).toBe(0);
    state = run(state, { type: 'place', itemId: state.pool[0]!.id, cardId: state.members[0]!.id });
    state = run(state, { type: 'place', itemId: state.pool[0]!.id, cardId: state.members[2]!.id });
    expect(firstEmptyCard(state)).toBe(1);
    expect(firstEmptyCard(fillCorrectly(state))).toBe(0);
  });

  it('a whole phase takes at most 3 arrows and 2 Enter per card (plus Weiter): under 40 key presses', () => {
    // The strategy a keyboard user follows: pick the item for the first empty card, Enter, Enter.
    let state = createInitialState(MEMBERS, 12);
    let focus = 0;
    let presses = 0;
    const key = phaseKey(state);
    while (!allFilled(state)) {
      const card = state.members[firstEmptyCard(state)]!;
      const target = state.pool.findIndex((item) => item.value === answerOf(card, key));
      const n = state.pool.length;
      const from = Math.min(focus, n - 1);
      presses += Math.min((target - from + n) % n, (from - target + n) % n) + 2;
      state = run(state, { type: 'place', itemId: state.pool[target]!.id, cardId: card.id });
      focus = target;
    }
    presses += 2; // Tab to 'Weiter', Enter
    expect(presses).toBeLessThan(40);
  });
});
