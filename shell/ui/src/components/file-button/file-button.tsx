import { useId } from 'react';
import { cx } from '../../class-names';
import { formMessages as uiMessages } from '../../forms/messages';

export interface FileButtonProps {
  /** Visible text of the button; default 'Datei auswählen' (never the browser's English 'Choose File'). */
  label?: string;
  /** The field's name, read with the button ('Fragen importieren (Moodle XML oder CSV)'). */
  fieldLabel?: string;
  accept?: string;
  disabled?: boolean;
  /** ids of hints and errors (aria-describedby). */
  describedBy?: string;
  /** The chosen file; the input is cleared afterwards, so choosing the same file again fires too. */
  onFile: (file: File) => void;
  id?: string;
  className?: string;
}

/**
 * The platform's file chooser (issue 23 C): a visually hidden file input (still in the tab order,
 * so keyboard and screen readers reach the real control) and its label drawn as a button. Enter or
 * Space on the focused input opens the system dialog; the label shows the focus ring.
 */
export function FileButton({ label = uiMessages.chooseFile, fieldLabel, accept, disabled, describedBy, onFile, id, className }: FileButtonProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <span className={cx('ui-file', className)}>
      <input
        id={inputId}
        type="file"
        className="ui-file__input"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-label={fieldLabel ? `${fieldLabel}: ${label}` : label}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={inputId} className={cx('ui-button ui-button--light ui-button--sm ui-file__button', disabled && 'ui-file__button--disabled')} aria-hidden="true">
        <svg className="ui-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M12 16V4M7 9l5-5 5 5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </svg>
        {label}
      </label>
    </span>
  );
}
