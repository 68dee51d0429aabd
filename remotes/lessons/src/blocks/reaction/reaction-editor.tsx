import { REACTION_LIMITS } from 'api/client';
import { Button, Icon, TextField } from '@platform/ui';
import { messages } from '../../messages';
import { addOption, canAddOption, canRemoveOption, reactionProblem, removeOption, setOption, type ReactionDraft } from './reaction-form';

const t = messages.poll;

/** The poll form (spec 5): a required question and 2 to 8 emoji options (remove disabled at 2, add disabled at 8). */
export function ReactionBlockEditor({ draft, onChange }: { draft: ReactionDraft; onChange: (draft: ReactionDraft) => void }) {
  const problem = reactionProblem(draft);
  return (
    <div className="ui-stack lz-poll-editor">
      <TextField label={t.prompt} value={draft.prompt} required maxLength={REACTION_LIMITS.promptMax} placeholder={t.promptPlaceholder}
        error={problem === 'prompt' && draft.prompt !== '' ? t.promptRequired : undefined}
        onChange={(e) => onChange({ ...draft, prompt: e.target.value })} />
      <fieldset className="lz-poll-editor__options">
        <legend className="ui-field__label">{t.options}</legend>
        {draft.options.map((option, i) => (
          <div key={i} className="lz-poll-editor__option">
            <TextField label={t.option(i + 1)} value={option} maxLength={REACTION_LIMITS.optionMaxLength}
              onChange={(e) => onChange(setOption(draft, i, e.target.value))} />
            <Button variant="icon-light" aria-label={t.removeOption(i + 1)} disabled={!canRemoveOption(draft)} onClick={() => onChange(removeOption(draft, i))}>
              <Icon name="trash" />
            </Button>
          </div>
        ))}
      </fieldset>
      <p className="ui-muted">{t.optionsHint}</p>
      <div className="ui-row">
        <Button variant="light" size="sm" disabled={!canAddOption(draft)} onClick={() => onChange(addOption(draft))}>
          <Icon name="plus" /> {t.addOption}
        </Button>
      </div>
      {problem === 'options' ? <p className="ui-field__error" role="alert">{t.optionsRequired}</p> : null}
    </div>
  );
}
