import { Button } from '@platform/ui';
import { useId } from 'react';
import { useSectionHeading } from '../game-frame.tsx';
import { kitMessages } from '../messages.ts';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { mapMessages } from './messages.ts';

export interface MapChoice {
  id: string;
  label: string;
}

export interface MapStartOverlayProps {
  title: string;
  description?: string;
  choices: readonly MapChoice[];
  value: string;
  onChange: (choice: string) => void;
  onStart: () => void;
  autoFocus?: boolean;
}

/** Start overlay of maps with parts to choose (Weltkarte: Welt, Europa, …), so a round fits a lesson; without choices only 'Spiel starten' (lessons). */
export function MapStartOverlay({ title, description, choices, value, onChange, onStart, autoFocus = false }: MapStartOverlayProps) {
  const titleId = useId();
  const groupName = useId();
  const Heading = useSectionHeading();
  const startRef = useFocusOnMount<HTMLButtonElement>(autoFocus);
  return (
    <div role="group" className="gk-overlay" aria-labelledby={titleId}>
      <Heading className="gk-overlay__title" id={titleId}>
        {title}
      </Heading>
      {description ? <p className="gk-overlay__text">{description}</p> : null}
      {choices.length > 0 ? (
      <fieldset className="gk-map-choice">
        <legend>{mapMessages.regionLegend}</legend>
        {choices.map((choice) => (
          <label key={choice.id} className="gk-map-choice__option">
            <input
              type="radio"
              name={groupName}
              value={choice.id}
              checked={choice.id === value}
              onChange={() => onChange(choice.id)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      ) : null}
      <Button ref={startRef} size="lg" onClick={onStart}>
        {kitMessages.startButton}
      </Button>
    </div>
  );
}
