import {
  AppError, ErrorCode, GameRegistryErrorCode, normalizeCustomGameContent, parseStoredContent,
  type ClassGameResults, type GameContent, type GameResult, type GameResultInput, type GameRound,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import { displayName } from '../../contract/rules.ts';
import type { Sql } from '../../db/client.ts';
import * as classes from '../../db/queries/classes.ts';
import * as customGames from '../../db/queries/custom-games.ts';
import * as lessons from '../../db/queries/lessons.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import * as q from '../../db/queries/game-results.ts';
import { inTransaction } from '../../db/transaction.ts';
import { presentGameResult } from '../../presenters.ts';
import { GAME_CHANNEL, type GameEvent, type GameTryEvent } from '../../realtime/poll-events.ts';
import { notify } from '../../db/queries/reactions.ts';
import { authorize, found, type GameBlockSubject } from '../authorization.ts';
import { implausibility } from './game-content.ts';
import { rulesGameKey, verifyWithGameRules, type ReplayContext } from './replay-verification.ts';
import type { GameRules } from '../game-rules/game-rules.ts';
import { issueSeed, replayRefused, seedMismatch, seedRefusal } from './round-binding.ts';
import type { GameRegistry } from '../game-registry/game-registry.ts';

/** A browser cannot start more real rounds than this per minute; more is a script. */
const MAX_ROUNDS_PER_MINUTE = 30;
/** Games shown (rounds drawn, each with a seed) per student and minute: opening and closing a game costs no try. */
const MAX_DRAWS_PER_MINUTE = 60;

/** A round as the API answers it. */
const presentRound = (r: q.RoundRow): GameRound => ({ round_id: r.id, seed: r.seed ?? 0, started_at: r.started_at?.toISOString() ?? null });

/**
 * Orders results best first: more points reached (the score toward the goal), then a completed
 * (won) round before one that is not, then the shorter round. 0 when equal.
 */
export function compareResults(a: Pick<q.GameResultRow, 'score' | 'success' | 'duration_seconds'>, b: typeof a): number {
  return b.score - a.score || Number(b.success) - Number(a.success) || a.duration_seconds - b.duration_seconds;
}

/** Best = most points, then completed, then the shorter round, then the earlier one (rows are newest first). */
function best(rows: q.GameResultRow[]): q.GameResultRow | null {
  let top: q.GameResultRow | null = null;
  for (const row of rows) if (!top || compareResults(row, top) <= 0) top = row;
  return top;
}

/**
 * Results of games played inside lessons: a signed-in student, actively enrolled, starts a round
 * of a game block in a lesson visible in the class and reports how it ended; the student reads
 * their tries, best and last, the class's teacher the whole class (students without a try too)
 * and a CSV of it. A try counts from its start, so an abandoned round is a try too.
 */
export class GameResultService {
  constructor(private readonly sql: Sql, private readonly games: Pick<GameRegistry, 'get'>, private readonly rules: GameRules) {}

  /**
   * The game block's content once the policy lets the caller `play` it (an enrolled student, a lesson visible in
   * the class holds it) or `review` it (the class's teacher). Another kind of block is a bad request, not a refusal.
   */
  private async gameBlock(caller: Caller, classId: string, blockId: string, action: 'play' | 'review'): Promise<GameContent> {
    const ctx = found(await lessons.blockInClass(this.sql, { classId, blockId, userId: caller.userId }), 'class');
    const subject: GameBlockSubject = {
      type: 'game-block', classTeacherId: ctx.class_teacher_id, callerEnrolled: ctx.caller_enrolled,
      inClass: ctx.in_class, visibleInClass: ctx.visible_in_class,
    };
    authorize(caller, action, subject);
    // Allowed means a lesson of the class holds the block: `found` only narrows the type.
    const block = found(ctx.block, 'game-block');
    if (block.type !== 'game') throw new AppError(ErrorCode.NOT_A_GAME_BLOCK, 400, 'Der angeforderte Block ist kein Spiel');
    // A renamed custom game updates its blocks (name, quiz id) in the same transaction (custom-game-service.ts).
    return parseStoredContent('game', block.content);
  }

  /**
   * A teacher's game that is gone (deleted with its teacher) leaves its block behind in other
   * teachers' lessons: the lesson shows 'Spiel nicht gefunden' and no round starts or ends on it.
   */
  private async assertGameExists(content: GameContent): Promise<{ resultKeys?: string[] }> {
    const custom = content.gameType === 'matching' || content.gameType === 'multipleChoice';
    if (!custom) {
      // A registry game (built-in or added on 'Spiele'): gone or switched off means no new round and no result.
      const game = await this.games.get(content.gameId);
      if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND, 404, 'Spiel nicht gefunden');
      if (!game.enabled) throw new AppError(GameRegistryErrorCode.GAME_DISABLED, 409, 'Dieses Spiel wurde von der Administration ausgeschaltet.');
      return { resultKeys: game.result_keys };
    }
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(content.gameId);
    if (custom && (!isUuid || !(await customGames.getCustomGame(this.sql, { id: content.gameId })))) {
      throw new AppError(ErrorCode.GAME_NOT_FOUND, 404, 'Spiel nicht gefunden');
    }
    return {};
  }

  /** What a replay needs besides the block: a teacher's game's content (matching, multiple choice). */
  /** The version of the block's game (a teacher-made game's engine) that a round drawn now plays: the active one. */
  private async playedVersion(content: GameContent): Promise<string | null> {
    return (await this.games.get(rulesGameKey(content)))?.active?.id ?? null;
  }

  private async replayContext(content: GameContent): Promise<ReplayContext> {
    if (content.gameType !== 'matching' && content.gameType !== 'multipleChoice') return {};
    const row = await customGames.getCustomGame(this.sql, { id: content.gameId }).catch(() => null);
    return { customGame: row ? normalizeCustomGameContent({ gameType: row.template_id, ...row.game_data }, row.name) : null };
  }

  /** Tells the class's open teacher pages that the block's results changed (after the commit, via NOTIFY). */
  private async publish(sql: Sql, blockId: string, classId: string) {
    await notify(sql, { channel: GAME_CHANNEL, payload: JSON.stringify({ kind: 'game-results', block_id: blockId, class_id: classId } satisfies GameEvent) });
  }

  /**
   * Draws a round when the game shows: its id and the seed the game plays, from the server's randomness (not yet a
   * try). A block without retries whose round is used draws none (409), so the lesson says so before the game shows.
   */
  async drawRound(caller: Caller, classId: string, blockId: string): Promise<GameRound> {
    const content = await this.gameBlock(caller, classId, blockId, 'play');
    await this.assertGameExists(content);
    const key = { blockId, classId, studentId: caller.userId };
    return inTransaction(this.sql, async (tx) => {
      await q.lockRounds(tx, key);
      await this.assertTryLeft(tx, content, key);
      if ((await q.countRecentRounds(tx, { studentId: caller.userId, seconds: 60, started: false })) >= MAX_DRAWS_PER_MINUTE) {
        throw new AppError(ErrorCode.RATE_LIMITED, 429, 'Too many rounds');
      }
      return presentRound(await q.insertRound(tx, { ...key, seed: issueSeed(), gameVersionId: await this.playedVersion(content) }));
    });
  }

  /**
   * Starts a drawn round (the moment its first question shows): the try counts from here. A block without retries
   * takes one round: a second start is refused, also after a reload mid-round, since the round counts from here.
   * Starting a started round again changes nothing.
   */
  async startRound(caller: Caller, classId: string, blockId: string, roundId: string): Promise<GameRound> {
    const content = await this.gameBlock(caller, classId, blockId, 'play');
    await this.assertGameExists(content);
    const key = { blockId, classId, studentId: caller.userId };
    return inTransaction(this.sql, async (tx) => {
      await q.lockRounds(tx, key);
      const round = await q.getRound(tx, { id: roundId, ...key });
      if (!round) throw new AppError(ErrorCode.GAME_ROUND_NOT_FOUND, 404, 'No such round of this game block');
      if (round.started_at) return presentRound(round);
      await this.assertTryLeft(tx, content, key);
      if ((await q.countRecentRounds(tx, { studentId: caller.userId, seconds: 60 })) >= MAX_ROUNDS_PER_MINUTE) {
        throw new AppError(ErrorCode.RATE_LIMITED, 429, 'Too many rounds');
      }
      const started = await q.startRound(tx, { id: roundId, ...key });
      if (!started) throw new AppError(ErrorCode.GAME_ROUND_NOT_FOUND, 404, 'No such round of this game block');
      await this.publish(tx, blockId, classId);
      return presentRound(started);
    });
  }

  /** A block without retries: refused (409) once the student's tries (one plus those granted) are used. */
  private async assertTryLeft(tx: Sql, content: GameContent, key: { blockId: string; classId: string; studentId: string }) {
    if (content.settings.allowRetry) return;
    const [used, granted] = await Promise.all([q.countAttempts(tx, key), q.countGrants(tx, key)]);
    if ((used.get(key.studentId) ?? 0) >= 1 + (granted.get(key.studentId) ?? 0)) {
      throw new AppError(ErrorCode.GAME_ALREADY_PLAYED, 409, 'This game allows one round only');
    }
  }

  /**
   * Ends a started round with its result: once per round, no longer than the round has been running, played on the
   * round's seed (replayed with the stored one).
   */
  async report(caller: Caller, classId: string, blockId: string, input: GameResultInput): Promise<GameResult> {
    const content = await this.gameBlock(caller, classId, blockId, 'play');
    const { resultKeys } = await this.assertGameExists(content);
    const round = await q.getRound(this.sql, { id: input.roundId, blockId, classId, studentId: caller.userId });
    if (!round) throw new AppError(ErrorCode.GAME_ROUND_NOT_FOUND, 404, 'No such round of this game block');
    if (round.elapsed_ms === null || round.elapsed_seconds === null) {
      throw new AppError(ErrorCode.GAME_ROUND_NOT_STARTED, 409, 'This round has not started');
    }
    const wrongSeed = seedRefusal(round.seed, input.seed);
    if (wrongSeed) throw seedMismatch(wrongSeed);
    const reason = implausibility(content, input, round.elapsed_seconds, resultKeys);
    if (reason) throw new AppError(ErrorCode.GAME_RESULT_IMPLAUSIBLE, 422, `Implausible result: ${reason}`);
    // Replayed with the game's own rules on the round's own seed: what is stored is the server's result, never the claim.
    const verification = await verifyWithGameRules(
      this.rules, content, { ...input, seed: round.seed! }, round.elapsed_ms, await this.replayContext(content), round.game_version_id,
    );
    if (verification.kind === 'refused') throw replayRefused(verification);
    const result = verification.kind === 'verified' ? verification.result : input;
    try {
      const row = await inTransaction(this.sql, async (tx) => {
        const stored = await q.insertGameResult(tx, {
          roundId: round.id, blockId, classId, studentId: caller.userId, quizId: result.quizId, values: result.values as Record<string, number | string>,
          score: result.score.raw, maxScore: result.score.max, success: result.success, durationSeconds: result.durationSeconds,
          verified: verification.kind === 'verified', target: verification.kind === 'verified' ? verification.target : null,
          gameVersionId: round.game_version_id,
        });
        await this.publish(tx, blockId, classId);
        return stored;
      });
      return presentGameResult(row);
    } catch (error) {
      if (isUniqueViolation(error, q.ROUND_ONCE)) throw new AppError(ErrorCode.GAME_ROUND_ALREADY_REPORTED, 409, 'This round has its result');
      throw error;
    }
  }

  async own(caller: Caller, classId: string, blockId: string) {
    const content = await this.gameBlock(caller, classId, blockId, 'play');
    const key = { blockId, classId, studentId: caller.userId };
    const [rows, attempts, grants] = await Promise.all([q.listGameResults(this.sql, key), q.countAttempts(this.sql, key), q.countGrants(this.sql, key)]);
    const top = best(rows);
    return {
      attempts: attempts.get(caller.userId) ?? 0,
      allowed_attempts: content.settings.allowRetry ? null : 1 + (grants.get(caller.userId) ?? 0),
      best: top && presentGameResult(top), last: rows[0] ? presentGameResult(rows[0]) : null,
    };
  }

  async forClass(caller: Caller, classId: string, blockId: string): Promise<ClassGameResults> {
    const content = await this.gameBlock(caller, classId, blockId, 'review');
    const [students, rows, attempts, grants] = await Promise.all([
      classes.listActiveStudents(this.sql, { classId }),
      q.listGameResults(this.sql, { blockId, classId }),
      q.countAttempts(this.sql, { blockId, classId }),
      q.countGrants(this.sql, { blockId, classId }),
    ]);
    const byStudent = new Map<string, q.GameResultRow[]>();
    for (const row of rows) byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row]);
    const entries = students.map((s) => {
      const own = byStudent.get(s.student_id) ?? [];
      return { student: s, name: displayName(s), top: best(own), last: own[0] ?? null };
    });
    // The ranking: best result first (points, completed, time); students without a result last, by name.
    entries.sort((a, b) => {
      if (a.top && b.top) return compareResults(a.top, b.top) || a.name.localeCompare(b.name, 'de-CH');
      return a.top ? -1 : b.top ? 1 : a.name.localeCompare(b.name, 'de-CH');
    });
    let rank = 0;
    return {
      game_name: content.gameName,
      students: entries.map(({ student, name, top, last }, index) => {
        const previous = entries[index - 1]?.top;
        if (top) rank = previous && compareResults(previous, top) === 0 ? rank : index + 1;
        return {
          student_id: student.student_id, name, rank: top ? rank : null,
          attempts: attempts.get(student.student_id) ?? 0,
          allowed_attempts: content.settings.allowRetry ? null : 1 + (grants.get(student.student_id) ?? 0),
          best: top && presentGameResult(top), last: last && presentGameResult(last),
        };
      }),
    };
  }

  /**
   * Gives a student another try on a block that allows one round (allowRetry off): the class's
   * teacher only, and only once the student's tries are used (no tries kept in stock).
   */
  async grantTry(caller: Caller, classId: string, blockId: string, studentId: string): Promise<{ allowed_attempts: number; attempts: number }> {
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    authorize(caller, 'grantGameTry', { type: 'class', teacherId: cls.teacher_id, callerEnrolled: false });
    const content = await this.gameBlock(caller, classId, blockId, 'review');
    if (!(await classes.getActiveEnrollment(this.sql, { classId, studentId }))) throw new AppError(ErrorCode.NOT_ENROLLED, 404, 'The student is not in this class');
    const key = { blockId, classId, studentId };
    return inTransaction(this.sql, async (tx) => {
      await q.lockRounds(tx, key);
      const [used, granted] = await Promise.all([q.countAttempts(tx, key), q.countGrants(tx, key)]);
      const attempts = used.get(studentId) ?? 0;
      const allowed = 1 + (granted.get(studentId) ?? 0);
      if (content.settings.allowRetry || attempts < allowed) throw new AppError(ErrorCode.GAME_TRY_NOT_NEEDED, 409, 'The student can play already');
      await q.insertGrant(tx, { ...key, teacherId: caller.userId });
      await this.publish(tx, blockId, classId);
      // The student's open lesson page shows the new try without a reload.
      await notify(tx, { channel: GAME_CHANNEL, payload: JSON.stringify({ kind: 'game-try', block_id: blockId, class_id: classId, student_id: studentId } satisfies GameTryEvent) });
      return { allowed_attempts: allowed + 1, attempts };
    });
  }
}
