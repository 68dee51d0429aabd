import { dashboardPath, type Role } from '@platform/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { messages } from '../messages';
import { loginRedirectPath } from './redirect';
import { useSession } from './use-session';

/**
 * Guard rule (spec section 2): a route that needs sign-in validates the session.
 * Invalid or failed validation → /login?redirect=<full target path with query>;
 * wrong role → the user's own dashboard.
 */
export function RequireAuth({ role, children }: { role?: Role; children: ReactNode }) {
  const { status, profile, revalidate } = useSession();
  const location = useLocation();

  // Entering a guarded page re-checks the session with the server when the last check is older than a minute.
  useEffect(() => {
    void revalidate();
  }, [location.pathname, revalidate]);

  if (status === 'loading') {
    return (
      <p role="status" className="shell-page-loading">
        {messages.loading}
      </p>
    );
  }
  if (status !== 'authenticated' || !profile) {
    return <Navigate to={loginRedirectPath(location.pathname, location.search)} replace />;
  }
  if (role && profile.role !== role) return <Navigate to={dashboardPath(profile.role)} replace />;
  return <>{children}</>;
}
