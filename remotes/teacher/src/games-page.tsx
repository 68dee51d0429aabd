import { Button, EmptyState, Icon, Link, useNavigate } from '@platform/ui';
import { messages as t } from './messages';

/** '/teacher/games': the built-in games and (later) the teacher's own games. */
export function GamesPage() {
  const navigate = useNavigate();
  const createGame = () => navigate('/teacher/create-game');
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

      <section className="ui-stack" aria-labelledby="own-games-heading">
        <h2 id="own-games-heading" className="ui-section-title">
          {t.ownGames}
        </h2>
        <EmptyState
          icon="puzzle"
          title={t.noOwnGames}
          action={
            <Button variant="subtle" onClick={createGame}>
              {t.firstGame}
            </Button>
          }
        />
      </section>
    </div>
  );
}
