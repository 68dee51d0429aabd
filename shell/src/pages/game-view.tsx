import { CUSTOM_GAME_BUNDLES } from 'api/client';
import { Button, Icon, MessageBox, PageLoadError, copyText, useLoader } from '@platform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GameDisabledError, loadGame, prefetchGame } from '../federation/load-game';
import { RemoteLoadError, remoteLogger } from '../federation/load-remote';
import { RemoteErrorBoundary } from '../federation/remote-view';
import { useWideLayout } from '../layout/use-wide-layout';
import { messages } from '../messages';
import { CopyButton } from './copy-button';
import { pageMessages } from './page-messages';
import { ScormDownloadButton } from './scorm-download';


/** Template engines (their sample game) have no package of their own: a teacher packages their own games. */
const TEMPLATE_BUNDLES = new Set<string>(Object.values(CUSTOM_GAME_BUNDLES));

/** Clipboard notice duration (spec section 9: 2 s). */
const COPIED_NOTICE_MS = 2_000;

// Opened at a game's address: the game starts loading with this chunk, not after the page's first commit.
const opened = /^\/games\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (opened) {
  try {
    prefetchGame(decodeURIComponent(opened));
  } catch {
    // a malformed address: the page says 'Spiel nicht gefunden'
  }
}

/**
 * Game view '/games/:key': loads `game_<name>/Game` through the federation
 * loader; states loading, error, not found, playing (spec section 4).
 */
export function GameViewPage() {
  useWideLayout();
  const { key = '' } = useParams();
  const t = pageMessages.game;
  const { state: game, reload } = useLoader(key, () => loadGame(key));
  const retry = () => void reload();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleCopy = async () => {
    const ok = await copyText(window.location.href);
    setCopyState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopyState('idle'), COPIED_NOTICE_MS);
  };

  const title = game.status === 'ready' && game.data ? game.data.meta.title : null;
  const stageRef = useStageOffset();

  return (
    <div className="ui-page shell-game-page">
      {title ? <title>{`${title} · ${messages.appName}`}</title> : null}
      <div className="shell-game-toolbar">
        <Link to="/teacher/games" className="ui-back-link">
          <Icon name="arrow-left" /> {t.back}
        </Link>
        <div className="shell-game-toolbar__actions">
          {game.status === 'ready' && game.data && !TEMPLATE_BUNDLES.has(key) ? <ScormDownloadButton game={{ key }} /> : null}
          <Button variant="subtle" size="sm" onClick={handleCopy}>
            {t.copyLink}
          </Button>
        </div>
      </div>
      <div aria-live="polite" className={copyState === 'idle' ? 'ui-visually-hidden' : undefined}>
        {copyState === 'copied' ? <MessageBox kind="success">{t.copied}</MessageBox> : null}
        {copyState === 'failed' ? <MessageBox kind="warning">{t.copyFailed}</MessageBox> : null}
      </div>
      {game.status === 'loading' ? (
        <p role="status" className="shell-page-loading">
          {t.loading}
        </p>
      ) : game.status === 'error' && game.error instanceof GameDisabledError ? (
        <MessageBox kind="warning" title={t.disabledTitle}>
          <p>{t.disabledText}</p>
        </MessageBox>
      ) : game.status === 'error' ? (
        // A game team's origin failing is theirs, not the user's connection (the manifest just came from ours).
        <PageLoadError
          title={t.failed}
          hint={game.error instanceof RemoteLoadError && game.error.userMessage ? game.error.userMessage : messages.remote.failedHint}
          onRetry={retry}
        />
      ) : game.data === null ? (
        <GameNotFound />
      ) : (
        <div className="ui-stack">
          <h1 id="game-title" className="ui-visually-hidden">
            {game.data.meta.title}
          </h1>
          <div className="shell-game-stage" ref={stageRef}>
            <RemoteErrorBoundary
              remote={game.data.meta.name}
              onRetry={retry}
              fallback={(retryBoundary) => <PageLoadError title={t.failed} onRetry={retryBoundary} />}
            >
              <game.data.Game
                standalone={false}
                onResult={(payload) => remoteLogger(game.data?.meta.name ?? key).info('result', payload)}
              />
            </RemoteErrorBoundary>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Tells the game how much of the viewport the page takes above and below it (--gk-host-offset,
 * read by the game kit), so the game sizes its board to fit on screen without scrolling: on a
 * whiteboard and a school laptop the question and the whole board are visible together.
 */
export function useStageOffset() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((stage: HTMLDivElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!stage) return;
    const measure = () => {
      const style = getComputedStyle(stage);
      const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
      const chrome = edges.reduce((sum, edge) => sum + (parseFloat(style[edge]) || 0), 0);
      const top = stage.getBoundingClientRect().top + window.scrollY;
      stage.style.setProperty('--gk-host-offset', `${Math.round(top + chrome + 8)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    cleanup.current = () => window.removeEventListener('resize', measure);
  }, []);
}

/** 'Spiel nicht gefunden' for unknown game addresses. */
export function GameNotFound() {
  return (
    <section className="ui-empty" aria-labelledby="game-not-found">
      <span className="ui-empty__icon">
        <Icon name="puzzle" />
      </span>
      <h1 id="game-not-found" className="ui-section-title">
        {pageMessages.game.notFoundTitle}
      </h1>
      <p>{pageMessages.game.notFoundText}</p>
    </section>
  );
}

/** Unknown game addresses: not found, with the back link and 'Link zum Spiel kopieren' (to send the address to whoever shared it). */
export function GameNotFoundPage() {
  useWideLayout();
  return (
    <div className="ui-page shell-game-page">
      <div className="shell-game-toolbar">
        <Link to="/teacher/games" className="ui-back-link">
          <Icon name="arrow-left" /> {pageMessages.game.back}
        </Link>
        <div className="shell-game-toolbar__actions">
          <CopyButton label={pageMessages.game.copyLink} copiedText={pageMessages.game.copied} text={() => window.location.href} />
        </div>
      </div>
      <GameNotFound />
    </div>
  );
}
