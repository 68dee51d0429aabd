import type { Sql } from '../client.ts';
import { REACTION_INTERACTION_TYPE } from '../../contract/reaction-rules.ts';
import { ADVISORY_LOCKS } from '../advisory-locks.ts';

/** Votes of live polls (block_interactions with interaction_type 'reaction') and their counts. */

/**
 * A reaction block as seen from one class and one caller: the block's content, the class's
 * teacher, whether the block sits in a lesson of the class (and in a visible one), and whether
 * the caller is actively enrolled. Null when the block is not a reaction block or the class does not exist.
 */
export interface ReactionContextRow {
  content: Record<string, unknown>;
  class_teacher_id: string | null;
  in_class: boolean;
  visible_in_class: boolean;
  caller_enrolled: boolean;
}

export async function reactionContext(
  sql: Sql, { blockId, classId, userId }: { blockId: string; classId: string; userId: string },
): Promise<ReactionContextRow | null> {
  const rows = await sql<ReactionContextRow[]>`
    select b.content, c.teacher_id as class_teacher_id,
      exists (select 1 from lesson_blocks lb join class_lessons cl on cl.lesson_id = lb.lesson_id
              where lb.block_id = b.id and cl.class_id = c.id) as in_class,
      exists (select 1 from lesson_blocks lb join class_lessons cl on cl.lesson_id = lb.lesson_id
              where lb.block_id = b.id and cl.class_id = c.id and cl.is_visible) as visible_in_class,
      exists (select 1 from class_enrollments e
              where e.class_id = c.id and e.student_id = ${userId} and e.status = 'active') as caller_enrolled
    from blocks b, classes c
    where b.id = ${blockId} and b.type = 'reaction' and c.id = ${classId}`;
  return rows[0] ?? null;
}

/** The reaction blocks of a lesson (ids and content), for a realtime subscription. */
export async function reactionBlocksOfLesson(sql: Sql, { lessonId }: { lessonId: string }) {
  return sql<{ id: string; content: Record<string, unknown> }[]>`
    select b.id, b.content from lesson_blocks lb join blocks b on b.id = lb.block_id
    where lb.lesson_id = ${lessonId} and b.type = 'reaction'`;
}

/** Ids of the lesson's game blocks (their results table follows the lesson's event stream, for the class's teacher). */
export async function gameBlocksOfLesson(sql: Sql, { lessonId }: { lessonId: string }) {
  return sql<{ id: string }[]>`
    select b.id from lesson_blocks lb join blocks b on b.id = lb.block_id
    where lb.lesson_id = ${lessonId} and b.type = 'game'`;
}

/**
 * Sets the student's one current reaction in the block and class, replacing an earlier one (call it
 * under lockPoll). The browser's session id is kept, prefixed with the user id: two students on one
 * shared computer carry the same stored id, and the table's unique key includes it.
 */
export async function replaceReaction(
  tx: Sql, p: { blockId: string; classId: string; userId: string; sessionId: string; reaction: string },
): Promise<void> {
  await tx`
    delete from block_interactions
    where block_id = ${p.blockId} and class_id = ${p.classId} and interaction_type = ${REACTION_INTERACTION_TYPE} and user_id = ${p.userId}`;
  await tx`
    insert into block_interactions (block_id, class_id, user_id, interaction_type, session_id, reaction)
    values (${p.blockId}, ${p.classId}, ${p.userId}, ${REACTION_INTERACTION_TYPE}, ${`${p.userId}:${p.sessionId}`}, ${p.reaction})`;
}

/** Spec 7 get_user_reaction: the caller's current reaction, or null. */
export async function ownReaction(sql: Sql, { blockId, classId, userId }: { blockId: string; classId: string; userId: string }) {
  const rows = await sql<{ reaction: string }[]>`
    select reaction from block_interactions
    where block_id = ${blockId} and class_id = ${classId} and user_id = ${userId} and interaction_type = ${REACTION_INTERACTION_TYPE}
    order by updated_at desc limit 1`;
  return rows[0]?.reaction ?? null;
}

/** Spec 7 reaction_aggregates: count per reaction for the block and class (nothing about who). */
export async function reactionCounts(sql: Sql, { blockId, classId }: { blockId: string; classId: string }): Promise<Record<string, number>> {
  const rows = await sql<{ reaction: string; count: number }[]>`
    select reaction, count from reaction_aggregates where block_id = ${blockId} and class_id = ${classId}`;
  return Object.fromEntries(rows.map((r) => [r.reaction, r.count]));
}

/** Spec 7 reset: deletes the block's reactions in the class; returns how many went. */
export async function deleteReactions(sql: Sql, { blockId, classId }: { blockId: string; classId: string }): Promise<number> {
  const res = await sql`
    delete from block_interactions
    where block_id = ${blockId} and class_id = ${classId} and interaction_type = ${REACTION_INTERACTION_TYPE}`;
  return res.count;
}

/** Serializes votes and resets of one poll in one class (transaction lock), so counts are read and announced in commit order. */
export async function lockPoll(tx: Sql, { blockId, classId }: { blockId: string; classId: string }): Promise<void> {
  await tx`select pg_advisory_xact_lock(${ADVISORY_LOCKS.pollVotes}, hashtext(${blockId} || ${classId}))`;
}

/**
 * Lets this transaction's COMMIT return without waiting for the WAL flush. For poll votes only:
 * a vote is cheap to repeat, and a PostgreSQL crash can lose at most the last few hundred ms of
 * them (never corrupt anything), while every vote answers and fans out faster (api/bench/poll-fanout).
 */
export async function commitWithoutFlushWait(tx: Sql): Promise<void> {
  await tx`set local synchronous_commit = off`;
}

/** Queues a notification on the channel; PostgreSQL delivers it to every listener when (and only if) the transaction commits. */
export async function notify(tx: Sql, { channel, payload }: { channel: string; payload: string }): Promise<void> {
  await tx`select pg_notify(${channel}, ${payload})`;
}

/** A lesson as seen from one class and one caller (the SSE subscription's permission check); null when either is missing. */
export async function lessonInClassContext(
  sql: Sql, { lessonId, classId, userId }: { lessonId: string; classId: string; userId: string },
): Promise<Omit<ReactionContextRow, 'content'> | null> {
  const rows = await sql<Omit<ReactionContextRow, 'content'>[]>`
    select c.teacher_id as class_teacher_id,
      exists (select 1 from class_lessons cl where cl.class_id = c.id and cl.lesson_id = l.id) as in_class,
      exists (select 1 from class_lessons cl where cl.class_id = c.id and cl.lesson_id = l.id and cl.is_visible) as visible_in_class,
      exists (select 1 from class_enrollments e
              where e.class_id = c.id and e.student_id = ${userId} and e.status = 'active') as caller_enrolled
    from lessons l, classes c
    where l.id = ${lessonId} and c.id = ${classId}`;
  return rows[0] ?? null;
}
