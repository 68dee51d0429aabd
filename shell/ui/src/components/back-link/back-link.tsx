import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../icon/icon';

/** 'Zurück zu …' at the top of a sub page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="ui-back-link">
      <Icon name="arrow-left" /> {children}
    </Link>
  );
}
