import type { Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import * as lessons from '../db/queries/lessons.ts';
import { can, type LessonSubject } from '../services/authorization.ts';
import { rulesGameKey } from '../services/game-results/replay-verification.ts';
import type { GameRules } from '../services/game-rules/game-rules.ts';
import { launchGameContent, ltiGame, type LtiGame, type LtiGameSource } from './lti-games.ts';

/**
 * A teacher's own lesson as an LMS links it (deep linking, issue 25), named `lesson:<id>`.
 *
 * Grading: a lesson is graded by ONE game, its first game block whose game the server can replay
 * (a built-in game or a public own game with replayable rules, as for a linked game). Only then does the
 * deep-linking response carry a `lineItem` (the LMS creates a gradebook column), and the score of that
 * game's verified rounds goes to it. A lesson without such a game is linked without a line item: the
 * LMS shows it as an activity without a grade. Text, pictures, videos or unverifiable games are never graded.
 */
export interface LtiLesson { key: string; id: string; title: string; gradedGame: LtiGame | null }

const LESSON = /^lesson:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the key names a lesson (`lesson:<id>`) rather than a game. */
export const isLessonKey = (key: string | null | undefined): boolean => !!key && LESSON.test(key);

/**
 * A lesson as the policy sees it when a teacher links it into an LMS course (`link`: its owner). Where it sits in
 * classes cannot matter for linking, so it is not looked up.
 */
const linkSubject = (row: { id: string; teacher_id: string }): LessonSubject =>
  ({ type: 'lesson', id: row.id, teacherId: row.teacher_id, inCallersClass: false, visibleToCaller: false });

/** The picker's lessons: those the deep-linking account may link (its own), newest first. */
export async function ltiLessons(sql: Sql, linker: Caller): Promise<{ key: string; title: string }[]> {
  const rows = await lessons.listTeacherLessons(sql, { teacherId: linker.userId });
  return rows.filter((l) => can(linker, 'link', linkSubject(l))).map((l) => ({ key: `lesson:${l.id}`, title: l.name }));
}

/**
 * A lesson by key, or null. Launched: the key comes from a link this tool recorded for the launching platform
 * (LtiService.launchedKey), never from the LMS's custom parameters alone. With `linkedBy` (deep linking): only one
 * the policy lets that account link, else null (the picker's German refusal).
 */
export async function ltiLesson(
  sql: Sql, games: LtiGameSource, rules: Pick<GameRules, 'replayable'>, key: string | null | undefined, opts: { linkedBy?: Caller } = {},
): Promise<LtiLesson | null> {
  const match = key ? LESSON.exec(key) : null;
  if (!match) return null;
  const row = await lessons.getLesson(sql, { id: match[1]! });
  if (!row || (opts.linkedBy && !can(opts.linkedBy, 'link', linkSubject(row)))) return null;
  return { key: `lesson:${row.id}`, id: row.id, title: row.name, gradedGame: await gradedGame(sql, games, rules, row.id) };
}

/** The lesson's first game block whose game the server can replay (see above), as a launchable game. */
async function gradedGame(sql: Sql, games: LtiGameSource, rules: Pick<GameRules, 'replayable'>, lessonId: string): Promise<LtiGame | null> {
  for (const block of await lessons.listLessonBlocks(sql, { lessonId })) {
    if (block.block_type !== 'game') continue;
    const gameId = (block.block_content as { gameId?: unknown }).gameId;
    if (typeof gameId !== 'string') continue;
    const game = await ltiGame(sql, games, UUID.test(gameId) ? `custom:${gameId}` : gameId);
    if (!game) continue;
    if (await rules.replayable(rulesGameKey(launchGameContent(game).content))) return game;
  }
  return null;
}
