import {
  CUSTOM_GAME_BUNDLES, GAME_TYPES, customQuizId, normalizeCustomGameContent,
  type CustomGameContent, type GameContent,
} from '../contract/index.ts';
import { ANONYMOUS, type Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import * as customGames from '../db/queries/custom-games.ts';
import { can, type CustomGameSubject } from '../services/authorization.ts';
import { isLessonGame, type GameRegistry, type RegistryGame } from '../services/game-registry/game-registry.ts';
import { gameChoices } from '../services/game-results/game-content.ts';
import type { ReplayContext } from '../services/game-results/replay-verification.ts';

/**
 * The games an LMS can link (deep linking) and launch, in one place, read from the game registry
 * like the lesson picker: enabled, for lessons, with an active version and a quiz id. LTI sends
 * only grades the server verified by replaying the round, and its play page frames the game's
 * standalone page from the platform's own /embed/: so a registry game is offered when its active
 * version's standalone page is the platform's (the built-in games). Another team's game (its page
 * on its own origin, rounds the server cannot replay) is offered in lessons only.
 * A teacher's own game is named `custom:<id>`.
 */

export interface LtiGame {
  key: string; title: string; quizId: string; gameType: GameContent['gameType'];
  /** The bundle that plays it (/embed/<bundleKey>/) and, for an own game, its id (?id=) and content. */
  bundleKey: string; customGameId?: string; content?: CustomGameContent;
}

/** Where LTI reads the registry's games (the app's GameRegistry). */
export type LtiGameSource = Pick<GameRegistry, 'get' | 'lessonGames'>;

const CUSTOM = /^custom:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const isGameType = (type: string): type is GameContent['gameType'] => (GAME_TYPES as readonly string[]).includes(type);

const fromRegistry = (g: RegistryGame | null): LtiGame | null => {
  if (!g || !isLessonGame(g) || g.active.embed_url !== `/embed/${g.key}/` || !isGameType(g.game_type)) return null;
  return { key: g.key, title: g.title, quizId: g.quiz_id, gameType: g.game_type, bundleKey: g.key };
};

/** A teacher's game as the policy sees it (playing it without sign-in, linking it). */
const gameSubject = (row: { id: string; teacher_id: string; is_public: boolean }): CustomGameSubject =>
  ({ type: 'custom-game', id: row.id, teacherId: row.teacher_id, isPublic: row.is_public });

/** What the deep-linking picker offers: the registry's lesson games (see above), then the own games the account may link. */
export async function ltiGames(sql: Sql, games: LtiGameSource, linker: Caller): Promise<{ builtIn: LtiGame[]; own: { key: string; title: string }[] }> {
  const [registry, own] = await Promise.all([games.lessonGames(), customGames.listTeacherCustomGames(sql, { teacherId: linker.userId })]);
  return {
    builtIn: registry.map(fromRegistry).filter((g): g is LtiGame => g !== null),
    own: own.filter((g) => can(linker, 'link', gameSubject(g))).map((g) => ({ key: `custom:${g.id}`, title: g.name })),
  };
}

/** A registry game as LTI and SCORM offer it (see above), or null. */
export const registryLtiGame = async (games: LtiGameSource, key: string | null | undefined): Promise<LtiGame | null> =>
  (key ? fromRegistry(await games.get(key)) : null);

/**
 * A launchable game by key, or null. An own game only when its standalone page can load it without sign-in
 * (what the policy lets nobody signed in play: a public game); with `linkedBy` (deep linking) only one the policy
 * lets that account link, else null (the picker's German refusal).
 */
export async function ltiGame(sql: Sql, games: LtiGameSource, key: string | undefined | null, opts: { linkedBy?: Caller } = {}): Promise<LtiGame | null> {
  if (!key) return null;
  const custom = CUSTOM.exec(key);
  if (!custom) return registryLtiGame(games, key);
  const row = await customGames.getCustomGame(sql, { id: custom[1]! });
  if (!row || !can(ANONYMOUS, 'play', gameSubject(row)) || (opts.linkedBy && !can(opts.linkedBy, 'link', gameSubject(row)))) return null;
  return {
    key, title: row.name, quizId: customQuizId(row.template_id, row.name), gameType: row.template_id,
    bundleKey: CUSTOM_GAME_BUNDLES[row.template_id], customGameId: row.id,
    content: normalizeCustomGameContent({ gameType: row.template_id, ...row.game_data }, row.name),
  };
}

/**
 * The game as its standalone page plays it in a launch, for the replay (replay-verification.ts): no time limit (an
 * own game: its settings' limit) and the game's default target score and part of the map, never a value the pupil
 * chooses on the start overlay (a launch carries no settings): the play page passes them to the game (playPage).
 */
export function launchGameContent(game: LtiGame): { content: GameContent; context: ReplayContext } {
  const timeLimit = game.content ? (game.content.settings?.timeLimit ?? 0) : 0;
  const gameId = game.customGameId ?? game.key;
  return {
    content: {
      gameType: game.gameType, gameId, gameName: game.title, gameDescription: null, quizId: game.quizId,
      settings: gameChoices(gameId, { timeLimit, allowRetry: true, showScore: true }),
    },
    context: game.content ? { customGame: game.content } : {},
  };
}
