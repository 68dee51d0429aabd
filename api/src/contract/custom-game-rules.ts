/**
 * Custom-game rules without zod (spec 3, 9): limits, types and type labels. Shared with every
 * front-end through `api/client`; the schemas that use them are in custom-games.ts.
 */

/** Spec 9 'Games' and spec 3 'Game settings'. */
export const GAME_LIMITS = {
  pairsMin: 3,
  pairsMax: 10,
  questionsMin: 1,
  questionsMax: 20,
  answersMin: 2,
  answersMax: 5,
  nameMax: 200,
  descriptionMax: 2000,
  /** One sentence start or end, question or answer. */
  textMax: 500,
  /** Time limit in seconds (0 = none), at most 3 hours. */
  timeLimitMax: 3 * 3600,
  defaultTimeLimit: 300,
} as const;

/** The templates (game_templates.id), stored as the game's gameType. */
export const CUSTOM_GAME_TYPES = ['matching', 'multipleChoice'] as const;
export type CustomGameType = (typeof CUSTOM_GAME_TYPES)[number];

/** The game bundle (manifest key: games/matching, games/multiple-choice) that plays each custom game type. */
export const CUSTOM_GAME_BUNDLES: Readonly<Record<CustomGameType, string>> = { matching: 'matching', multipleChoice: 'multiple-choice' };

/** Spec 2 'Manage games': the type label of a game card. */
export function gameTypeLabel(gameType: string | null | undefined): string {
  switch (gameType) {
    case 'matching': return 'Zuordnen';
    case 'guessing':
    case 'multipleChoice': return 'Multiple Choice';
    case 'map': return 'Kartenquiz';
    case 'federalCouncil': return 'Bundesrat';
    case 'custom': return 'Eigenes Spiel';
    default: return 'Spiel';
  }
}

/** Spec 7: the quizId of a custom game's result; defined once in the game contract. */
export { customQuizId } from '@lernplattform/game-contract';
