/**
 * Shared by the custom game bundles (games/matching, games/multiple-choice): where their game comes
 * from (props, the API by id, or the sample game), the quizId rule and the load texts.
 */
export { customQuizId } from './quiz-id.ts';
export { SAMPLE_GAMES } from './samples.ts';
export { fetchCustomGame, CustomGameLoadError } from './load-custom-game.ts';
export { useCustomGame, type CustomGameLoad } from './use-custom-game.ts';
export { customGameMessages } from './messages.ts';
export { CustomGameView, type CustomGameViewProps } from './custom-game-view.tsx';
