/** The platform's logo mark: a speech bubble with a spark, friendly for children and teachers. */
export function LogoMark() {
  return (
    <svg className="shell-logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="36" height="30" rx="10" fill="var(--color-primary)" />
      <path d="M12 32 L10 39 L19 32 Z" fill="var(--color-primary)" />
      <path d="M13 12 v12 h9" fill="none" stroke="var(--color-on-primary)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="28" cy="13" r="4" fill="var(--color-accent)" />
    </svg>
  );
}
