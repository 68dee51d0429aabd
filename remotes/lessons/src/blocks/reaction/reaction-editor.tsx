import { REACTION_LIMITS } from 'api/client';
import { Button, Icon, TextField } from '@platform/ui';
import { useId } from 'react';
import type { DraftUpdate } from '../../editor/editor-model';
import { messages } from '../../messages';
import { PollStyles } from './poll-styles';
import { addOption, canAddOption, canRemoveOption, reactionProblem, removeOption, setOption, type ReactionDraft } from './reaction-form';

const t = messages.poll;

/**
 * The poll form (spec 5): a required question and 2 to 8 emoji options (remove disabled at 2, add
 * disabled at 8). The options are compact chips, one emoji each with its own remove button; the
 * question shows its example as a hint, not as a placeholder that looks filled in.
 */
export function ReactionBlockEditor({ draft, onChange, autoFocus }: {
  draft: ReactionDraft; onChange: (update: DraftUpdate<ReactionDraft>) => void; autoFocus?: boolean;
}) {
  const problem = reactionProblem(draft);
  const legend = useId();
  return (
    <div className="ui-stack lz-poll-editor">
      <PollStyles />
      <TextField label={t.prompt} value={draft.prompt} required maxLength={REACTION_LIMITS.promptMax} autoFocus={autoFocus}
        hint={t.promptExample} error={problem === 'prompt' && draft.prompt !== '' ? t.promptRequired : undefined}
        onChange={(e) => onChange({ ...draft, prompt: e.target.value })} />
      <fieldset className="lz-poll-editor__options" aria-describedby={`${legend}-hint`}>
        <legend className="ui-field__label">{t.options}</legend>
        <ul className="lz-poll-editor__chips">
          {draft.options.map((option, i) => (
            <li key={i} className="lz-poll-editor__chip">
              <input className="lz-poll-editor__emoji" aria-label={t.option(i + 1)} value={option} maxLength={REACTION_LIMITS.optionMaxLength}
                onChange={(e) => onChange(setOption(draft, i, e.target.value))} />
              <button type="button" className="lz-poll-editor__remove" aria-label={t.removeOption(i + 1)} title={t.removeOption(i + 1)}
                disabled={!canRemoveOption(draft)} onClick={() => onChange(removeOption(draft, i))}>
                <Icon name="close" />
              </button>
            </li>
          ))}
          <li>
            <Button variant="light" size="sm" disabled={!canAddOption(draft)} onClick={() => onChange(addOption(draft))}>
              <Icon name="plus" /> {t.addOption}
            </Button>
          </li>
        </ul>
      </fieldset>
      <p id={`${legend}-hint`} className="ui-muted">{t.optionsHint}</p>
      {problem === 'options' ? <p className="ui-field__error" role="alert">{t.optionsRequired}</p> : null}
    </div>
  );
}
