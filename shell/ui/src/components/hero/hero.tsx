import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';

export interface Fact {
  icon: IconName;
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The header of a detail page: media, badge, title, description, facts and actions. */
export function Hero(props: {
  titleId: string;
  media: ReactNode;
  badge?: ReactNode;
  title: string;
  description?: string | null;
  facts: Fact[];
  actions?: ReactNode;
}) {
  const { titleId, media, badge, title, description, facts, actions } = props;
  return (
    <section className="ui-hero" aria-labelledby={titleId}>
      {media}
      <div className="ui-hero__body">
        {badge ? <span className="ui-badge">{badge}</span> : null}
        <h1 id={titleId} className="ui-hero__title">
          {title}
        </h1>
        {description ? <p className="ui-muted">{description}</p> : null}
        <dl className="ui-facts">
          {facts.map((f) => (
            <div key={f.label}>
              <dt>
                <Icon name={f.icon} />
                {f.label}
              </dt>
              <dd data-testid={f.testId}>{f.value}</dd>
            </div>
          ))}
        </dl>
        {actions}
      </div>
    </section>
  );
}
