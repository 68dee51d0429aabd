import { useCallback, useState } from 'react';

/** A message for screen readers; `key` changes on every announce so repeats are read again. */
export interface Announcement {
  text: string;
  key: number;
}

/** State for a LiveRegion: `announce('Richtig!')` makes screen readers read the text. */
export function useAnnouncer(): { announcement: Announcement; announce: (text: string) => void } {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', key: 0 });
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => ({ text, key: previous.key + 1 }));
  }, []);
  return { announcement, announce };
}

/**
 * Visually hidden polite live region. It must be in the DOM before the text changes, so
 * render it always. Screen readers skip unchanged text: alternating a trailing no-break
 * space makes 'Richtig!' twice in a row count as a change.
 */
export function LiveRegion({ announcement }: { announcement: Announcement }) {
  return (
    <div className="gk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement.text}
      {announcement.key % 2 === 1 ? '\u00a0' : ''}
    </div>
  );
}
