import type { ReactNode } from 'react';
import { cx } from '../../class-names';
import { Icon, type IconName } from '../icon/icon';

export type MessageKind = 'error' | 'success' | 'warning';

export interface MessageBoxProps {
  kind: MessageKind;
  title?: string;
  children?: ReactNode;
  className?: string;
  /** Optional action (e.g. a retry button) shown under the text. */
  action?: ReactNode;
}

const ICONS: Record<MessageKind, IconName> = { error: 'alert', success: 'check', warning: 'warning' };

/** A message box: role="alert" for errors (announced at once), role="status" otherwise. */
export function MessageBox({ kind, title, children, className, action }: MessageBoxProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={cx('ui-message', `ui-message--${kind}`, className)}>
      <span className="ui-message__icon" aria-hidden="true">
        <Icon name={ICONS[kind]} />
      </span>
      <div className="ui-message__body">
        {title ? <p className="ui-message__title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div className="ui-row">{action}</div> : null}
      </div>
    </div>
  );
}
