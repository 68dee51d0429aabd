import { Button } from '@platform/ui';
import { useId, useState, type ReactNode } from 'react';
import { kitMessages } from './messages.ts';
import { TARGET_DEFAULT, TARGET_MAX, TARGET_MIN, clampTarget } from './target-score.ts';
import { useSectionHeading } from './game-frame.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

export interface StartOverlayProps {
  title: string;
  description?: ReactNode;
  /** Slider start value; the spec's default is 30. */
  initialTarget?: number;
  onStart: (target: number) => void;
  /** Focus the start button on mount (after 'Nochmal spielen', not on page load). */
  autoFocus?: boolean;
  /** Show the target-score slider (guessing games); games without a score and lessons (the teacher chose) leave it out. */
  chooseTarget?: boolean;
  /** The slider's maximum: at most TARGET_MAX, at most what the game has (EU-Flaggen: 27 flags). */
  maxTarget?: number;
}

/** Start overlay: the guessing games choose the target score (1–100) here; then start. */
export function StartOverlay({
  title,
  description,
  initialTarget = TARGET_DEFAULT,
  onStart,
  autoFocus = false,
  chooseTarget = true,
  maxTarget = TARGET_MAX,
}: StartOverlayProps) {
  const max = Math.min(TARGET_MAX, maxTarget);
  const [target, setTarget] = useState(() => Math.min(max, clampTarget(initialTarget)));
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
            max={max}
            step={1}
            value={target}
            onChange={(event) => setTarget(Math.min(max, clampTarget(Number(event.currentTarget.value))))}
          />
        </div>
      ) : null}
      <Button ref={startRef} size="lg" onClick={() => onStart(target)}>
        {kitMessages.startButton}
      </Button>
    </div>
  );
}
