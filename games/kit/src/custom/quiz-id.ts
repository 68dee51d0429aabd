/**
 * Spec 7: the quizId of a custom game's result (MATCHING_{TITLE} / MULTIPLE_CHOICE_{TITLE}). Defined
 * once in the API contract, because the API checks reported results against it (game blocks).
 */
export { customQuizId } from 'api/custom-game-rules';
