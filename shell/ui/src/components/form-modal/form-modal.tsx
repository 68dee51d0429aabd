import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../button/button';
import { MessageBox } from '../message-box/message-box';
import { uiMessages } from '../../messages';
import { Modal, type ModalSize } from '../modal/modal';

export interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Called on submit (Enter or the submit button); the native submit is prevented. */
  onSubmit: () => void | Promise<void>;
  /** Errors shown under the heading 'Fehler'. */
  errors?: string | string[] | null;
  loading?: boolean;
  submitDisabled?: boolean;
  submitLabel?: string;
  loadingLabel?: string;
  cancelLabel?: string;
  size?: ModalSize;
  dismissable?: boolean;
  children?: ReactNode;
}

/** A modal holding a form, with errors under 'Fehler' and Speichern/Abbrechen buttons. */
export function FormModal({
  open,
  onClose,
  title,
  onSubmit,
  errors,
  loading = false,
  submitDisabled = false,
  submitLabel = uiMessages.save,
  loadingLabel = uiMessages.saving,
  cancelLabel = uiMessages.cancel,
  size,
  dismissable = true,
  children,
}: FormModalProps) {
  const formId = useId();
  const list = errors == null ? [] : Array.isArray(errors) ? errors.filter(Boolean) : [errors];
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || submitDisabled) return;
    void onSubmit();
  };
  return (
    <Modal
      open={open}
      onClose={loading ? () => undefined : onClose}
      title={title}
      size={size}
      dismissable={dismissable}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={loading} disabled={submitDisabled}>
            {loading ? loadingLabel : submitLabel}
          </Button>
        </>
      }
    >
      {list.length > 0 ? (
        <MessageBox kind="error" title={uiMessages.errorHeading}>
          {list.length === 1 ? (
            <p>{list[0]}</p>
          ) : (
            <ul>
              {list.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </MessageBox>
      ) : null}
      <form id={formId} className="ui-stack" onSubmit={handleSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
