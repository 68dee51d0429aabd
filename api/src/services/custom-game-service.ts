import {
  customQuizId, normalizeCustomGameContent, type CustomGame, type CustomGameInput, type CustomGameSummary, type ImportResult, type InterchangeFormat,
} from '../contract/custom-games.ts';
import { AppError, ErrorCode } from '../contract/errors.ts';
import { ANONYMOUS, type Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/custom-games.ts';
import { deleteBlock } from '../db/queries/lessons.ts';
import { inTransaction } from '../db/transaction.ts';
import { presentCustomGame, presentCustomGameSummary } from '../presenters.ts';
import { abilities, authorize, can, found, type CustomGameSubject } from './authorization.ts';
import { exportCsv, importCsv } from './custom-game-interchange/csv.ts';
import { exportMoodleXml, importMoodleXml } from './custom-game-interchange/moodle-xml.ts';

/** What is stored in game_data: the entries of the game's type, its settings and title (spec 3). */
function gameData(input: CustomGameInput): Record<string, unknown> {
  const entries = input.gameType === 'matching' ? { pairs: input.pairs } : { questions: input.questions };
  return { gameType: input.gameType, title: input.name, ...entries, settings: input.settings };
}

/** A stored game as a permission subject (whether a lesson of the caller holds it matters only for playing). */
const gameSubject = (row: q.CustomGameRow): CustomGameSubject => ({ type: 'custom-game', teacherId: row.teacher_id, isPublic: row.is_public });

/** Teachers' own matching and multiple-choice games (spec 2 'Manage games', 'Game creation'; spec 7). */
export class CustomGameService {
  constructor(private readonly sql: Sql) {}

  async listOwn(caller: Caller): Promise<CustomGameSummary[]> {
    return (await q.listTeacherCustomGames(this.sql, { teacherId: caller.userId })).map(presentCustomGameSummary);
  }

  /**
   * A public game for anyone (signed in or not); a private one for its owner and for whoever may
   * open a lesson of a class that holds it ('Custom Game nicht gefunden' otherwise).
   */
  async read(caller: Caller | null, id: string): Promise<CustomGame> {
    const who = caller ?? ANONYMOUS;
    const row = found(await q.getCustomGame(this.sql, { id }), 'custom-game');
    const game: CustomGameSubject = { type: 'custom-game', id: row.id, teacherId: row.teacher_id, isPublic: row.is_public };
    // Where the game sits in lessons is looked up only when the game alone does not let the caller play it.
    const subject = can(who, 'play', game) ? game : { ...game, ...(await this.placement(who, id)) };
    authorize(who, 'play', subject);
    return presentCustomGame(row, abilities(who, subject));
  }

  /** The facts about the lessons that hold the game, for the policy's 'play' (a signed-in caller; the LTI launch's lesson). */
  private async placement(who: Caller, id: string): Promise<Pick<CustomGameSubject, 'inTaughtClass' | 'inVisibleEnrolledClass' | 'inLtiLesson'>> {
    const lessons = who.userId ? await q.gameInUsersClassLessons(this.sql, { gameId: id, userId: who.userId }) : null;
    const ltiLesson = who.ltiScope?.lessonId;
    return {
      inTaughtClass: !!lessons?.in_taught_class, inVisibleEnrolledClass: !!lessons?.in_visible_enrolled_class,
      inLtiLesson: !!ltiLesson && (await q.gameInLesson(this.sql, { gameId: id, lessonId: ltiLesson })),
    };
  }

  async create(caller: Caller, input: CustomGameInput): Promise<CustomGame> {
    authorize(caller, 'manage', { type: 'custom-game', teacherId: caller.userId, isPublic: true });
    const row = await q.insertCustomGame(this.sql, {
      teacherId: caller.userId, type: input.gameType, name: input.name, description: input.description, data: gameData(input),
    });
    return presentCustomGame(row, abilities(caller, gameSubject(row)));
  }

  async update(caller: Caller, id: string, input: CustomGameInput): Promise<CustomGame> {
    return inTransaction(this.sql, async (tx) => {
      const row = found(await q.lockCustomGame(tx, { id }), 'custom-game');
      authorize(caller, 'manage', gameSubject(row));
      const updated = await q.updateCustomGame(tx, {
        id, type: input.gameType, name: input.name, description: input.description, data: gameData(input),
      });
      // Lessons' game blocks show its name and check results against its quiz id: keep them in step.
      await q.syncGameBlocks(tx, {
        gameId: id, gameType: input.gameType, name: input.name, description: input.description, quizId: customQuizId(input.gameType, input.name),
      });
      return presentCustomGame(updated, abilities(caller, gameSubject(updated)));
    });
  }

  /**
   * Deletes an own game and, in the same transaction, the game blocks pointing to it, so no lesson is
   * left with a block for a missing game (the lessons' blocks close up). Answers how many blocks went.
   */
  async delete(caller: Caller, id: string): Promise<{ removed_blocks: number }> {
    return inTransaction(this.sql, async (tx) => {
      const row = found(await q.lockCustomGame(tx, { id }), 'custom-game');
      authorize(caller, 'manage', gameSubject(row));
      const blockIds = await q.gameBlockIds(tx, { gameId: id });
      for (const blockId of blockIds) await deleteBlock(tx, { id: blockId });
      await q.deleteCustomGame(tx, { id });
      return { removed_blocks: blockIds.length };
    });
  }

  /** Reads questions and pairs from a Moodle XML or CSV file for the creation form (nothing is stored). */
  importFile(caller: Caller, format: InterchangeFormat, text: string): ImportResult {
    authorize(caller, 'manage', { type: 'custom-game', teacherId: caller.userId, isPublic: true });
    try {
      return format === 'csv' ? importCsv(text) : importMoodleXml(text);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // A parser giving up (an unclosed quote, broken XML) is the file's fault: 400, never 500.
      throw new AppError(ErrorCode.IMPORT_FILE_INVALID, 400, 'The file cannot be read');
    }
  }

  /** An own game as a Moodle XML or CSV file, with a file name from its name. */
  async exportFile(caller: Caller, id: string, format: InterchangeFormat): Promise<{ fileName: string; contentType: string; body: string }> {
    const row = found(await q.getCustomGame(this.sql, { id }), 'custom-game');
    authorize(caller, 'manage', gameSubject(row));
    const content = normalizeCustomGameContent({ gameType: row.template_id, ...row.game_data }, row.name);
    const base = row.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'spiel';
    return format === 'csv'
      ? { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: exportCsv(content) }
      : { fileName: `${base}.xml`, contentType: 'application/xml; charset=utf-8', body: exportMoodleXml(row.name, content) };
  }
}
