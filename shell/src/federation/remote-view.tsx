import { Button, MessageBox } from '@platform/ui';
import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages';
import { reloadOnceForStaleChunk, remoteLogger } from './load-remote';
import { isStaleChunkError } from './stale-chunk';

export type RemoteState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: unknown };

/** Runs a loader from load-remote.ts and exposes its state plus a retry. */
export function useRemoteLoader<T>(load: () => Promise<T>, key: string): RemoteState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The state remembers which key it belongs to: when the key changes (the shell moves from the
  // student area to the lessons area, which reuse this component), the old remote must not render
  // for a single frame under the new address (its catch-all route would redirect).
  const [state, setState] = useState<RemoteState<T> & { key: string }>({ status: 'loading', key });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading', key });
    load().then(
      (value) => active && setState({ status: 'ready', value, key }),
      (error: unknown) => active && setState({ status: 'error', error, key }),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is keyed by `key`; a retry bumps `attempt`
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current: RemoteState<T> = state.key === key ? state : { status: 'loading' };
  return { ...current, retry };
}

interface BoundaryProps {
  /** Federation name, for the logs. */
  remote: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Error boundary around one remote: a crash inside it shows a German error with retry, never a blank page. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    remoteLogger(this.props.remote).error('render failed', error, info.componentStack);
    if (isStaleChunkError(error)) reloadOnceForStaleChunk(this.props.remote, error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.retry);
    return this.props.children;
  }
}

/** The error box of a remote area: 'Bereich konnte nicht geladen werden.' with 'Erneut versuchen'. */
export function RemoteFailure({ onRetry, title = messages.remote.failed, detail = messages.remote.failedHint }: {
  onRetry: () => void;
  title?: string;
  detail?: string;
}) {
  return (
    <div className="ui-page">
      <MessageBox
        kind="error"
        title={title}
        action={
          <Button variant="light" onClick={onRetry}>
            {messages.remote.retry}
          </Button>
        }
      >
        <p>{detail}</p>
      </MessageBox>
    </div>
  );
}
