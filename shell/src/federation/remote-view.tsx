import { PageLoadError } from '@platform/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages';
import { reloadOnceForStaleChunk, remoteLogger } from './load-remote';
import { isStaleChunkError } from './stale-chunk';

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
export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ui-page">
      <PageLoadError title={messages.remote.failed} hint={messages.remote.failedHint} onRetry={onRetry} />
    </div>
  );
}
