import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../class-names';

interface FieldChrome {
  /** Visible label (always shown; never placeholder-only). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Ids that tie a control to its hint and error (aria-describedby). */
function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    controlProps: { id: inputId, className: 'ui-input', 'aria-invalid': error ? true : undefined, 'aria-describedby': cx(hintId, errorId) || undefined },
    hintId,
    errorId,
  };
}

/** Label above, hint and error below: the same frame for every kind of field. */
function FieldFrame(props: FieldChrome & { className?: string; inputId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  const { label, hint, error, className, inputId, hintId, errorId, children } = props;
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A text input with a visible label, optional hint and error text wired via aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  const { controlProps, ...ids } = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} {...ids}>
      <input ref={ref} {...controlProps} {...rest} />
    </FieldFrame>
  );
});

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text field with a visible label. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  const { controlProps, ...ids } = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} {...ids}>
      <textarea ref={ref} {...controlProps} {...rest} />
    </FieldFrame>
  );
});
