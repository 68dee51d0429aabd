import { useEffect, useId, useState } from 'react';
import { formMessages as uiMessages } from '../../forms/messages';
import { formatSwissDate, parseSwissDate } from '../../swiss-date';

export interface DateFieldProps {
  label: string;
  /** ISO yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  hint?: string;
  required?: boolean;
}

/**
 * A de-CH date input (issue 23 C): shows and takes dd.mm.yyyy whatever the browser's language (a
 * native date input follows the browser and shows mm/dd/yyyy in an English browser). Checked on blur.
 */
export function DateField({ label, value, onChange, hint, required }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => formatSwissDate(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(formatSwissDate(value)), [value]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      onChange('');
      return;
    }
    const iso = parseSwissDate(text);
    setInvalid(iso === null);
    if (iso) {
      onChange(iso);
      setText(formatSwissDate(iso));
    }
  };
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input ui-date-input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={uiMessages.datePlaceholder}
        maxLength={10}
        required={required}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, invalid ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
      />
      <p id={hintId} className="ui-field__hint">{hint ? `${hint} ` : ''}{uiMessages.dateFormatHint}</p>
      {invalid ? <p id={errorId} className="ui-field__error" role="alert">{uiMessages.dateInvalid}</p> : null}
    </div>
  );
}
