import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../class-names';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (e.g. 'article', 'li', 'section'). */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Hover lift for cards that act as a link or button. */
  interactive?: boolean;
  children?: ReactNode;
}

/** A surface with border, radius and a soft shadow. */
export function Card({ as: Tag = 'div', interactive = false, className, children, ...rest }: CardProps) {
  return (
    <Tag className={cx('ui-card', interactive && 'ui-card--interactive', className)} {...rest}>
      {children}
    </Tag>
  );
}

/** Class names for a link (e.g. a router Link) that should look like an interactive card. */
export const cardLinkClassName = 'ui-card ui-card--interactive';
