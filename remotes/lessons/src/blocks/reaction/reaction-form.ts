import { cleanReactionOptions, DEFAULT_REACTION_OPTIONS, REACTION_LIMITS, type ReactionContent } from 'api/client';

/**
 * The poll editor's form as pure data (spec 5 'Reaction block'): a required prompt and
 * 2 to 8 option fields (remove disabled at 2, add disabled at 8); empty options are
 * dropped when saving, and at least 2 non-empty ones must remain.
 */
export type ReactionDraft = { type: 'reaction'; prompt: string; options: string[] };

/** A new poll: empty prompt, the default set of four emoji (spec 9). */
export const emptyReactionDraft = (): ReactionDraft => ({ type: 'reaction', prompt: '', options: [...DEFAULT_REACTION_OPTIONS] });

export const reactionDraftOf = (content: ReactionContent): ReactionDraft => ({ type: 'reaction', prompt: content.prompt, options: [...content.options] });

export const canAddOption = (draft: ReactionDraft) => draft.options.length < REACTION_LIMITS.optionsMax;
export const canRemoveOption = (draft: ReactionDraft) => draft.options.length > REACTION_LIMITS.optionsMin;

export const addOption = (draft: ReactionDraft): ReactionDraft => (canAddOption(draft) ? { ...draft, options: [...draft.options, ''] } : draft);
export const removeOption = (draft: ReactionDraft, index: number): ReactionDraft =>
  canRemoveOption(draft) ? { ...draft, options: draft.options.filter((_, i) => i !== index) } : draft;
export const setOption = (draft: ReactionDraft, index: number, value: string): ReactionDraft =>
  ({ ...draft, options: draft.options.map((o, i) => (i === index ? value : o)) });

/** Why the poll cannot be saved yet, or null. */
export function reactionProblem(draft: ReactionDraft): 'prompt' | 'options' | null {
  if (!draft.prompt.trim()) return 'prompt';
  if (cleanReactionOptions(draft.options).length < REACTION_LIMITS.optionsMin) return 'options';
  return null;
}

/** The content the API takes (it also drops empty options; showResults and anonymous are set by the server). */
export const reactionContentOf = (draft: ReactionDraft) => ({ prompt: draft.prompt.trim(), options: cleanReactionOptions(draft.options) });
