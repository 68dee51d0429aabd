import { CUSTOM_GAME_BUNDLES, type CustomGame, type GameContent, type GameRoundResult } from 'api/client';
import { ApiError, Button, Icon, MessageBox, PageLoadError, useLoader, type AreaGames, type GameProps } from '@platform/ui';
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { getCustomGame } from '../../api';
import { messages } from '../../messages';
import { useBlockContext } from '../block-context';
import { gameResultError } from '../../errors';
import { clock, toGameResultInput } from './game-result';

const t = messages.game;

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  /** `message`: the shell's German reason (a switched-off game, a game team's files unreachable). */
  | { status: 'error'; message?: string; disabled?: boolean }
  | { status: 'ready'; Game: ComponentType<GameProps>; customGame?: CustomGame['content']; provider?: string };

type Playable = Extract<Loaded, { status: 'ready' | 'missing' }>;
type GameLoadError = Omit<Extract<Loaded, { status: 'error' }>, 'status'>;

/** The shell's reason for a game that did not load (a switched-off game, a game team's files unreachable). */
function gameLoadError(error: unknown): GameLoadError {
  const shell = (error ?? {}) as { code?: unknown; userMessage?: unknown };
  return { disabled: shell.code === 'GAME_DISABLED', ...(typeof shell.userMessage === 'string' && shell.userMessage ? { message: shell.userMessage } : {}) };
}

/**
 * The game's bundle; for a teacher's game (matching, multiple choice) also the game itself,
 * read with the student's session, and played by its template's bundle.
 */
function useGame(games: AreaGames | undefined, content: GameContent): { game: Loaded; retry: () => void } {
  const { api } = useBlockContext();
  const { gameType, gameId } = content;
  const { state, reload } = useLoader<Playable, GameLoadError>(
    `${gameType}:${gameId}:${games ? 'games' : 'none'}`,
    async () => {
      if (!games) throw new Error('no game loader');
      const custom = gameType === 'matching' || gameType === 'multipleChoice';
      try {
        const customGame = custom ? (await getCustomGame(api, gameId)).content : undefined;
        const game = await games.load(custom ? CUSTOM_GAME_BUNDLES[gameType] : gameId);
        return game ? { status: 'ready', Game: game.Game, customGame, provider: game.provider } : { status: 'missing' };
      } catch (error) {
        // A teacher's game deleted meanwhile answers 404: 'Spiel nicht gefunden'.
        if (error instanceof ApiError && error.status === 404) return { status: 'missing' };
        throw error;
      }
    },
    gameLoadError,
    'game-block',
  );
  const game: Loaded = state.status === 'ready' ? state.data : state.status === 'error' ? { status: 'error', ...state.error } : { status: 'loading' };
  return { game, retry: () => void reload() };
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

type Saving = 'idle' | 'saving' | 'saved' | { failed: string };

/**
 * A student's rounds on the server: each is drawn when the game shows (its seed, from the server), starts when its
 * first question shows (the try counts from then) and ends with its result.
 */
export interface GameRounds {
  /** The round the game shows: its id and the seed it plays. Rejects with GAME_ALREADY_PLAYED when the block's one round is used. */
  draw(): Promise<{ roundId: string; seed: number }>;
  /** The round's first question shows: the try counts from here. Rejects with GAME_ALREADY_PLAYED when it is used meanwhile. */
  start(roundId: string): Promise<void>;
  report(roundId: string, result: GameRoundResult): Promise<void>;
}

/** A drawn round: the game plays its seed. */
type Drawn = { roundId: string; seed: number };
type RoundState =
  | { status: 'drawing' }
  | ({ status: 'drawn' | 'starting' | 'started' } & Partial<Drawn>)
  | { status: 'used' }
  | ({ status: 'failed'; step: 'draw' | 'start' } & Partial<Drawn>);

const alreadyPlayed = (error: unknown) => error instanceof ApiError && error.code === 'GAME_ALREADY_PLAYED';

/**
 * The round on the server. With `rounds` (students) each game shown draws a round (`round`: the lesson's count of
 * them), and the game mounts with its seed; the round starts when the game itself starts (its first question shows,
 * the game's onStart), not when the game view opens: opening and closing the view, or a reload before the first
 * question, costs no try. A preview (no `rounds`) draws and starts nothing, and the game picks its own seed.
 * `started()` settles once the server started the round (the result waits for it).
 */
function useRound(rounds: GameRounds | undefined, round: number) {
  const [state, setState] = useState<RoundState>(rounds ? { status: 'drawing' } : { status: 'drawn' });
  const [drawAttempt, setDrawAttempt] = useState(0);
  const latest = useRef(rounds);
  latest.current = rounds;
  const startRequest = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const server = latest.current;
    startRequest.current = null;
    if (!server) return setState({ status: 'drawn' });
    let current = true;
    setState({ status: 'drawing' });
    server.draw().then(
      (drawn) => current && setState({ status: 'drawn', ...drawn }),
      (error: unknown) => {
        if (!current) return;
        if (alreadyPlayed(error)) return setState({ status: 'used' });
        console.error('[game-block] drawing the round failed', error);
        setState({ status: 'failed', step: 'draw' });
      },
    );
    return () => {
      current = false;
    };
  }, [round, drawAttempt]);

  const drawn: Partial<Drawn> = 'roundId' in state && state.roundId !== undefined && state.seed !== undefined ? { roundId: state.roundId, seed: state.seed } : {};
  const start = () => {
    const server = latest.current;
    const { roundId, seed } = drawn;
    if (!server || roundId === undefined) return setState({ status: 'started' });
    setState({ status: 'starting', roundId, seed });
    const request = server.start(roundId);
    startRequest.current = request;
    request.then(
      () => mounted.current && startRequest.current === request && setState({ status: 'started', roundId, seed }),
      (error: unknown) => {
        if (!mounted.current || startRequest.current !== request) return;
        if (alreadyPlayed(error)) return setState({ status: 'used' });
        console.error('[game-block] starting the round failed', error);
        setState({ status: 'failed', step: 'start', roundId, seed });
      },
    );
  };
  const retry = () => (state.status === 'failed' && state.step === 'start' ? start() : setDrawAttempt((n) => n + 1));
  return { state, seed: drawn.seed, roundId: drawn.roundId, start, retry, started: () => startRequest.current };
}

