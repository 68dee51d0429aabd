import { useMemo } from 'react';
import type { RegionMark } from './map-quiz.logic.ts';
import { mapMessages } from './messages.ts';

export interface RegionListProps {
  regions: readonly string[];
  regionName: (region: string) => string;
  marks: Readonly<Record<string, RegionMark>>;
  onAnswer: (region: string) => void;
  locked: boolean;
}

const MARKS: Record<RegionMark, string> = { correct: '✓', missed: '✗' };

/**
 * List mode for screen-reader users: the same quiz, each region a button with its name
 * (alphabetical, German collation). Answered regions stay in place but are done.
 */
export function RegionList({ regions, regionName, marks, onAnswer, locked }: RegionListProps) {
  const sorted = useMemo(
    () => [...regions].sort((a, b) => regionName(a).localeCompare(regionName(b), 'de')),
    [regions, regionName],
  );
  return (
    <ul className="gk-map-list" aria-label={mapMessages.listLabel}>
      {sorted.map((region) => {
        const mark = marks[region];
        return (
          <li key={region}>
            <button
              type="button"
              className="gk-map-list__button"
              data-state={mark ?? 'open'}
              // aria-disabled rather than disabled: keyboard focus stays on the button just pressed.
              aria-disabled={mark !== undefined || locked || undefined}
              onClick={() => {
                if (mark === undefined) onAnswer(region);
              }}
            >
              {regionName(region)}
              {mark ? <span aria-hidden="true"> {MARKS[mark]}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
