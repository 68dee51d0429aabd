import { gameTypeLabel, type CustomGameSummary } from 'api/client';
import {
  Button, ConfirmDialog, EmptyState, Icon, Link, MessageBox, SkeletonGrid, useLoader, useNavigate, useTimedNotice, type AreaApi,
  PageLoadError,
} from '@platform/ui';
import { useState } from 'react';
import { deleteGame, listOwnGames } from '../api';
import { messages as t } from '../messages';
import { deleteGameError } from './game-errors';

const g = t.customGames;

/** '/teacher/games' (spec 2 'Manage games'): the teacher's own games and the built-in games, in one place. */
export function GamesPage({ api }: { api: AreaApi }) {
  const navigate = useNavigate();
  const createGame = () => navigate('/teacher/create-game');
  const { state, reload } = useLoader('own-games', () => listOwnGames(api), () => g.loadFailed, 'area_teacher');
  const [toDelete, setToDelete] = useState<CustomGameSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, showNotice] = useTimedNotice();

  const handleDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteGame(api, toDelete.id);
      showNotice(g.deleted(toDelete.name));
      setToDelete(null);
      await reload(true);
    } catch (error) {
      console.error('[area_teacher] delete game failed', error);
      setDeleteError(deleteGameError(error));
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="ui-page">
      <title>{`${t.gamesTitle} · Lernplattform`}</title>
      <Link to="/teacher/dashboard" className="ui-back-link">
        <Icon name="arrow-left" /> {t.backToDashboard}
      </Link>
      <div className="ui-section-header">
        <h1 className="ui-page-title">{t.gamesTitle}</h1>
        <Button size="lg" onClick={createGame}>
          <Icon name="plus" />
          {t.newGame}
        </Button>
      </div>

      <div aria-live="polite">
        {notice ? <MessageBox kind="success">{notice}</MessageBox> : null}
        {deleteError ? <MessageBox kind="error">{deleteError}</MessageBox> : null}
      </div>

      <section className="ui-stack" aria-labelledby="own-games-heading">
        <h2 id="own-games-heading" className="ui-section-title">
          {t.ownGames}
        </h2>
        {state.status === 'loading' ? (
          <SkeletonGrid label={g.loading} />
        ) : state.status === 'error' ? (
          <PageLoadError title={state.error} onRetry={() => void reload()} />
        ) : state.data.length === 0 ? (
          <EmptyState
            icon="puzzle"
            title={t.noOwnGames}
            action={
              <Button variant="subtle" onClick={createGame}>
                {t.firstGame}
              </Button>
            }
          />
        ) : (
          <ul className="ui-grid ui-list-reset">
            {state.data.map((game) => (
              <li key={game.id} className="ui-card ui-card--interactive">
                <div className="ui-card__media ui-card__media--emoji">
                  <Icon name={game.game_type === 'matching' ? 'link' : 'check'} />
                </div>
                <div className="ui-card__actions">
                  <Button variant="icon-light" size="sm" aria-label={g.deleteGame(game.name)} onClick={() => setToDelete(game)}>
                    <Icon name="trash" />
                  </Button>
                </div>
                <h3 className="ui-card__title">
                  <Link to={`/games/custom/${game.id}`} className="ui-card__link">
                    {game.name}
                  </Link>
                </h3>
                <span className="ui-badge">{gameTypeLabel(game.game_type)}</span>
                {game.description ? <p className="ui-muted">{game.description}</p> : null}
                {game.lesson_count > 0 ? <p className="ui-muted">{g.usedIn(game.lesson_count)}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ui-stack" aria-labelledby="builtin-games-heading">
        <h2 id="builtin-games-heading" className="ui-section-title">
          {t.builtInGames}
        </h2>
        <ul className="ui-grid ui-list-reset">
          {t.builtIn.map((game) => (
            <li key={game.key} className="ui-card ui-card--interactive">
              <div className="ui-card__media ui-card__media--emoji">
                <Icon name={game.icon} />
              </div>
              <h3 className="ui-card__title">
                <Link to={`/games/${game.key}`} className="ui-card__link">
                  {game.title}
                </Link>
              </h3>
              <span className="ui-badge">{game.type}</span>
              <p className="ui-muted">{game.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title={g.deleteTitle}
        message={toDelete ? g.deleteConfirm(toDelete.name, toDelete.lesson_count) : ''}
        confirmLabel={g.deleteButton}
        destructive
        loading={deleting}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
