import { Button } from '@platform/ui';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { kitMessages } from './messages.ts';
import { useGameSettings, useSectionHeading } from './game-frame.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

export interface EndOverlayProps {
  won: boolean;
  /** Shown in the given order, e.g. { Punkte: 30, Zeit: '01:23', Richtig: 30, Falsch: 4 }. */
  stats: Readonly<Record<string, string | number | undefined>>;
  onRestart: () => void;
  children?: ReactNode;
  /** Focus 'Nochmal spielen' on mount (default), since the board the user was on is gone. */
  autoFocus?: boolean;
}

/** End overlay of every game: 'Geschafft 🎉' or 'Verloren 😔', the stats and a replay button. */
export function EndOverlay({ won, stats, onRestart, children, autoFocus = true }: EndOverlayProps) {
  const titleId = useId();
  const Heading = useSectionHeading();
  // A lesson may allow one round only: then there is no 'Nochmal spielen'.
  const { allowRetry = true } = useGameSettings();
  const restartRef = useFocusOnMount<HTMLButtonElement>(autoFocus && allowRetry);
  const entries = Object.entries(stats).filter((entry): entry is [string, string | number] => entry[1] !== undefined);

  return (
    <section className="gk-overlay" data-won={won ? '' : undefined} aria-labelledby={titleId}>
      {won ? <Confetti /> : null}
      <Heading className="gk-overlay__title" id={titleId}>
        {won ? kitMessages.won : kitMessages.lost}
      </Heading>
      {entries.length > 0 ? (
        <dl className="gk-stats" aria-label={kitMessages.resultsLabel}>
          {entries.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
      {allowRetry ? (
        <Button ref={restartRef} size="lg" onClick={onRestart}>
          {kitMessages.restartButton}
        </Button>
      ) : null}
    </section>
  );
}

const CONFETTI_COLOURS = ['#e03131', '#f08c00', '#2f9e44', '#1c7ed6', '#ae3ec9', '#fcc419'];

/**
 * A short burst of confetti over the end card of a won game: 28 CSS-animated pieces, no
 * library. People who ask for reduced motion get none (game-kit.css), the heading's 🎉 stays.
 */
function Confetti() {
  return (
    <div className="gk-confetti" aria-hidden="true">
      {Array.from({ length: 28 }, (_, i) => (
        <i
          key={i}
          style={
            {
              '--x': `${(i * 37) % 100}%`,
              '--delay': `${((i * 53) % 60) / 100}s`,
              '--spin': `${(i % 2 === 0 ? 1 : -1) * (200 + ((i * 71) % 360))}deg`,
              '--drift': `${((i * 29) % 60) - 30}px`,
              background: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
