import { createContext, useContext, useId, useRef, type ReactNode } from 'react';
import { FullscreenButton } from './fullscreen-button.tsx';
import type { GameSettings } from './contract.ts';
import { KitStyles } from './game-styles.tsx';
import { LiveRegion, type Announcement } from './live-region.tsx';

export interface GameFrameProps {
  title: string;
  /** Standalone pages own the document, so the title is the page's h1 there (h2 in the shell). */
  standalone?: boolean;
  /** Right side of the header: the timer. */
  status?: ReactNode;
  /** Score and counts beside the timer; hidden when the lesson's settings say showScore false. */
  score?: ReactNode;
  /** The lesson's settings for this game (GameProps.settings). */
  settings?: Partial<GameSettings>;
  announcement: Announcement;
  children: ReactNode;
  className?: string;
}

/** Headings inside a game (overlays) sit one level below the frame's title: h2 standalone, h3 in the shell. */
const SectionHeadingContext = createContext<'h2' | 'h3'>('h3');

const SettingsContext = createContext<Partial<GameSettings>>({});

/** The lesson's settings for the game being played ({} outside a lesson). */
export function useGameSettings(): Partial<GameSettings> {
  return useContext(SettingsContext);
}

/** The heading element for an overlay or section title inside the current game frame. */
export function useSectionHeading(): 'h2' | 'h3' {
  return useContext(SectionHeadingContext);
}

/** The common frame of every game: styles, header with title and status, body, live region. */
export function GameFrame({ title, standalone = false, status, score, settings = {}, announcement, children, className }: GameFrameProps) {
  const showScore = settings.showScore !== false;
  const titleId = useId();
  const Heading = standalone ? 'h1' : 'h2';
  const frameRef = useRef<HTMLElement>(null);
  return (
    <section
      ref={frameRef}
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
          <div className="gk-game__status">
            {status}
            {showScore ? score : null}
            <FullscreenButton target={frameRef} />
          </div>
        </header>
        <div className="gk-game__body">
          <SettingsContext.Provider value={settings}>
            <SectionHeadingContext.Provider value={standalone ? 'h2' : 'h3'}>{children}</SectionHeadingContext.Provider>
          </SettingsContext.Provider>
        </div>
      </div>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
