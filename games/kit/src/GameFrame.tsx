import { createContext, useContext, useId, type ReactNode } from 'react';
import { KitStyles } from './game-styles.tsx';
import { LiveRegion, type Announcement } from './live-region.tsx';

export interface GameFrameProps {
  title: string;
  /** Standalone pages own the document, so the title is the page's h1 there (h2 in the shell). */
  standalone?: boolean;
  /** Right side of the header: timer, score. */
  status?: ReactNode;
  announcement: Announcement;
  children: ReactNode;
  className?: string;
}

/** Headings inside a game (overlays) sit one level below the frame's title: h2 standalone, h3 in the shell. */
const SectionHeadingContext = createContext<'h2' | 'h3'>('h3');

/** The heading element for an overlay or section title inside the current game frame. */
export function useSectionHeading(): 'h2' | 'h3' {
  return useContext(SectionHeadingContext);
}

/** The common frame of every game: styles, header with title and status, body, live region. */
export function GameFrame({ title, standalone = false, status, announcement, children, className }: GameFrameProps) {
  const titleId = useId();
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <section
      className={className ? `gk-game ${className}` : 'gk-game'}
      data-standalone={standalone ? '' : undefined}
      aria-labelledby={titleId}
    >
      <KitStyles />
      <div className="gk-game__inner">
        <header className="gk-game__header">
          <Heading className="gk-game__title" id={titleId}>
            {title}
          </Heading>
          {status ? <div className="gk-game__status">{status}</div> : null}
        </header>
        <div className="gk-game__body">
          <SectionHeadingContext.Provider value={standalone ? 'h2' : 'h3'}>{children}</SectionHeadingContext.Provider>
        </div>
      </div>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
