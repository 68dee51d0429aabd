import { Icon, type AreaProps } from '@platform/ui';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { StudentDashboard } from './dashboard';
import { messages } from './messages';

/**
 * The student area, exposed as `area_student/Area` and mounted by the shell
 * at /student/* (behind the student guard). Routes are relative to /student.
 */
export default function StudentArea({ profile, api }: AreaProps) {
  return (
    <Routes>
      <Route index element={<Navigate to="/student/dashboard" replace />} />
      <Route path="dashboard" element={<StudentDashboard profile={profile} api={api} />} />
      <Route path="classes/:id/*" element={<ComingSoon title={messages.classTitle} />} />
      <Route path="*" element={<Navigate to="/student/dashboard" replace />} />
    </Routes>
  );
}

function ComingSoon({ title }: { title: string }) {
  return (
    <div className="ui-page">
      <Link to="/student/dashboard" className="ui-back-link">
        <Icon name="arrow-left" /> {messages.backToDashboard}
      </Link>
      <h1 className="ui-page-title">{title}</h1>
      <p className="ui-muted">{messages.comingSoon}</p>
    </div>
  );
}
