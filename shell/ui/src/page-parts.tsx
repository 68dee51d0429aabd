import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import { MessageBox } from './message-box';
import { uiMessages } from './messages';
import { SkeletonGrid } from './skeleton';

/**
 * Page building blocks shared by the areas (class views, dashboards, lists), so
 * the same kind of screen looks and behaves the same everywhere.
 */

/** 'Zurück zu …' at the top of a sub page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="ui-back-link">
      <Icon name="arrow-left" /> {children}
    </Link>
  );
}

/** An empty list: icon, a bold line, a hint and an optional action. */
export function EmptyState({ icon, title, hint, action }: { icon: IconName; title: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon">
        <Icon name={icon} />
      </span>
      <p>
        <strong>{title}</strong>
      </p>
      {hint ? <p>{hint}</p> : null}
      {action}
    </div>
  );
}

/**
 * The one 'failed to load' box (a page, a list, a remote area, a game): the error box with
 * 'Erneut versuchen' when a retry can help, otherwise a way back.
 */
export function PageLoadError(props: {
  title: string;
  hint?: string;
  /** 'Erneut versuchen' unless a screen needs another word. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Where to go when retrying cannot help; without it, no action is shown. */
  back?: { to: string; label: string };
}) {
  const { title, hint, retryLabel = uiMessages.retry, onRetry, back } = props;
  return (
    <MessageBox
      kind="error"
      title={title}
      action={
        onRetry ? (
          <Button variant="light" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : back ? (
          <Link to={back.to} className="ui-button ui-button--light">
            {back.label}
          </Link>
        ) : undefined
      }
    >
      {hint ? <p>{hint}</p> : null}
    </MessageBox>
  );
}

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

/** What a failed load shows (see PageLoadError); `retry` says whether trying again can help. */
export interface PageError {
  title: string;
  hint?: string;
  retry: boolean;
}

/**
 * A page whose content is loaded (with useLoader): back link and document
 * title always; skeletons while loading; the error with retry or a way back;
 * the content once ready.
 */
export function AsyncPage<T>(props: {
  state: { status: 'loading' } | { status: 'error'; error: PageError } | { status: 'ready'; data: T };
  back: { to: string; label: string };
  /** Document title while loading (and hidden heading on errors). */
  loadingTitle: string;
  loadingLabel: string;
  retryLabel?: string;
  onRetry: () => void;
  /** Document title once loaded. */
  readyTitle: (data: T) => string;
  children: (data: T) => ReactNode;
}) {
  const { state, back } = props;
  const docTitle = state.status === 'ready' ? props.readyTitle(state.data) : state.status === 'error' ? state.error.title : props.loadingTitle;
  return (
    <div className="ui-page">
      <title>{`${docTitle} · Lernplattform`}</title>
      <BackLink to={back.to}>{back.label}</BackLink>
      {state.status === 'loading' ? <SkeletonGrid count={3} label={props.loadingLabel} /> : null}
      {state.status === 'error' ? (
        <>
          <h1 className="ui-visually-hidden">{props.loadingTitle}</h1>
          <PageLoadError
            title={state.error.title}
            hint={state.error.hint}
            retryLabel={props.retryLabel}
            onRetry={state.error.retry ? props.onRetry : undefined}
            back={back}
          />
        </>
      ) : null}
      {state.status === 'ready' ? props.children(state.data) : null}
    </div>
  );
}
