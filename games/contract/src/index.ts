/**
 * @lernplattform/game-contract: what a game and the platform agree on. Types, the contract's
 * version, and a dependency-free validator for the result message. The platform (shell, lessons,
 * API) and the game kit all use this one definition.
 */
export { GAME_CONTRACT_VERSION } from './version.ts';
export type { GameProps, GameSettings, CustomGameContent, CustomGamePair, CustomGameQuestion } from './props.ts';
export {
  GAME_RESULT_KEYS,
  RESULT_STRING_MAX,
  QUIZ_ID_MAX,
  RESULT_LOG_MAX,
  parseGameResultMessage,
  resultValues,
  durationSeconds,
  type GameResultKey,
  type GameResultValues,
  type GameResult,
  type XapiResult,
  type LoggedAction,
  type GameResultMessage,
  type ParsedGameResult,
} from './result.ts';
export { buildGameErrorMessage, isGameErrorMessage, ERROR_MESSAGE_MAX, type GameErrorMessage } from './error.ts';
export { customQuizId } from './custom-quiz-id.ts';
export {
  replayRound,
  parseRoundReplay,
  actionOfType,
  TICK_MS,
  DELAY_SLACK_MS,
  MAX_LOG_ENTRIES,
  CLOCK_LAG_TICKS,
  type RoundReplay,
  type ReplayRules,
  type ReplayOutcome,
  type ReplayOptions,
  type DelayRule,
} from './replay.ts';
export { RULES_GLOBAL, RULES_FILE, defineRules, type GameRulesModule, type RulesInput } from './rules-module.ts';
