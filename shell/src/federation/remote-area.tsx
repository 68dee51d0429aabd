import { SkeletonGrid, useLoader, type AreaProps } from '@platform/ui';
import { messages } from '../messages';
import { loadArea } from './load-remote';
import { AREA_REMOTES, type AreaName } from 'api/client';
import { RemoteErrorBoundary, RemoteFailure } from './remote-view';

/** Mounts a remote area (`area_<name>/Area`) with its AreaProps, under its own error boundary. */
export function RemoteArea({ area, ...props }: AreaProps & { area: AreaName }) {
  const { state: remote, reload } = useLoader(area, () => loadArea(area));
  const retry = () => void reload();
  if (remote.status === 'loading') {
    return (
      <div className="ui-page">
        <SkeletonGrid count={3} label={messages.remote.loading} />
      </div>
    );
  }
  if (remote.status === 'error') return <RemoteFailure onRetry={retry} />;
  const Area = remote.data;
  return (
    <RemoteErrorBoundary
      remote={AREA_REMOTES[area]}
      onRetry={retry}
      fallback={(retry) => <RemoteFailure onRetry={retry} />}
    >
      <Area {...props} />
    </RemoteErrorBoundary>
  );
}
