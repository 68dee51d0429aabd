import { buttonClassName, Card, dashboardPath, Icon } from '@platform/ui';
import { Link, Navigate } from 'react-router-dom';
import { messages } from '../messages';
import { pageMessages } from './page-messages';
import { useSession } from '../session/use-session';

/** Landing '/': a welcome headline; signed-in users go straight to their dashboard. */
export function LandingPage() {
  const { status, profile } = useSession();
  const t = pageMessages.landing;
  if (status === 'authenticated' && profile) return <Navigate to={dashboardPath(profile.role)} replace />;
  if (status === 'loading') {
    return (
      <p role="status" className="shell-page-loading">
        {messages.loading}
      </p>
    );
  }
  return (
    <div className="ui-page">
      <title>{messages.appName}</title>
      <section className="shell-hero" aria-labelledby="landing-title">
        <div className="shell-hero__text">
          <h1 id="landing-title" className="ui-page-title">
            {t.title}
          </h1>
          <p className="shell-hero__lead">{t.lead}</p>
          <div className="ui-row">
            <Link to="/signup?role=teacher" className={buttonClassName('solid', { size: 'lg' })}>
              {t.startTeacher}
            </Link>
            <Link to="/signup?role=student" className={buttonClassName('subtle', { size: 'lg' })}>
              {t.startStudent}
            </Link>
          </div>
          <p>
            <Link to="/login">{t.haveAccount}</Link>
          </p>
        </div>
        <div className="shell-hero__art" aria-hidden="true">
          <span className="shell-hero__bubble shell-hero__bubble--book">
            <Icon name="book" />
          </span>
          <span className="shell-hero__bubble shell-hero__bubble--globe">
            <Icon name="globe" />
          </span>
          <span className="shell-hero__bubble shell-hero__bubble--game">
            <Icon name="gamepad" />
          </span>
          <span className="shell-hero__bubble shell-hero__bubble--spark">
            <Icon name="sparkles" />
          </span>
        </div>
      </section>
      <ul className="shell-features">
        {t.features.map((feature) => (
          <Card as="li" key={feature.title}>
            <span className="shell-feature__icon">
              <Icon name={feature.icon} />
            </span>
            <h2 className="ui-card__title">{feature.title}</h2>
            <p className="ui-muted">{feature.text}</p>
          </Card>
        ))}
      </ul>
      <section className="ui-stack" aria-labelledby="landing-showcase">
        <h2 id="landing-showcase" className="ui-section-title">
          {pageMessages.showcase.title}
        </h2>
        <ul className="shell-showcase ui-list-reset">
          {pageMessages.showcase.items.map((item) => (
            <li key={item.src}>
              <figure className="shell-showcase__figure">
                <img src={item.src} alt={item.alt} width={560} height={334} loading="lazy" decoding="async" />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
