import { BUILT_IN_GAMES, isBuiltInGame, type GameContent } from '../contract/index.ts';

/**
 * The games an LMS can link (deep linking) and launch, in one place: the game registry
 * (issue 'registry') replaces BUILT_IN_GAMES with a resource; only this file reads it for LTI.
 */

export interface LtiGame { key: string; title: string; quizId: string; gameType: GameContent['gameType'] }

/** Every game the deep-linking picker offers, in the registry's order. */
export function ltiGames(): LtiGame[] {
  return Object.entries(BUILT_IN_GAMES).map(([key, g]) => ({ key, title: g.title, quizId: g.quizId, gameType: g.gameType }));
}

/** A launchable game by key, or null. */
export function ltiGame(key: string | undefined | null): LtiGame | null {
  if (!key || !isBuiltInGame(key)) return null;
  const g = BUILT_IN_GAMES[key];
  return { key, title: g.title, quizId: g.quizId, gameType: g.gameType };
}

/**
 * The game as its standalone page plays it in a launch, for the replay (replay-verification.ts):
 * no time limit, the target and map part the player chose on the start overlay.
 */
export function launchGameContent(game: LtiGame): GameContent {
  return {
    gameType: game.gameType, gameId: game.key, gameName: game.title, gameDescription: null, quizId: game.quizId,
    settings: { timeLimit: 0, allowRetry: true, showScore: true },
  };
}
