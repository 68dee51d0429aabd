import { Icon, Link, type IconName } from '@platform/ui';
import type { ReactNode } from 'react';
import adminCss from './admin.css?inline';

/**
 * The frame of an admin screen: the area's CSS, the document title, the hero with icon, title and
 * lead, and (on the screens below the panel) the way back to the panel.
 */
export function AdminPage({ icon, title, lead, back, children }: {
  icon: IconName; title: string; lead: string; back?: string; children: ReactNode;
}) {
  return (
    <div className="ui-page admin-page">
      <style href="area-admin" precedence="platform-area">{adminCss}</style>
      <title>{`${title} · Lernplattform`}</title>
      <header className="admin-hero">
        <span className="admin-hero__icon" aria-hidden="true"><Icon name={icon} /></span>
        <div className="admin-hero__text">
          <h1 className="ui-page-title">{title}</h1>
          <p className="ui-muted">{lead}</p>
        </div>
      </header>
      {back ? <p><Link to="/admin/dashboard">{back}</Link></p> : null}
      {children}
    </div>
  );
}
