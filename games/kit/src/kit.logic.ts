/**
 * The React-free half of the kit: what a game's pure `*.logic.ts` and its unit tests may
 * import without pulling in components (`@lernplattform/game-kit/logic`).
 */
export { formatTime, toIsoDuration } from './format-time.ts';
export { nextRandom, nextInt, shuffle, randomSeed, parseSeed } from './random.ts';
export { TARGET_MIN, TARGET_MAX, TARGET_DEFAULT, clampTarget } from './target-score.ts';
export {
  buildResultMessage,
  parseOrigin,
  resolveTargetOrigin,
  postGameResult,
  postGameError,
  type GameResult,
  type GameResultValues,
  type GameResultMessage,
  type GameOutcome,
  type XapiResult,
  type PostResultOptions,
} from './post-result.ts';
export type { GameProps, GameSettings } from './contract.ts';
export { GAME_CONTRACT_VERSION, GAME_RESULT_KEYS, parseGameResultMessage } from '@lernplattform/game-contract';
export {
  replayRound,
  parseRoundReplay,
  actionOfType,
  TICK_MS,
  DELAY_SLACK_MS,
  MAX_LOG_ENTRIES,
  type LoggedAction,
  type RoundReplay,
  type ReplayRules,
  type ReplayOutcome,
  type ReplayOptions,
  type DelayRule,
} from '@lernplattform/game-contract';
