import type { AreaProps } from '@platform/ui';
import { Navigate, Route, Routes } from '@platform/ui';
import { AdminPanel } from './admin-panel';
import { LmsConnections } from './lms-connections';

/**
 * The admin area, exposed as `area_admin/Area` and mounted by the shell at
 * /admin and /admin/* (behind the admin guard). Routes are relative to /admin.
 */
export default function AdminArea({ profile, api, refreshProfile }: AreaProps) {
  return (
    <Routes>
      <Route index element={<AdminPanel profile={profile} api={api} refreshProfile={refreshProfile} />} />
      <Route path="dashboard" element={<AdminPanel profile={profile} api={api} refreshProfile={refreshProfile} />} />
      <Route path="lms" element={<LmsConnections profile={profile} api={api} />} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
