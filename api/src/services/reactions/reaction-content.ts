import { AppError, ErrorCode } from '../../contract/index.ts';
import { cleanReactionOptions, REACTION_LIMITS } from '../../contract/reaction-rules.ts';

/**
 * A poll's content as stored (spec 5): the prompt, the options without empty ones and
 * duplicates (at least 2, at most 8 remain), showResults and anonymous always true.
 * The input was already checked by ReactionContentInputSchema (prompt required, ≤ 8 options).
 */
export function reactionBlockContent(input: Record<string, unknown>): Record<string, unknown> {
  const options = cleanReactionOptions(Array.isArray(input.options) ? input.options.map(String) : []);
  if (options.length < REACTION_LIMITS.optionsMin || options.length > REACTION_LIMITS.optionsMax) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 400, `A poll needs ${REACTION_LIMITS.optionsMin} to ${REACTION_LIMITS.optionsMax} non-empty options`);
  }
  return { prompt: String(input.prompt ?? '').trim(), options, showResults: true, anonymous: true };
}
