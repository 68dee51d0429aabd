/**
 * @lernplattform/game-kit: the parts every game shares (spec 'Game view': timer, start and end
 * overlays; section 7: result posting), so games look and behave alike.
 * Pure helpers are also available React-free from '@lernplattform/game-kit/logic'; the standalone
 * bootstrap lives in '@lernplattform/game-kit/standalone' so federated bundles never pull in
 * react-dom/client.
 */
export * from './kit.logic.ts';
export { kitMessages } from './messages.ts';
export { useGameTimer } from './use-game-timer.ts';
export { useRoundResult } from './use-round-result.ts';
export { useReplayableReducer } from './use-replayable-reducer.ts';
export { useFocusOnMount } from './use-focus-on-mount.ts';
export { GameTimer } from './game-timer.tsx';
export { StartOverlay, type StartOverlayProps } from './start-overlay.tsx';
export { EndOverlay, type EndOverlayProps } from './end-overlay.tsx';
export { GameFrame, useGameSettings, useSectionHeading, type GameFrameProps } from './game-frame.tsx';
export { GameStyles } from './game-styles.tsx';
export { LiveRegion, useAnnouncer, type Announcement } from './live-region.tsx';
