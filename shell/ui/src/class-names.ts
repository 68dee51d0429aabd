/** Joins truthy class names. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

export type ButtonVariant = 'solid' | 'subtle' | 'light' | 'icon-light' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Class names of a button, so a router link can look like a Button without
 * the design system depending on the router.
 */
export function buttonClassName(
  variant: ButtonVariant = 'solid',
  options: { size?: ButtonSize; block?: boolean; className?: string } = {},
): string {
  const { size = 'md', block = false, className } = options;
  return cx('ui-button', `ui-button--${variant}`, size !== 'md' && `ui-button--${size}`, block && 'ui-button--block', className);
}
