import type { AreaProps } from '@platform/ui';
import { Navigate, Route, Routes } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { StudentDashboard } from './dashboard';

// Loaded on first visit: the dashboard, where students land, stays within its bundle budget.
const StudentClassView = lazy(async () => ({ default: (await import('./class-view')).StudentClassView }));

/**
 * The student area, exposed as `area_student/Area` and mounted by the shell
 * at /student/* (behind the student guard). Routes are relative to /student.
 */
export default function StudentArea({ profile, api }: AreaProps) {
  return (
    <Suspense fallback={null}>
    <Routes>
      <Route index element={<Navigate to="/student/dashboard" replace />} />
      <Route path="dashboard" element={<StudentDashboard profile={profile} api={api} />} />
      <Route path="classes/:id" element={<StudentClassView api={api} />} />
      <Route path="*" element={<Navigate to="/student/dashboard" replace />} />
    </Routes>
    </Suspense>
  );
}
