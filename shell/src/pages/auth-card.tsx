import { Card } from '@platform/ui';
import type { ReactNode } from 'react';
import { messages } from '../messages';

/** The frame of the login and sign-up screens: page title, card, heading and lead. */
export function AuthCard({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <div className="shell-auth">
      <title>{`${title} · ${messages.appName}`}</title>
      <Card as="section" className="shell-auth__card" aria-labelledby={id}>
        <div className="ui-stack">
          <h1 id={id} className="shell-auth__title">
            {title}
          </h1>
          <p className="ui-muted">{lead}</p>
        </div>
        {children}
      </Card>
    </div>
  );
}
