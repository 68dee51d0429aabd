import { z } from '@hono/zod-openapi';
import { REACTION_LIMITS } from './reaction-rules.ts';
import { ACTIONS } from './abilities.ts';

/** Live polls: the block content (spec 3) and the vote, results and reset calls (spec 4, 7). */

/** What the editor sends; the server drops empty options and stores showResults and anonymous as true (spec 5). */
export const ReactionContentInputSchema = z.object({
  prompt: z.string().trim().min(1, 'Prompt is required').max(REACTION_LIMITS.promptMax),
  options: z.array(z.string().max(REACTION_LIMITS.optionMaxLength)).max(REACTION_LIMITS.optionsMax),
});

export const ReactionContentSchema = z
  .object({ prompt: z.string(), options: z.array(z.string()), showResults: z.boolean(), anonymous: z.boolean() })
  .openapi('ReactionContent');

/** A student's pick (spec 7 manage-reaction: session_id from browser storage, reaction one of the block's options). */
export const ReactionVoteSchema = z
  .object({
    session_id: z.string().trim().min(1).max(REACTION_LIMITS.sessionIdMax),
    reaction: z.string().min(1).max(REACTION_LIMITS.optionMaxLength),
  })
  .openapi('ReactionVote');

/** Counts per option; never who picked what (anonymous). */
export const ReactionResultsSchema = z
  .object({
    total: z.number().int(),
    counts: z.array(z.object({ reaction: z.string(), count: z.number().int(), percent: z.number().int() })),
  })
  .openapi('ReactionResults');

export const ReactionStateSchema = z
  .object({
    block_id: z.uuid(),
    class_id: z.uuid(),
    /** Null for a student when the block does not show results. */
    results: ReactionResultsSchema.nullable(),
    /** The caller's own current pick (students), else null (spec 7 get_user_reaction). */
    own_reaction: z.string().nullable(),
    /** What the caller may do with the poll in this class (`reset`: the class's teacher deletes the votes), decided by the policy. */
    abilities: z.array(z.enum(ACTIONS.poll)),
  })
  .openapi('ReactionState');

export type ReactionContent = z.infer<typeof ReactionContentSchema>;
export type ReactionVote = z.infer<typeof ReactionVoteSchema>;
export type ReactionResults = z.infer<typeof ReactionResultsSchema>;
export type ReactionState = z.infer<typeof ReactionStateSchema>;
