import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOW_IDS, ZONE_IDS, belongsTo, type FlowId, type ZoneId } from './cycle-model.ts';
import {
  RESET_MS,
  createInitialState,
  cycleReducer,
  scheduleReset,
  toResultMessage,
  type CycleEvent,
  type CycleState,
} from './wirtschaftskreislauf.logic.ts';

const run = (state: CycleState, ...events: CycleEvent[]) => events.reduce(cycleReducer, state);
const started = (seed = 1) => run(createInitialState(seed), { type: 'start' });

/** The right arrow of each flow (money opposite to goods, see cycle-model.ts). */
const RIGHT: Record<FlowId, ZoneId> = {
  produktionsfaktoren: 'gueter-zu-unternehmen',
  einkommen: 'geld-zu-haushalten',
  konsumgueter: 'gueter-zu-haushalten',
  konsumausgaben: 'geld-zu-unternehmen',
};
const placeAll = (state: CycleState, zoneOf: (flow: FlowId) => ZoneId) =>
  run(state, ...FLOW_IDS.map((flow): CycleEvent => ({ type: 'place', flow, zone: zoneOf(flow) })));
/** Einkommen and Konsumausgaben swapped: two wrong. */
const SWAPPED = (flow: FlowId): ZoneId =>
  flow === 'einkommen' ? RIGHT.konsumausgaben : flow === 'konsumausgaben' ? RIGHT.einkommen : RIGHT[flow];

afterEach(() => vi.useRealTimers());

describe('the model', () => {
  it('puts money opposite to goods: factors and spending go to the firms, income and goods to the households', () => {
    for (const flow of FLOW_IDS) for (const zone of ZONE_IDS) expect(belongsTo(flow, zone)).toBe(RIGHT[flow] === zone);
  });
});

describe('playing', () => {
  it('starts on the start overlay; four items in a seeded order', () => {
    const state = createInitialState(4);
    expect(state.phase).toBe('start');
    expect([...state.items].sort()).toEqual([...FLOW_IDS].sort());
    expect(createInitialState(4).items).toEqual(state.items);
  });

  it('starts the clock with the first drag, not before', () => {
    let state = started();
    expect(run(state, { type: 'tick' }).elapsed).toBe(0);
    state = run(state, { type: 'grab', flow: 'einkommen' }, { type: 'tick' }, { type: 'tick' });
    expect(state.clockStarted).toBe(true);
    expect(state.elapsed).toBe(2);
  });

  it('counts no attempt before all four are placed', () => {
    const state = run(started(), { type: 'place', flow: 'einkommen', zone: RIGHT.einkommen }, { type: 'place', flow: 'konsumgueter', zone: RIGHT.konsumgueter });
    expect(state.attempts).toBe(0);
    expect(state.wrongZones).toBeNull();
  });

  it('moves an item to another arrow and back to the pool', () => {
    let state = run(started(), { type: 'place', flow: 'einkommen', zone: 'geld-zu-unternehmen' });
    state = run(state, { type: 'place', flow: 'einkommen', zone: 'geld-zu-haushalten' });
    expect(state.placed['geld-zu-unternehmen']).toBeNull();
    expect(state.placed['geld-zu-haushalten']).toBe('einkommen');
    state = run(state, { type: 'unplace', zone: 'geld-zu-haushalten' });
    expect(Object.values(state.placed).every((f) => f === null)).toBe(true);
  });

  it('all right: one attempt, the clock stops and the game ends', () => {
    let state = run(started(), { type: 'grab', flow: 'einkommen' }, { type: 'tick' });
    state = placeAll(state, (flow) => RIGHT[flow]);
    expect(state).toMatchObject({ phase: 'finished', attempts: 1, elapsed: 1 });
    expect(run(state, { type: 'tick' })).toBe(state);
  });

  it(`wrong: one attempt, the wrong arrows marked, everything reset after ${RESET_MS} ms`, () => {
    vi.useFakeTimers();
    let state = placeAll(started(), SWAPPED);
    expect(state.attempts).toBe(1);
    expect(state.wrongZones).toEqual(['geld-zu-haushalten', 'geld-zu-unternehmen']);
    expect(run(state, { type: 'unplace', zone: 'geld-zu-haushalten' })).toBe(state); // locked meanwhile
    const events: CycleEvent[] = [];
    scheduleReset(state, (e) => events.push(e));
    vi.advanceTimersByTime(RESET_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ type: 'resetElapsed' }]);
    state = run(state, ...events);
    expect(state.wrongZones).toBeNull();
    expect(Object.values(state.placed).every((f) => f === null)).toBe(true);
    expect(state.phase).toBe('playing');
  });

  it('counts every full placement as an attempt and posts Versuche and Zeit', () => {
    let state = run(started(), { type: 'grab', flow: 'konsumgueter' });
    state = run(placeAll(state, SWAPPED), { type: 'resetElapsed' });
    for (let i = 0; i < 75; i++) state = run(state, { type: 'tick' });
    state = run(placeAll(state, SWAPPED), { type: 'resetElapsed' });
    state = placeAll(state, (flow) => RIGHT[flow]);
    expect(toResultMessage(state)).toEqual({
      quizId: 'WIRTSCHAFTSKREISLAUF',
      Versuche: 3,
      Zeit: '01:15',
      result: { score: { raw: 4, min: 0, max: 4, scaled: 1 }, success: true, completion: true, duration: 'PT75S' },
    });
  });

  it("'Nochmal spielen' goes back to the start overlay with fresh counters", () => {
    const done = placeAll(started(), (flow) => RIGHT[flow]);
    const again = run(done, { type: 'restart' });
    expect(again).toMatchObject({ phase: 'start', attempts: 0, elapsed: 0, clockStarted: false, round: 1 });
    expect(run(again, { type: 'start' }).round).toBe(2);
  });
});