/**
 * Plays a game block's game inside the lesson, loaded as its federated bundle through the
 * shell, with the block's settings. The lesson, not the game, owns the rounds: the game's
 * own 'Nochmal spielen' is off, and a new round (when allowRetry) starts here with a fresh
 * clock. A time limit counts down from the round's start (the game's first question) and ends the round; such a
 * round is stored with the score the game last reported as progress.
 * With `rounds` (students) each round starts on the server when the game starts, and its result is stored there;
 * without it the round is a preview.
 */
export function GamePlayer({ content, rounds, onClose }: { content: GameContent; rounds?: GameRounds; onClose: () => void }) {
  const { games } = useBlockContext();
  const [round, setRound] = useState(0);
  /** 'Erneut versuchen' after the game crashed: the game is loaded anew (a rollback counts) and mounted again. */
  const [mountAttempt, setMountAttempt] = useState(0);
  const { game, retry } = useGame(games, content);
  const server = useRound(rounds, round);
  const limit = content.settings.timeLimit;
  const [left, setLeft] = useState(limit);
  const [finished, setFinished] = useState(false);
  const [saving, setSaving] = useState<Saving>('idle');
  const reported = useRef(false);
  const timedOut = limit > 0 && left <= 0 && !finished;
  const ready = game.status === 'ready';
  const running = server.state.status === 'starting' || server.state.status === 'started';
  // A student's game waits for its round's seed (a preview plays at once).
  const playable = server.state.status !== 'drawing' && server.state.status !== 'used' && !(server.state.status === 'failed' && server.state.step === 'draw');

  // The countdown of a time limit: from the round's start (the first question) until it ends.
  useEffect(() => {
    if (limit <= 0 || !ready || !running || finished || timedOut) return;
    const id = window.setInterval(() => setLeft((s) => s - 1), 1_000);
    return () => window.clearInterval(id);
  }, [limit, ready, running, finished, timedOut]);

  // The round so far (games report it while playing): what a round cut short by the time limit scored.
  const progress = useRef<GameRoundResult | null>(null);

  const newRound = () => {
    reported.current = false;
    progress.current = null;
    setFinished(false);
    setSaving('idle');
    setLeft(limit);
    setRound((r) => r + 1);
  };

  /** Stores a round's result once (students; a preview has no `rounds`). */
  const store = (input: GameRoundResult) => {
    if (reported.current) return;
    reported.current = true;
    const { roundId } = server;
    const started = server.started();
    if (!rounds || roundId === undefined || !started) return;
    setSaving('saving');
    started.then(() => rounds.report(roundId, input)).then(
      () => setSaving('saved'),
      (error: unknown) => {
        console.error('[game-block] saving the result failed', error);
        setSaving({ failed: gameResultError(error) });
      },
    );
  };

  const handleResult: GameProps['onResult'] = (payload) => {
    const input = toGameResultInput(payload);
    if (!input) return;
    setFinished(true);
    store(input);
  };

  const handleProgress: GameProps['onProgress'] = (payload) => {
    const input = toGameResultInput(payload);
    if (input) progress.current = input;
  };

  // A round the time limit ends counts with what was reached (so 'one round only' holds, too).
  useEffect(() => {
    if (timedOut && progress.current) store({ ...progress.current, success: false });
  }, [timedOut]); // eslint-disable-line react-hooks/exhaustive-deps -- only the moment the time runs out

  const playerRef = useFitToScreen(ready);

  const canRetry = content.settings.allowRetry || !rounds;
  return (
    <div className="lz-game__player" ref={playerRef}>
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
        {timedOut ? <MessageBox kind="warning">{t.timeUp}</MessageBox> : null}
        {saving === 'saving' ? <p>{t.saving}</p> : null}
        {saving === 'saved' ? <MessageBox kind="success">{t.saved}</MessageBox> : null}
        {typeof saving === 'object' ? <MessageBox kind="error">{saving.failed}</MessageBox> : null}
      </div>
      {game.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {server.state.status === 'used' ? <p className="ui-muted">{t.oneAttemptUsed}</p> : null}
      {server.state.status === 'failed' ? (
        <PageLoadError title={t.startFailed} onRetry={server.retry} compact />
      ) : null}
      {game.status === 'missing' ? <MessageBox kind="error">{t.notFound}</MessageBox> : null}
      {game.status === 'error' && game.disabled ? <MessageBox kind="warning" title={t.disabled}>{game.message}</MessageBox> : null}
      {game.status === 'error' && !game.disabled ? (
        <PageLoadError title={t.loadFailed} hint={game.message} onRetry={retry} compact />
      ) : null}
      {ready && !timedOut && playable ? (
        <GameErrorBoundary
          key={`${round}:${mountAttempt}`}
          fallback={<PageLoadError title={t.loadFailed} hint={t.crashed(game.provider)} onRetry={() => { retry(); setMountAttempt((n) => n + 1); }} compact />}
        >
          <game.Game
            customGame={game.customGame}
            seed={server.seed}
            onStart={server.start}
            onResult={handleResult}
            onProgress={handleProgress}
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

/**
 * When the game shows, scrolls the player to the top of the screen (below the platform's sticky
 * header) and tells the game how much of the viewport is taken above it (--gk-host-offset, read
 * by the game kit), so question and board fit on screen together, on a whiteboard as on a laptop.
 */
function useFitToScreen(ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const player = ref.current;
    if (!ready || !player) return;
    const measure = () => {
      const header = document.querySelector('header');
      const sticky = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0;
      const frame = player.querySelector('.gk-game');
      const above = frame ? frame.getBoundingClientRect().top - player.getBoundingClientRect().top : 0;
      player.style.scrollMarginTop = `${Math.round(sticky + 8)}px`;
      // 16 px below: room for the frame's own border and the lesson's spacing under it.
      player.style.setProperty('--gk-host-offset', `${Math.round(sticky + 8 + above + 16)}px`);
    };
    measure();
    player.scrollIntoView({ block: 'start' });
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ready]);
  return ref;
}
