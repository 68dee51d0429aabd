/** The custom games' quizId rule, from the game contract (React-free, for the templates' logic modules). */
export { customQuizId } from '@lernplattform/game-contract';
