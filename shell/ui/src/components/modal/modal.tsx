import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button/button';
import { cx } from '../../class-names';
import { Icon } from '../icon/icon';
import { focusableWithin, nextTrapIndex } from '../../focus';
import { uiMessages } from '../../messages';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button (only when dismissable). */
  onClose: () => void;
  title: ReactNode;
  /** Default 'lg' (spec section 9). */
  size?: ModalSize;
  /** false: no close button, Escape and backdrop clicks do nothing. Default true. */
  dismissable?: boolean;
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /** Element to focus first; default the first focusable element of body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** id of an element describing the dialog. */
  describedBy?: string;
  className?: string;
}

// Open modals, innermost last: only the top one reacts to Escape and traps focus.
const stack: string[] = [];
let scrollLocks = 0;

/**
 * The platform modal: portal to <body>, role="dialog" with aria-modal and
 * aria-labelledby, focus trapped inside and restored on close, closes on
 * backdrop click and Escape unless dismissable={false}.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalWindow {...props} />, document.body);
}

function ModalWindow({
  onClose,
  title,
  size = 'lg',
  dismissable = true,
  children,
  footer,
  initialFocusRef,
  role = 'dialog',
  describedBy,
  className,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissableRef = useRef(dismissable);
  const pressStartedOnBackdrop = useRef(false);
  onCloseRef.current = onClose;
  dismissableRef.current = dismissable;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restoreTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    if (scrollLocks++ === 0) document.body.style.overflow = 'hidden';

    const isTop = () => stack[stack.length - 1] === id;
    const focusFirst = () => {
      const preferred = initialFocusRef?.current;
      if (preferred) return preferred.focus();
      const inContent = Array.from(dialog.querySelectorAll<HTMLElement>('.ui-modal__body, .ui-modal__footer')).flatMap(
        (part) => focusableWithin(part),
      );
      (inContent[0] ?? focusableWithin(dialog)[0] ?? dialog).focus();
    };
    focusFirst();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        if (dismissableRef.current) {
          event.stopPropagation();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(dialog);
      const active = document.activeElement as HTMLElement | null;
      const next = nextTrapIndex(active ? items.indexOf(active) : -1, items.length, event.shiftKey);
      event.preventDefault();
      (next < 0 ? dialog : items[next]!).focus();
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !dialog.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      const at = stack.lastIndexOf(id);
      if (at >= 0) stack.splice(at, 1);
      if (--scrollLocks === 0) document.body.style.overflow = '';
      if (restoreTo && restoreTo.isConnected) restoreTo.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per opening; callbacks are read through refs
  }, [id]);

  return (
    <div
      className="ui-modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget && dismissableRef.current) {
          onCloseRef.current();
        }
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('ui-modal', `ui-modal--${size}`, className)}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {dismissable ? (
            <Button variant="icon-light" aria-label={uiMessages.close} onClick={() => onCloseRef.current()}>
              <Icon name="close" />
            </Button>
          ) : null}
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
