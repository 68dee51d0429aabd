import { formatTime } from './format-time.ts';
import { kitMessages } from './messages.ts';

/**
 * Elapsed time as mm:ss. role="timer" is not live, so the ticking is not read aloud every
 * second; the label names it for screen readers and tests (getByRole('timer')).
 */
export function GameTimer({ seconds, label = kitMessages.timerLabel }: { seconds: number; label?: string }) {
  return (
    <div className="gk-pill" role="timer" aria-label={label}>
      <ClockIcon />
      <span>{formatTime(seconds)}</span>
    </div>
  );
}

/**
 * A stopwatch in the design system's icon style (ui-icon). Not the emoji, which school computers
 * without an emoji font draw as an empty box; not @platform/ui's Icon, whose whole icon set would
 * be ~1.3 KB gzip more in every game embed that draws no other icon.
 */
function ClockIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false" aria-hidden="true">
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2h4" />
    </svg>
  );
}
