import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/button';
import { cx } from '../../class-names';
import { Icon, type IconName } from '../icon/icon';

export interface MenuItem {
  /** Visible text of the item (its accessible name). */
  label: string;
  onSelect: () => void;
  icon?: IconName;
  /** Red text for destructive actions (delete). */
  destructive?: boolean;
}

export interface MenuButtonProps {
  /** Accessible name of the button, e.g. 'Aktionen für 5a Geografie'. */
  label: string;
  items: MenuItem[];
  /** Icon of the button; default three dots. */
  icon?: IconName;
  className?: string;
  /**
   * Visible content of the button instead of the icon (the header's user menu: avatar and first name);
   * `label` then follows it, visually hidden, so the accessible name starts with the visible text.
   */
  children?: ReactNode;
}

/**
 * Where focus goes in an open menu for a key (WAI-ARIA menu button pattern):
 * arrows wrap, Home/End jump; null for keys the menu does not handle.
 */
export function menuFocusIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A button that opens a small action menu (card menus). Keyboard: Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End
 * move; Escape closes and returns focus to the button; Tab or a click outside closes.
 */
export function MenuButton({ label, items, icon = 'dots', className, children }: MenuButtonProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [openAt, setOpenAt] = useState<number | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const open = openAt !== null;

  useEffect(() => {
    if (openAt === null) return;
    itemRefs.current[openAt]?.focus();
  }, [openAt]);

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && event.target instanceof Node && !wrapperRef.current.contains(event.target)) {
        setOpenAt(null);
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // Keep an enclosing modal from closing too.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpenAt(null);
      return;
    }
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const next = menuFocusIndex(event.key, current, items.length);
    if (next !== null) {
      event.preventDefault();
      itemRefs.current[next]?.focus();
    }
  };

  return (
    <div ref={wrapperRef} className={cx('ui-menu', className)}>
      {children ? (
        <Button
          ref={buttonRef}
          id={buttonId}
          variant="subtle"
          size="sm"
          className="ui-menu__button ui-menu__button--content"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? close(false) : setOpenAt(0))}
          onKeyDown={handleButtonKeyDown}
        >
          {children}
          <span className="ui-visually-hidden">{`, ${label}`}</span>
        </Button>
      ) : (
        <Button
          ref={buttonRef}
          id={buttonId}
          variant="icon-light"
          className="ui-menu__button"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? close(false) : setOpenAt(0))}
          onKeyDown={handleButtonKeyDown}
        >
          <Icon name={icon} />
        </Button>
      )}
      {open ? (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="ui-menu__list" onKeyDown={handleMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx('ui-menu__item', item.destructive && 'ui-menu__item--destructive')}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon ? <Icon name={item.icon} /> : null}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
