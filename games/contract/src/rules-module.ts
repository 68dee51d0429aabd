/**
 * A game's rules module (issue 34): the React-free half of a game that the platform's server runs in
 * a sandbox to replay rounds. The SDK's build (@lernplattform/game-build) bundles the file named by
 * "platformGame.rules" in the game's package.json into `rules.js` beside `remoteEntry.js`, as a script
 * that assigns the module to `globalThis[RULES_GLOBAL]`; mf-manifest.json names it with its hash.
 *
 * The sandbox has no I/O, no timers and no network: everything a round's rules need comes in as
 * arguments (the teacher's settings, the game's own data files, a teacher-made game's content).
 */
import type { CustomGameContent } from './props.ts';
import type { ReplayRules } from './replay.ts';

/** The global the rules script assigns its module to. */
export const RULES_GLOBAL = 'lernplattformRules';
/** The rules script's file name in the federated build (beside remoteEntry.js). */
export const RULES_FILE = 'rules.js';

/** What a round's rules are made from. */
export interface RulesInput {
  /**
   * The lesson's settings for the game (the teacher's choice, the game's defaults where there is none):
   * `target` ('Zielpunktzahl') of a guessing game, `region` of a map with parts, and any a game declares.
   */
  settings: Readonly<Record<string, unknown>>;
  /** The JSON files the module names in `dataFiles`, parsed, as served beside the build (an operator may replace them). */
  files: Readonly<Record<string, unknown>>;
  /** A teacher-made game's content (the engines 'Zuordnen' and 'Multiple Choice'), else null. */
  content: CustomGameContent | null;
}

export interface GameRulesModule {
  /** The game's rules for one round. Throws when the input cannot make a round (the result is then stored unverified). */
  createRules(input: RulesInput): ReplayRules<unknown, { type: string }>;
  /** JSON files of the build (beside rules.js) the rules read, e.g. ['bundesrat.json']. */
  dataFiles?: readonly string[];
}

/** Typed helper for a game's rules entry: `export default defineRules({ createRules(input) { … } })`. */
export function defineRules<S, A extends { type: string }>(module: {
  createRules(input: RulesInput): ReplayRules<S, A>;
  dataFiles?: readonly string[];
}): GameRulesModule {
  return module as unknown as GameRulesModule;
}
