import type { ReactNode } from 'react';

/** One section of the /modal-test showcase: anchor target, heading, a line of explanation, the demo. */
export function ShowcaseSection({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section id={id} className="mt-section" aria-labelledby={`${id}-title`}>
      <header className="mt-section__header">
        <h2 id={`${id}-title`} className="ui-section-title">
          {title}
        </h2>
        <p className="ui-muted">{text}</p>
      </header>
      {children}
    </section>
  );
}
