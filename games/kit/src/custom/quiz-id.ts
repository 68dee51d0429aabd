/** The quizId rule of custom games lives with the API contract, which checks reported results against it. */
export { customQuizId } from 'api/quiz-id';
