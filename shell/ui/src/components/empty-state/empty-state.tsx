import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';

/** An empty list: icon, a bold line, a hint and an optional action. */
export function EmptyState({ icon, title, hint, action }: { icon: IconName; title: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon">
        <Icon name={icon} />
      </span>
      <p>
        <strong>{title}</strong>
      </p>
      {hint ? <p>{hint}</p> : null}
      {action}
    </div>
  );
}
