import type { Session } from 'api/client';
import { ApiError } from '@platform/ui';

/**
 * The session's refresh logic without React: single-flight (concurrent callers
 * share one request, because refresh tokens rotate), and an epoch bumped on
 * sign-out so a refresh that started before can never bring the session back.
 * The refresh token is the HttpOnly cookie: a refresh also works with no session
 * in memory (page load, another tab signed in).
 */
export function createSessionRefresher(deps: {
  current: () => Session | null;
  /** Asks the refresh cookie for a new session. */
  refreshSession: () => Promise<Session>;
  /** A new session arrived: keep it (state and storage). */
  store: (session: Session) => void;
  /** The refresh token was rejected: the session is over. */
  signOut: () => void;
  log?: (...args: unknown[]) => void;
}) {
  let inFlight: Promise<Session | null> | null = null;
  let epoch = 0;
  const log = deps.log ?? (() => {});

  return {
    /** Resolves to the fresh session, the old one (network trouble: keep it for now) or null (signed out). */
    refresh(): Promise<Session | null> {
      const startedIn = epoch;
      inFlight ??= deps
        .refreshSession()
        .then((session) => {
          if (epoch !== startedIn) return null;
          deps.store(session);
          log('refreshed, expires_at', session.expires_at);
          return session;
        })
        .catch((error: unknown) => {
          if (epoch !== startedIn) return null;
          if (error instanceof ApiError && (error.status === 401 || error.code === 'REFRESH_TOKEN_INVALID')) {
            log('refresh token rejected, signing out');
            deps.signOut();
            return null;
          }
          log('refresh failed, keeping the session for now', error);
          return deps.current();
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    /** Called at sign-out: answers of refreshes already on their way are ignored. */
    invalidate() {
      epoch += 1;
    },
  };
}
