import { Button } from '@platform/ui';
import { useId, useState, type ReactNode } from 'react';
import { kitMessages } from './messages.ts';
import { TARGET_DEFAULT, TARGET_MAX, TARGET_MIN, clampTarget } from './target-score.ts';
import { useSectionHeading } from './GameFrame.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

export interface StartOverlayProps {
  title: string;
  description?: ReactNode;
  /** Slider start value; the spec's default is 30. */
  initialTarget?: number;
  onStart: (target: number) => void;
  /** Focus the start button on mount (after 'Nochmal spielen', not on page load). */
  autoFocus?: boolean;
  /** Show the target-score slider (guessing games); games without a score leave it out. */
  chooseTarget?: boolean;
}

/** Start overlay: the guessing games choose the target score (1–100) here; then start. */
export function StartOverlay({
  title,
  description,
  initialTarget = TARGET_DEFAULT,
  onStart,
  autoFocus = false,
  chooseTarget = true,
}: StartOverlayProps) {
  const [target, setTarget] = useState(() => clampTarget(initialTarget));
  const sliderId = useId();
  const titleId = useId();
  const Heading = useSectionHeading();
  const startRef = useFocusOnMount<HTMLButtonElement>(autoFocus);

  return (
    // A group, not a second region: the game's frame is already the region with this title.
    <div role="group" className="gk-overlay" aria-labelledby={titleId}>
      <Heading className="gk-overlay__title" id={titleId}>
        {title}
      </Heading>
      {description ? <p className="gk-overlay__text">{description}</p> : null}
      {chooseTarget ? (
        <div className="gk-slider">
          <label htmlFor={sliderId}>{kitMessages.targetLabel}</label>
          <output htmlFor={sliderId} aria-hidden="true">
            {target}
          </output>
          <input
            id={sliderId}
            type="range"
            min={TARGET_MIN}
            max={TARGET_MAX}
            step={1}
            value={target}
            onChange={(event) => setTarget(clampTarget(Number(event.currentTarget.value)))}
          />
        </div>
      ) : null}
      <Button ref={startRef} size="lg" onClick={() => onStart(target)}>
        {kitMessages.startButton}
      </Button>
    </div>
  );
}
