import { Icon } from '@platform/ui';
import { formatTime } from './format-time.ts';
import { kitMessages } from './messages.ts';

/**
 * Elapsed time as mm:ss. role="timer" is not live, so the ticking is not read aloud every
 * second; the label names it for screen readers and tests (getByRole('timer')).
 */
export function GameTimer({ seconds, label = kitMessages.timerLabel }: { seconds: number; label?: string }) {
  return (
    <div className="gk-pill" role="timer" aria-label={label}>
      <Icon name="clock" />
      <span>{formatTime(seconds)}</span>
    </div>
  );
}
