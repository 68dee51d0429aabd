import { CUSTOM_GAME_BUNDLES, type GameContent, type GameResultInput } from 'api/client';
import { Button, Icon, MessageBox, type AreaGames, type GameProps } from '@platform/ui';
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { messages } from '../../messages';
import { useBlockContext } from '../block-context';
import { clock, toGameResultInput } from './game-result';

const t = messages.game;

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; Game: ComponentType<GameProps> };

function useGame(games: AreaGames | undefined, key: string, attempt: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    if (!games) {
      setState({ status: 'error' });
      return;
    }
    games.load(key).then(
      (game) => active && setState(game ? { status: 'ready', Game: game.Game } : { status: 'missing' }),
      (error: unknown) => {
        console.error('[game-block] loading the game failed', error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [games, key, attempt]);
  return state;
}

/** A game that throws while playing shows the error instead of taking the lesson down. */
class GameErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[game-block] the game failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Plays a game block's game inside the lesson, loaded as its federated bundle through the
 * shell, with the block's settings. The lesson, not the game, owns the rounds: the game's
 * own 'Nochmal spielen' is off, and a new round (when allowRetry) starts here with a fresh
 * clock. A time limit counts down from the moment the game shows and ends the round.
 * `report` stores a finished round (students); without it the round is a preview.
 */
export function GamePlayer({ content, report, onClose }: { content: GameContent; report?: (result: GameResultInput) => Promise<void>; onClose: () => void }) {
  const { games } = useBlockContext();
  const [round, setRound] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // A teacher's own game (issue 12) plays in its template's bundle, which loads the game by id.
  const custom = content.gameType === 'matching' || content.gameType === 'multipleChoice';
  const game = useGame(games, custom ? CUSTOM_GAME_BUNDLES[content.gameType as keyof typeof CUSTOM_GAME_BUNDLES] : content.gameId, attempt);
  const limit = content.settings.timeLimit;
  const [left, setLeft] = useState(limit);
  const [finished, setFinished] = useState(false);
  const [saving, setSaving] = useState<Saving>('idle');
  const reported = useRef(false);
  const timedOut = limit > 0 && left <= 0 && !finished;
  const ready = game.status === 'ready';

  // The countdown of a time limit: from the moment the game shows until the round ends.
  useEffect(() => {
    if (limit <= 0 || !ready || finished || timedOut) return;
    const id = window.setInterval(() => setLeft((s) => s - 1), 1_000);
    return () => window.clearInterval(id);
  }, [limit, ready, finished, timedOut]);

  const newRound = () => {
    reported.current = false;
    setFinished(false);
    setSaving('idle');
    setLeft(limit);
    setRound((r) => r + 1);
  };

  const handleResult: GameProps['onResult'] = (payload) => {
    const input = toGameResultInput(payload);
    if (!input || reported.current) return;
    reported.current = true;
    setFinished(true);
    if (!report) return;
    setSaving('saving');
    report(input).then(
      () => setSaving('saved'),
      (error: unknown) => {
        console.error('[game-block] saving the result failed', error);
        setSaving('failed');
      },
    );
  };

  const canRetry = content.settings.allowRetry || !report;
  return (
    <div className="lz-game__player">
      <div className="lz-game__bar">
        {limit > 0 ? (
          <p className="gk-pill lz-game__clock" role="timer" aria-label={`${t.timeLeft}: ${clock(Math.max(0, left))}`}>
            {t.timeLeft}: {clock(Math.max(0, left))}
          </p>
        ) : <span />}
        <Button variant="subtle" size="sm" onClick={onClose}>
          <Icon name="close" /> {t.close}
        </Button>
      </div>
      <div aria-live="polite" className="lz-game__status">
        {saving === 'saving' ? <p>{t.saving}</p> : null}
        {saving === 'saved' ? <MessageBox kind="success">{t.saved}</MessageBox> : null}
        {saving === 'failed' ? <MessageBox kind="error">{t.saveResultFailed}</MessageBox> : null}
        {timedOut ? <MessageBox kind="warning">{t.timeUp}</MessageBox> : null}
      </div>
      {game.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {game.status === 'missing' ? <MessageBox kind="error">{t.notFound}</MessageBox> : null}
      {game.status === 'error' ? (
        <MessageBox kind="error" title={t.loadFailed} action={<Button variant="light" size="sm" onClick={() => setAttempt((a) => a + 1)}>{messages.retry}</Button>} />
      ) : null}
      {ready && !timedOut ? (
        <GameErrorBoundary key={round} fallback={<MessageBox kind="error">{t.loadFailed}</MessageBox>}>
          <game.Game
            gameId={custom ? content.gameId : undefined}
            onResult={handleResult}
            settings={{ ...content.settings, allowRetry: false }}
          />
        </GameErrorBoundary>
      ) : null}
      {(finished || timedOut) && canRetry ? (
        <div className="ui-row">
          <Button onClick={newRound}>{t.playAgain}</Button>
        </div>
      ) : null}
    </div>
  );
}
