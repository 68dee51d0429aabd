import {
  BUILT_IN_GAMES, CUSTOM_GAME_BUNDLES, customQuizId, isBuiltInGame, normalizeCustomGameContent,
  type CustomGameContent, type GameContent,
} from '../contract/index.ts';
import type { Sql } from '../db/client.ts';
import * as customGames from '../db/queries/custom-games.ts';
import type { ReplayContext } from '../services/game-results/replay-verification.ts';

/**
 * The games an LMS can link (deep linking) and launch, in one place: the game registry
 * (issue 'registry') replaces BUILT_IN_GAMES with a resource; only this file reads it for LTI.
 * A teacher's own game is named `custom:<id>`.
 */

export interface LtiGame {
  key: string; title: string; quizId: string; gameType: GameContent['gameType'];
  /** The bundle that plays it (/embed/<bundleKey>/) and, for an own game, its id (?id=) and content. */
  bundleKey: string; customGameId?: string; content?: CustomGameContent;
}

const CUSTOM = /^custom:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const builtIn = (key: string): LtiGame | null => {
  if (!isBuiltInGame(key)) return null;
  const g = BUILT_IN_GAMES[key];
  return { key, title: g.title, quizId: g.quizId, gameType: g.gameType, bundleKey: key };
};

/** What the deep-linking picker offers: the built-in games, then the teacher's own games. */
export async function ltiGames(sql: Sql, teacherId: string): Promise<{ builtIn: LtiGame[]; own: { key: string; title: string }[] }> {
  const own = await customGames.listTeacherCustomGames(sql, { teacherId });
  return {
    builtIn: Object.keys(BUILT_IN_GAMES).map((key) => builtIn(key)!),
    own: own.map((g) => ({ key: `custom:${g.id}`, title: g.name })),
  };
}

/** A built-in game by key, without the database (SCORM packages of built-in games). */
export const builtInLtiGame = (key: string | null | undefined): LtiGame | null => (key ? builtIn(key) : null);

/**
 * A launchable game by key, or null. An own game only for its teacher (`ownerId`, deep linking) or, once
 * linked, for anyone launched from the link; it must be public, since its standalone page loads it without sign-in.
 */
export async function ltiGame(sql: Sql, key: string | undefined | null, opts: { ownerId?: string } = {}): Promise<LtiGame | null> {
  if (!key) return null;
  const custom = CUSTOM.exec(key);
  if (!custom) return builtIn(key);
  const row = await customGames.getCustomGame(sql, { id: custom[1]! });
  if (!row || !row.is_public || (opts.ownerId !== undefined && row.teacher_id !== opts.ownerId)) return null;
  return {
    key, title: row.name, quizId: customQuizId(row.template_id, row.name), gameType: row.template_id,
    bundleKey: CUSTOM_GAME_BUNDLES[row.template_id], customGameId: row.id,
    content: normalizeCustomGameContent({ gameType: row.template_id, ...row.game_data }, row.name),
  };
}

/**
 * The game as its standalone page plays it in a launch, for the replay (replay-verification.ts):
 * no time limit, the target and map part the player chose on the start overlay; an own game with its settings' limit.
 */
export function launchGameContent(game: LtiGame): { content: GameContent; context: ReplayContext } {
  const timeLimit = game.content ? (game.content.settings?.timeLimit ?? 0) : 0;
  return {
    content: {
      gameType: game.gameType, gameId: game.customGameId ?? game.key, gameName: game.title, gameDescription: null, quizId: game.quizId,
      settings: { timeLimit, allowRetry: true, showScore: true },
    },
    context: game.content ? { customGame: game.content } : {},
  };
}
