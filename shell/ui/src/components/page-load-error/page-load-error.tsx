import { Link } from 'react-router-dom';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';
import { MessageBox } from '../message-box/message-box';

/**
 * The one 'failed to load' box (a page, a list, a remote area, a game): the error box with
 * 'Erneut versuchen' when a retry can help, otherwise a way back.
 */
export function PageLoadError(props: {
  title: string;
  hint?: string;
  /** 'Erneut versuchen' unless a screen needs another word. */
  retryLabel?: string;
  onRetry?: () => void;
  /** A small retry button, for a box inside a card or block rather than a page. */
  compact?: boolean;
  /** Where to go when retrying cannot help; without it, no action is shown. */
  back?: { to: string; label: string };
}) {
  const { title, hint, retryLabel = uiMessages.retry, onRetry, compact, back } = props;
  return (
    <MessageBox
      kind="error"
      title={title}
      action={
        onRetry ? (
          <Button variant="light" size={compact ? 'sm' : undefined} onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : back ? (
          <Link to={back.to} className="ui-button ui-button--light">
            {back.label}
          </Link>
        ) : undefined
      }
    >
      {hint ? <p>{hint}</p> : null}
    </MessageBox>
  );
}
