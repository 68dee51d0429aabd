import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { uiMessages } from '../../messages';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for deletions. */
  destructive?: boolean;
  loading?: boolean;
}

/** Asks before an irreversible action (delete class, remove student, ...). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = uiMessages.confirm,
  cancelLabel = uiMessages.cancel,
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <Button variant="light" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'solid'} loading={loading} onClick={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</div>
    </Modal>
  );
}
