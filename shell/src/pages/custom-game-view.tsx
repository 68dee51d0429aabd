import { CUSTOM_GAME_BUNDLES, type CustomGame } from 'api/client';
import { Icon, PageLoadError, buttonClassName, createAreaClient, useLoader } from '@platform/ui';
import { useId } from 'react';
import { CopyButton } from './copy-button';
import { Link, useParams } from 'react-router-dom';
import { loadGame, type LoadedGame } from '../federation/load-game';
import { remoteLogger } from '../federation/load-remote';
import { RemoteErrorBoundary } from '../federation/remote-view';
import { useWideLayout } from '../layout/use-wide-layout';
import { messages } from '../messages';
import { pageMessages } from './page-messages';
import { ScormDownloadButton } from './scorm-download';
import { useSession } from '../session/use-session';
import { GameNotFound, useStageOffset } from './game-view';


/** The iframe an LMS page embeds: the bundle's standalone page with the game's id. */
export function embedSnippet(origin: string, game: Pick<CustomGame, 'id' | 'name' | 'game_type'>): string {
  const src = `${origin}/embed/${CUSTOM_GAME_BUNDLES[game.game_type]}/?id=${game.id}`;
  const title = game.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${src}" title="${title}" width="100%" height="640" style="border:0"></iframe>`;
}

type Loaded = { game: CustomGame; bundle: LoadedGame | null } | null;

/** Which step failed (spec 8 'Custom game player'): reading the game, or loading its template's bundle. */
class CustomGameLoadError extends Error {
  constructor(readonly step: 'game' | 'bundle', readonly detail: string) {
    super(detail);
  }
}

/** A short German reason for the spec's 'Fehler beim Laden des Spiels:' / 'Spiel konnte nicht geladen werden:'. */
function reasonOf(error: unknown): string {
  if (error instanceof CustomGameLoadError) return error.detail;
  return pageMessages.game.reasonUnknown;
}

/**
 * A teacher's custom game at /games/custom/{id} and /custom-game/{id} (spec 2 'Game view'): both read
 * the game through GET /api/custom-games/{id} (public without sign-in, private for its owner), then
 * load its template's bundle and hand it the game. 'Link zum Spiel kopieren' and the embed code.
 */
export function CustomGameViewPage() {
  useWideLayout();
  const { id = '' } = useParams();
  const { api, status } = useSession();
  const t = pageMessages.game;
  const stageRef = useStageOffset();
  const { state, reload } = useLoader<Loaded>(`${id}:${status}`, async () => {
    // A reload restores the session first: read the game as its owner, not anonymously (no 'Spiel bearbeiten' then).
    if (status === 'loading') return new Promise<Loaded>(() => {});
    let res;
    try {
      res = await createAreaClient(api).api['custom-games'][':id'].$get({ param: { id } });
    } catch {
      throw new CustomGameLoadError('game', t.reasonNetwork);
    }
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new CustomGameLoadError('game', t.reasonStatus(res.status));
    const game = await res.json();
    try {
      return { game, bundle: await loadGame(CUSTOM_GAME_BUNDLES[game.game_type]) };
    } catch (error) {
      console.error('[shell] custom game bundle failed', error);
      throw new CustomGameLoadError('bundle', t.reasonBundle);
    }
  });
  const retry = () => void reload();

  const loaded = state.status === 'ready' ? state.data : null;
  return (
    <div className="ui-page shell-game-page">
      {loaded ? <title>{`${loaded.game.name} · ${messages.appName}`}</title> : null}
      <div className="shell-game-toolbar">
        <Link to="/teacher/games" className="ui-back-link">
          <Icon name="arrow-left" /> {t.back}
        </Link>
        <div className="shell-game-toolbar__actions">
          {loaded?.game.abilities.includes('manage') ? (
            <Link to={`/teacher/create-game?id=${loaded.game.id}`} className={buttonClassName('subtle', { size: 'sm' })}>
              {t.edit}
            </Link>
          ) : null}
          {loaded?.game.abilities.includes('package') ? <ScormDownloadButton game={{ customGameId: loaded.game.id }} /> : null}
          <CopyButton label={t.copyLink} copiedText={t.copied} text={() => window.location.href} />
        </div>
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="shell-page-loading">
          {t.loading}
        </p>
      ) : state.status === 'error' ? (
        <PageLoadError
          title={
            state.error instanceof CustomGameLoadError && state.error.step === 'game'
              ? t.loadGameFailed(reasonOf(state.error))
              : t.bundleFailed(reasonOf(state.error))
          }
          hint={messages.remote.failedHint}
          onRetry={retry}
        />
      ) : loaded === null || loaded.bundle === null ? (
        <GameNotFound />
      ) : (
        <div className="ui-stack">
          <h1 className="ui-visually-hidden">{loaded.game.name}</h1>
          <div className="shell-game-stage" ref={stageRef}>
            <RemoteErrorBoundary
              remote={loaded.bundle.meta.name}
              onRetry={retry}
              fallback={(retryBoundary) => <PageLoadError title={t.failed} onRetry={retryBoundary} />}
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
