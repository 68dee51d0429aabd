import { AppError, ErrorCode } from '../../contract/index.ts';
import { reactionResults } from '../../contract/reaction-rules.ts';
import type { ReactionState, ReactionVote } from '../../contract/reactions.ts';
import type { Caller } from '../../caller.ts';
import type { Sql } from '../../db/client.ts';
import * as q from '../../db/queries/reactions.ts';
import { inTransaction } from '../../db/transaction.ts';
import { POLL_CHANNEL, type PollEvent } from '../../realtime/poll-events.ts';
import type { PollSubscription } from '../../realtime/realtime-hub.ts';
import { abilities, authorize, can, found, type PollSubject } from '../authorization.ts';
import { presentReactionContent, presentReactionState } from '../../presenters.ts';

/**
 * Live polls (spec 4 Reaction, 7 manage-reaction / get_user_reaction / reaction_aggregates):
 * one current vote per enrolled student, block and class; counts for the class's teacher always
 * and for students when the poll shows results; never who voted what (anonymous).
 */
export class ReactionService {
  constructor(private readonly sql: Sql) {}

  private async context(sql: Sql, caller: Caller, blockId: string, classId: string) {
    const ctx = found(await q.reactionContext(sql, { blockId, classId, userId: caller.userId }), 'poll');
    const subject: PollSubject = {
      type: 'poll', classTeacherId: ctx.class_teacher_id, inClass: ctx.in_class,
      visibleInClass: ctx.visible_in_class, callerEnrolled: ctx.caller_enrolled,
    };
    return { content: presentReactionContent(ctx.content), subject };
  }

  /** The counts (when the caller may see them) and the caller's own pick. */
  async state(caller: Caller, blockId: string, classId: string): Promise<ReactionState> {
    const { content, subject } = await this.context(this.sql, caller, blockId, classId);
    authorize(caller, 'view', subject);
    const may = abilities(caller, subject);
    const results = may.includes('reset') || content.showResults
      ? reactionResults(content.options, await q.reactionCounts(this.sql, { blockId, classId }))
      : null;
    const own = may.includes('vote') ? await q.ownReaction(this.sql, { blockId, classId, userId: caller.userId }) : null;
    return presentReactionState({ blockId, classId }, results, own, may);
  }

  /** Sets (or replaces) the student's reaction; the new counts go to every instance's subscribers on commit. */
  async vote(caller: Caller, blockId: string, classId: string, vote: ReactionVote): Promise<ReactionState> {
    return inTransaction(this.sql, async (tx) => {
      const { content, subject } = await this.context(tx, caller, blockId, classId);
      authorize(caller, 'vote', subject);
      if (!content.options.includes(vote.reaction)) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'reaction must be one of the poll options');
      }
      await q.commitWithoutFlushWait(tx);
      await q.lockPoll(tx, { blockId, classId });
      await q.replaceReaction(tx, { blockId, classId, userId: caller.userId, sessionId: vote.session_id, reaction: vote.reaction });
      const results = await this.announce(tx, 'votes', blockId, classId, content.options);
      // The answer comes from the same transaction: no second round of queries after the commit.
      return presentReactionState({ blockId, classId }, content.showResults ? results : null, vote.reaction, abilities(caller, subject));
    });
  }

  /** The class's teacher deletes the poll's votes in the class (spec 4: after a confirmation in the UI). */
  async reset(caller: Caller, blockId: string, classId: string): Promise<void> {
    await inTransaction(this.sql, async (tx) => {
      const { content, subject } = await this.context(tx, caller, blockId, classId);
      authorize(caller, 'reset', subject);
      await q.lockPoll(tx, { blockId, classId });
      await q.deleteReactions(tx, { blockId, classId });
      await this.announce(tx, 'reset', blockId, classId, content.options);
    });
  }

  /** NOTIFY inside the transaction: delivered to every instance only if and when it commits. */
  private async announce(tx: Sql, kind: PollEvent['kind'], blockId: string, classId: string, options: string[]) {
    const results = reactionResults(options, await q.reactionCounts(tx, { blockId, classId }));
    const event: PollEvent = { kind, block_id: blockId, class_id: classId, results };
    await q.notify(tx, { channel: POLL_CHANNEL, payload: JSON.stringify(event) });
    return results;
  }

  /**
   * What a caller may follow live in a lesson opened from a class: every poll of the lesson, with
   * whether the counts may be sent. Refused (403/404) unless the caller may see the lesson in that class.
   */
  async subscription(caller: Caller, lessonId: string, classId: string): Promise<PollSubscription> {
    const ctx = found(await q.lessonInClassContext(this.sql, { lessonId, classId, userId: caller.userId }), 'poll');
    const subject: PollSubject = {
      type: 'poll', classTeacherId: ctx.class_teacher_id, inClass: ctx.in_class,
      visibleInClass: ctx.visible_in_class, callerEnrolled: ctx.caller_enrolled,
    };
    authorize(caller, 'view', subject);
    const teacher = can(caller, 'reset', subject);
    const polls = new Map<string, boolean>();
    for (const block of await q.reactionBlocksOfLesson(this.sql, { lessonId })) {
      polls.set(block.id, teacher || presentReactionContent(block.content).showResults);
    }
    // The class's teacher also hears when a game block's results change (issue 22); a student only when they were
    // granted another try (the hub sends 'game-try' to that student alone).
    for (const block of await q.gameBlocksOfLesson(this.sql, { lessonId })) polls.set(block.id, teacher);
    return { classId, userId: caller.userId, polls };
  }
}
