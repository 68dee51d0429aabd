/**
 * The sandbox a game's rules module runs in on the server (issue 34, part 2). QuickJS compiled to WebAssembly
 * (quickjs-emscripten): the rules script gets an interpreter of its own with no I/O at all (no fetch, no timers, no
 * file system, no Node), a hard memory limit and a CPU-time deadline that interrupts it. Node's `vm` is no security
 * boundary; isolated-vm would be faster but is a native addon built at install time. A rules module is small and
 * a round a few hundred calls, so an interpreter is fast enough (`npm run bench:replay` measures it).
 *
 * The platform's replay driver (the contract's `replayRound`, with the clock, delay and time checks) runs outside
 * the sandbox; the game's rules inside it. States stay inside the sandbox and cross as small numbers; actions cross
 * as JSON. A state is kept for the last few calls only: the driver never reaches further back.
 */
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import { RULES_GLOBAL, type GameResultMessage, type ReplayRules, type RulesInput } from '@lernplattform/game-contract';

export interface SandboxLimits {
  /** Bytes the rules module may allocate (its data included). */
  memoryBytes: number;
  /** CPU time to load a module (evaluating the script, building its data) and to make a round's rules. */
  loadMs: number;
  /** CPU time of one round's replay. */
  roundMs: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = { memoryBytes: 64 * 1024 * 1024, loadMs: 10_000, roundMs: 3_000 };

/** The rules failed in a way that says nothing about the round (load, time, memory): the result is stored unverified. */
export class RulesUnavailable extends Error {}

let quickjs: Promise<QuickJSWASMModule> | null = null;
const engine = () => (quickjs ??= newQuickJSWASMModuleFromVariant(import('@jitl/quickjs-wasmfile-release-sync')));

/**
 * Platform code evaluated after the rules script: the calls the driver makes, on states kept by number. It reads the
 * module once, so a rules script cannot swap it later.
 */
const BRIDGE = `(() => {
  const found = globalThis[${JSON.stringify(RULES_GLOBAL)}];
  const module = found && typeof found.createRules !== 'function' && found.default ? found.default : found;
  if (!module || typeof module.createRules !== 'function') throw new Error('the script defines no rules module');
  const KEEP = 4;
  let rules = null;
  let next = 0;
  const states = new Map();
  const keep = (s) => { const id = next++; states.set(id, s); states.delete(id - KEEP); return id; };
  const at = (id) => { if (!states.has(id)) throw new Error('state ' + id + ' is gone'); return states.get(id); };
  const parse = (json) => JSON.parse(json);
  const bridge = {
    dataFiles: () => JSON.stringify(Array.isArray(module.dataFiles) ? module.dataFiles.filter((f) => typeof f === 'string') : []),
    begin: (input) => {
      rules = module.createRules(parse(input));
      states.clear();
      next = 0;
      const delays = rules.delays ? Object.keys(rules.delays).map((type) => [type, String(rules.delays[type].after)]) : [];
      return JSON.stringify(delays);
    },
    init: (seed) => keep(rules.init(seed)),
    reduce: (id, action) => { const s = at(id); const n = rules.reducer(s, parse(action)); return n === s ? id : keep(n); },
    isAction: (value) => rules.isAction(parse(value)) === true,
    started: (id) => rules.started(at(id)) === true,
    finished: (id) => rules.finished(at(id)) === true,
    result: (id) => JSON.stringify(rules.result(at(id))),
    delay: (type, id) => Number(rules.delays[type].ms(at(id))),
    field: (id, name) => { const s = at(id); const v = s !== null && typeof s === 'object' ? s[name] : undefined; return JSON.stringify(v === undefined ? null : v); },
  };
  Object.freeze(bridge);
  return bridge;
})()`;

type Arg = string | number;

/** One game version's rules script, loaded into an interpreter of its own. */
export class SandboxedRules {
  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly context: QuickJSContext,
    private readonly bridge: QuickJSHandle,
    private readonly limits: SandboxLimits,
    /** The JSON files the module reads (its `dataFiles`). */
    readonly dataFiles: readonly string[],
  ) {}

