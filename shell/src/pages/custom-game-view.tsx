import { CUSTOM_GAME_BUNDLES, type CustomGame } from 'api/client';
import { Button, Icon, MessageBox, buttonClassName, copyText } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { loadGame, remoteLogger, type LoadedGame } from '../federation/load-remote';
import { RemoteErrorBoundary, useRemoteLoader } from '../federation/remote-view';
import { messages } from '../messages';
import { pageMessages } from './page-messages';
import { useSession } from '../session/use-session';
import { GameNotFound } from './game-view';

/** Clipboard notice duration (spec section 9: 2 s). */
const COPIED_NOTICE_MS = 2_000;


/** The iframe an LMS page embeds: the bundle's standalone page with the game's id. */
export function embedSnippet(origin: string, game: Pick<CustomGame, 'id' | 'name' | 'game_type'>): string {
  const src = `${origin}/embed/${CUSTOM_GAME_BUNDLES[game.game_type]}/?id=${game.id}`;
  const title = game.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${src}" title="${title}" width="100%" height="640" style="border:0"></iframe>`;
}

type Loaded = { game: CustomGame; bundle: LoadedGame | null } | null;

/**
 * A teacher's custom game at /games/custom/{id} and /custom-game/{id} (spec 2 'Game view'): both read
 * the game through GET /api/custom-games/{id} (public without sign-in, private for its owner), then
 * load its template's bundle and hand it the game. 'Link zum Spiel kopieren' and the embed code.
 */
export function CustomGameViewPage() {
  const { id = '' } = useParams();
  const { api } = useSession();
  const t = pageMessages.game;
  const state = useRemoteLoader<Loaded>(async () => {
    const res = await api.fetch(`/api/custom-games/${encodeURIComponent(id)}`);
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const game = (await res.json()) as CustomGame;
    return { game, bundle: await loadGame(CUSTOM_GAME_BUNDLES[game.game_type]) };
  }, id);

  const loaded = state.status === 'ready' ? state.value : null;
  return (
    <div className="ui-page shell-game-page">
      {loaded ? <title>{`${loaded.game.name} · ${messages.appName}`}</title> : null}
      <div className="shell-game-toolbar">
        <Link to="/teacher/games" className="ui-back-link">
          <Icon name="arrow-left" /> {t.back}
        </Link>
        <div className="shell-game-toolbar__actions">
          {loaded?.game.is_own ? (
            <Link to={`/teacher/create-game?id=${loaded.game.id}`} className={buttonClassName('subtle', { size: 'sm' })}>
              {t.edit}
            </Link>
          ) : null}
          <CopyButton label={t.copyLink} copiedText={t.copied} text={() => window.location.href} />
        </div>
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="shell-page-loading">
          {t.loading}
        </p>
      ) : state.status === 'error' ? (
        <MessageBox kind="error" title={t.failed} action={<Button variant="light" onClick={state.retry}>{t.retry}</Button>}>
          <p>{messages.remote.failedHint}</p>
        </MessageBox>
      ) : loaded === null || loaded.bundle === null ? (
        <GameNotFound />
      ) : (
        <div className="ui-stack">
          <h1 className="ui-visually-hidden">{loaded.game.name}</h1>
          <div className="shell-game-stage">
            <RemoteErrorBoundary
              remote={loaded.bundle.meta.name}
              onRetry={state.retry}
              fallback={(retry) => <MessageBox kind="error" title={t.failed} action={<Button variant="light" onClick={retry}>{t.retry}</Button>} />}
            >
              <loaded.bundle.Game
                standalone={false}
                customGame={loaded.game.content}
                onResult={(payload) => remoteLogger(loaded.bundle?.meta.name ?? id).info('result', payload)}
              />
            </RemoteErrorBoundary>
          </div>
          <EmbedCode snippet={embedSnippet(window.location.origin, loaded.game)} />
        </div>
      )}
    </div>
  );
}

function CopyButton({ label, copiedText, text }: { label: string; copiedText: string; text: () => string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const handleCopy = async () => {
    const ok = await copyText(text());
    setCopyState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopyState('idle'), COPIED_NOTICE_MS);
  };
  return (
    <>
      <Button variant="subtle" size="sm" onClick={handleCopy}>
        {label}
      </Button>
      <span aria-live="polite" className={copyState === 'idle' ? 'ui-visually-hidden' : 'shell-copy-notice'}>
        {copyState === 'copied' ? copiedText : copyState === 'failed' ? pageMessages.game.copyFailed : ''}
      </span>
    </>
  );
}

/** The embed snippet for an LMS page, read-only, with a copy button. */
function EmbedCode({ snippet }: { snippet: string }) {
  const fieldId = useId();
  return (
    <section className="ui-stack shell-embed" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="ui-section-title">
        {pageMessages.game.embedTitle}
      </h2>
      <label htmlFor={fieldId}>{pageMessages.game.embedHint}</label>
      <textarea id={fieldId} className="ui-input shell-embed__code" readOnly rows={3} value={snippet} onFocus={(e) => e.currentTarget.select()} />
      <div>
        <CopyButton label={pageMessages.game.embedCopy} copiedText={pageMessages.game.embedCopied} text={() => snippet} />
      </div>
    </section>
  );
}
