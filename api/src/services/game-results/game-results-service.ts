import {
  AppError, ErrorCode, parseStoredContent, type ClassGameResults, type GameContent, type GameResult, type GameResultInput, type GameRound,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import { displayName } from '../../contract/rules.ts';
import type { Sql } from '../../db/client.ts';
import * as classes from '../../db/queries/classes.ts';
import { getCustomGame } from '../../db/queries/custom-games.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import * as q from '../../db/queries/game-results.ts';
import { inTransaction } from '../../db/transaction.ts';
import { presentGameResult } from '../../presenters.ts';
import { authorize, found } from '../authorization.ts';
import { implausibility } from './game-content.ts';

/** A browser cannot start more real rounds than this per minute; more is a script. */
const MAX_ROUNDS_PER_MINUTE = 30;

/** Best = highest share of the goal, then the shorter round, then the earlier one. */
function best(rows: q.GameResultRow[]): q.GameResultRow | null {
  let top: q.GameResultRow | null = null;
  for (const row of rows) {
    if (!top) { top = row; continue; }
    const [a, b] = [row.score / row.max_score, top.score / top.max_score];
    if (a > b || (a === b && row.duration_seconds <= top.duration_seconds)) top = row;
  }
  return top;
}

/**
 * Results of games played inside lessons: a signed-in student, actively enrolled, starts a round
 * of a game block in a lesson visible in the class and reports how it ended; the student reads
 * their tries, best and last, the class's teacher the whole class (students without a try too)
 * and a CSV of it. A try counts from its start, so an abandoned round is a try too.
 */
export class GameResultService {
  constructor(private readonly sql: Sql) {}

  /** The class and game block, checked for the caller: 'participate' for students, 'manage' for teachers. */
  private async gameBlock(caller: Caller, classId: string, blockId: string, action: 'participate' | 'manage'): Promise<GameContent> {
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    const enrolled = action === 'participate' && !!(await classes.getActiveEnrollment(this.sql, { classId, studentId: caller.userId }));
    authorize(caller, action, { type: 'class', teacherId: cls.teacher_id, callerEnrolled: enrolled });
    const block = await q.blockInClass(this.sql, { blockId, classId, onlyVisible: action === 'participate' });
    if (!block) throw new AppError(ErrorCode.BLOCK_NOT_IN_CLASS, 404, 'Block not found in this class');
    if (block.type !== 'game') throw new AppError(ErrorCode.NOT_A_GAME_BLOCK, 400, 'Der angeforderte Block ist kein Spiel');
    // A renamed custom game updates its blocks (name, quiz id) in the same transaction (custom-game-service.ts).
    return parseStoredContent('game', block.content);
  }

  /**
   * A teacher's game that is gone (deleted with its teacher) leaves its block behind in other
   * teachers' lessons: the lesson shows 'Spiel nicht gefunden' and no round starts or ends on it.
   */
  private async assertGameExists(content: GameContent): Promise<void> {
    const custom = content.gameType === 'matching' || content.gameType === 'multipleChoice';
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(content.gameId);
    if (custom && (!isUuid || !(await getCustomGame(this.sql, { id: content.gameId })))) {
      throw new AppError(ErrorCode.GAME_NOT_FOUND, 404, 'Spiel nicht gefunden');
    }
  }

  /**
   * Starts a round (the moment the game shows). A block without retries takes one round: the
   * second start is refused, also after a reload mid-round, since the round counts from here.
   */
  async startRound(caller: Caller, classId: string, blockId: string): Promise<GameRound> {
    const content = await this.gameBlock(caller, classId, blockId, 'participate');
    await this.assertGameExists(content);
    const key = { blockId, classId, studentId: caller.userId };
    return inTransaction(this.sql, async (tx) => {
      await q.lockRounds(tx, key);
      if (!content.settings.allowRetry && (await q.countAttempts(tx, key)).size > 0) {
        throw new AppError(ErrorCode.GAME_ALREADY_PLAYED, 409, 'This game allows one round only');
      }
      if ((await q.countRecentRounds(tx, { studentId: caller.userId, seconds: 60 })) >= MAX_ROUNDS_PER_MINUTE) {
        throw new AppError(ErrorCode.RATE_LIMITED, 429, 'Too many rounds');
      }
      const round = await q.insertRound(tx, key);
      return { round_id: round.id, started_at: round.started_at.toISOString() };
    });
  }

  /** Ends a started round with its result: once per round, no longer than the round has been running. */
  async report(caller: Caller, classId: string, blockId: string, input: GameResultInput): Promise<GameResult> {
    const content = await this.gameBlock(caller, classId, blockId, 'participate');
    await this.assertGameExists(content);
    const round = await q.getRound(this.sql, { id: input.roundId, blockId, classId, studentId: caller.userId });
    if (!round) throw new AppError(ErrorCode.GAME_ROUND_NOT_FOUND, 404, 'No such round of this game block');
    const reason = implausibility(content, input, round.elapsed_seconds);
    if (reason) throw new AppError(ErrorCode.GAME_RESULT_IMPLAUSIBLE, 422, `Implausible result: ${reason}`);
    try {
      const row = await q.insertGameResult(this.sql, {
        roundId: round.id, blockId, classId, studentId: caller.userId, quizId: input.quizId, values: input.values as Record<string, number | string>,
        score: input.score.raw, maxScore: input.score.max, success: input.success, durationSeconds: input.durationSeconds,
      });
      return presentGameResult(row);
    } catch (error) {
      if (isUniqueViolation(error, q.ROUND_ONCE)) throw new AppError(ErrorCode.GAME_ROUND_ALREADY_REPORTED, 409, 'This round has its result');
      throw error;
    }
  }

  async own(caller: Caller, classId: string, blockId: string) {
    await this.gameBlock(caller, classId, blockId, 'participate');
    const [rows, attempts] = await Promise.all([
      q.listGameResults(this.sql, { blockId, classId, studentId: caller.userId }),
      q.countAttempts(this.sql, { blockId, classId, studentId: caller.userId }),
    ]);
    const top = best(rows);
    return { attempts: attempts.get(caller.userId) ?? 0, best: top && presentGameResult(top), last: rows[0] ? presentGameResult(rows[0]) : null };
  }

  async forClass(caller: Caller, classId: string, blockId: string): Promise<ClassGameResults> {
    const content = await this.gameBlock(caller, classId, blockId, 'manage');
    const [students, rows, attempts] = await Promise.all([
      classes.listActiveStudents(this.sql, { classId }),
      q.listGameResults(this.sql, { blockId, classId }),
      q.countAttempts(this.sql, { blockId, classId }),
    ]);
    const byStudent = new Map<string, q.GameResultRow[]>();
    for (const row of rows) byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row]);
    return {
      game_name: content.gameName,
      students: students
        .map((s) => {
          const own = byStudent.get(s.student_id) ?? [];
          const top = best(own);
          return {
            student_id: s.student_id, name: displayName(s),
            attempts: attempts.get(s.student_id) ?? 0, best: top && presentGameResult(top), last: own[0] ? presentGameResult(own[0]) : null,
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'de-CH')),
    };
  }
}
