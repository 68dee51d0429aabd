import type { AreaProps } from '@platform/ui';
import { Navigate, Route, Routes } from '@platform/ui';
import { AdminPanel } from './admin-panel';
import { GameRegistryScreen } from './game-registry';
import { LmsConnections } from './lms-connections';

/**
 * The admin area, exposed as `area_admin/Area` and mounted by the shell at
 * /admin and /admin/* (behind the admin guard). Routes are relative to /admin.
 */
export default function AdminArea({ profile, api, refreshProfile, games }: AreaProps) {
  return (
    <Routes>
      <Route index element={<AdminPanel profile={profile} api={api} refreshProfile={refreshProfile} games={games} />} />
      <Route path="dashboard" element={<AdminPanel profile={profile} api={api} refreshProfile={refreshProfile} games={games} />} />
      <Route path="games" element={<GameRegistryScreen profile={profile} api={api} />} />
      <Route path="lms" element={<LmsConnections profile={profile} api={api} />} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
