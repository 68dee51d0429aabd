import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../../class-names';

type BaseProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  children?: ReactNode;
};

/** Icon buttons have no visible text, so an aria-label is required by type. */
export type ButtonProps =
  | (BaseProps & { variant?: Exclude<ButtonVariant, 'icon-light'>; 'aria-label'?: string })
  | (BaseProps & { variant: 'icon-light'; 'aria-label': string });

/** The platform button (variants solid, subtle, light, icon-light, destructive). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'solid', size = 'md', block = false, loading = false, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, { size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