  /** Loads a rules script. Throws RulesUnavailable when it does not load within the limits or defines no module. */
  static async load(script: string, limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS): Promise<SandboxedRules> {
    const runtime = (await engine()).newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(1024 * 1024);
    const context = runtime.newContext();
    try {
      runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.loadMs));
      context.unwrapResult(context.evalCode(script, 'rules.js')).dispose();
      const bridge = context.unwrapResult(context.evalCode(BRIDGE, 'bridge.js'));
      const loaded = new SandboxedRules(runtime, context, bridge, limits, []);
      const files = JSON.parse(loaded.call('dataFiles')) as string[];
      return new SandboxedRules(runtime, context, bridge, limits, files);
    } catch (error) {
      context.dispose();
      runtime.dispose();
      throw new RulesUnavailable(`the rules module did not load: ${describe(error)}`);
    }
  }

  get alive(): boolean {
    return this.context.alive;
  }

  dispose(): void {
    if (!this.context.alive) return;
    this.bridge.dispose();
    this.context.dispose();
    this.runtime.dispose();
  }

  /** Calls a bridge function; an error inside the sandbox is thrown here as an Error with its message. */
  private call(name: string, ...args: Arg[]): string {
    const { context } = this;
    const fn = context.getProp(this.bridge, name);
    const handles = args.map((a) => (typeof a === 'number' ? context.newNumber(a) : context.newString(a)));
    try {
      const result = context.callFunction(fn, context.undefined, ...handles);
      if (result.error) {
        const error = context.dump(result.error) as unknown;
        result.error.dispose();
        throw new SandboxError(error);
      }
      const value = context.dump(result.value) as unknown;
      result.value.dispose();
      return typeof value === 'string' ? value : JSON.stringify(value);
    } finally {
      handles.forEach((h) => h.dispose());
      fn.dispose();
    }
  }

  /**
   * The rules of one round, as the contract's replay driver takes them; their states are numbers naming states
   * inside the sandbox. Making them runs the module's `createRules` (within the load limit); every later call
   * counts against one round's CPU time. Throws RulesUnavailable when `createRules` fails or runs out of time.
   */
  round(input: RulesInput): RoundRules {
    let delays: [string, string][];
    try {
      this.runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + this.limits.loadMs));
      delays = JSON.parse(this.call('begin', JSON.stringify(input))) as [string, string][];
    } catch (error) {
      throw new RulesUnavailable(`the rules module made no rules for this round: ${describe(error)}`);
    }
    this.runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + this.limits.roundMs));
    const call = (name: string, ...args: Arg[]) => this.call(name, ...args);
    const rules: RoundRules = {
      init: (seed) => Number(call('init', seed)),
      reducer: (state, action) => Number(call('reduce', state, JSON.stringify(action))),
      isAction: (value): value is { type: string } => call('isAction', JSON.stringify(value ?? null)) === 'true',
      started: (state) => call('started', state) === 'true',
      finished: (state) => call('finished', state) === 'true',
      result: (state) => JSON.parse(call('result', state)) as GameResultMessage,
      delays: Object.fromEntries(delays.map(([type, after]) => [type, { after, ms: (state: number) => Number(call('delay', type, state)) }])),
      field: (state, name) => JSON.parse(call('field', state, name)) as unknown,
    };
    return rules;
  }
}

/** A round's rules in the sandbox: states are numbers; `field` reads one property of a state. */
export interface RoundRules extends ReplayRules<number, { type: string }> {
  field: (state: number, name: string) => unknown;
}

/** An error thrown inside the sandbox (the rules threw, ran out of time or memory). */
export class SandboxError extends Error {
  /** True when the sandbox stopped the code (deadline or memory), not the rules themselves. */
  readonly limit: boolean;
  constructor(dumped: unknown) {
    const record = dumped !== null && typeof dumped === 'object' ? (dumped as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' ? record.message : String(dumped);
    super(message);
    this.limit = record.name === 'InternalError' && /interrupted|out of memory|stack overflow/i.test(message) || /out of memory/i.test(message);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
