import type { ReactNode } from 'react';
import { BackLink } from '../back-link/back-link';
import { PageLoadError } from '../page-load-error/page-load-error';
import { SkeletonGrid } from '../skeleton/skeleton';

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
