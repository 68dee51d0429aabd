import { Button, dashboardPath, Icon, type Profile } from '@platform/ui';
import { Link, useNavigate } from 'react-router-dom';
import { messages as t } from './messages';

/**
 * '/admin' and '/admin/dashboard'. The panel checks the validated profile role
 * itself (spec section 6): anyone but an admin sees 'Zugriff verweigert'.
 */
export function AdminPanel({ profile }: { profile: Profile }) {
  if (profile.role !== 'admin') return <AccessDenied profile={profile} />;
  return (
    <div className="ui-page">
      <title>{`${t.title} · Lernplattform`}</title>
      <header className="ui-stack">
        <h1 className="ui-page-title">{t.title}</h1>
        <p className="ui-muted">{t.lead}</p>
      </header>
      <section className="ui-stack" aria-labelledby="admin-users-heading">
        <h2 id="admin-users-heading" className="ui-section-title">
          {t.usersHeading}
        </h2>
        <div className="ui-empty">
          <span className="ui-empty__icon">
            <Icon name="users" />
          </span>
          <p>{t.usersSoon}</p>
        </div>
      </section>
      <section className="ui-stack" aria-labelledby="admin-links-heading">
        <h2 id="admin-links-heading" className="ui-section-title">
          {t.quickLinks}
        </h2>
        <div className="ui-grid">
          {t.links.map((link) => (
            <Link key={link.to} to={link.to} className="ui-tile">
              <span className="ui-tile__icon">
                <Icon name={link.icon} />
              </span>
              {link.label}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}

function AccessDenied({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  return (
    <div className="ui-page">
      <section className="ui-empty" aria-labelledby="admin-denied-heading">
        <span className="ui-empty__icon">
          <Icon name="lock" />
        </span>
        <h1 id="admin-denied-heading" className="ui-section-title">
          {t.deniedTitle}
        </h1>
        <p>{t.deniedText}</p>
        <Button onClick={() => navigate(dashboardPath(profile.role))}>{t.backToDashboard}</Button>
      </section>
    </div>
  );
}
