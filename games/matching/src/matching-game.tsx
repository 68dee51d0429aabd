import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import {
  EndOverlay,
  GameFrame,
  GameStyles,
  GameTimer,
  StartOverlay,
  formatTime,
  useRoundResult,
  useReplayableReducer,
  useAnnouncer,
  useGameTimer,
  type GameProps,
} from '@lernplattform/game-kit';
import { customGameMessages, CustomGameView } from '@lernplattform/game-kit/custom';
import type { CustomGameContent } from '@platform/ui';
import gameCss from './matching.css?inline';
import {
  createInitialState,
  isConnected,
  isInteractive,
  matchingReducer,
  scheduleWrongFeedback,
  toResultMessage,
  won,
  type MatchingState,
} from './matching.logic.ts';
import { messages } from './messages.ts';

/**
 * Zuordnen (spec 4 'Matching'): the template bundle of teachers' matching games. Plays the game it
 * is given (`customGame`), the public game `gameId` from the API, or its sample game.
 * Default export = the federated './Game' and the embed page (/embed/matching/?id=…).
 */
export default function MatchingGame(props: GameProps) {
  return <CustomGameView type="matching" title={messages.title} moduleUrl={import.meta.url} Board={MatchingBoard} game={props} />;
}

const isStarted = (state: MatchingState) => state.status !== 'ready';

interface Line { x1: number; y1: number; x2: number; y2: number; state: 'correct' | 'wrong' | 'blink' | 'drag' }

function MatchingBoard({ content, standalone = false, onResult, onProgress, onStart, seed, preview = false, settings }: GameProps & { content: CustomGameContent }) {
  const { announcement, announce } = useAnnouncer();
  const [state, dispatch, replay] = useReplayableReducer(matchingReducer, seed, (initial) => createInitialState(content, initial, preview), isStarted, preview ? undefined : onStart);
  const finished = state.status === 'finished';
  useGameTimer(state.status === 'playing' && state.clockStarted, () => dispatch({ type: 'tick' }));
  useEffect(() => scheduleWrongFeedback(state, dispatch), [state.wrong]); // eslint-disable-line react-hooks/exhaustive-deps -- one timer per wrong pair, not one per state change (the clock ticks every second)

  // Announce the outcome of each connection.
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (state.wrong && state.wrong !== before.wrong && state.wrong.blinking) {
      announce(messages.wrong(textOf(state.starts, state.wrong.startId), textOf(state.ends, state.wrong.endId)));
    } else if (state.connected.length > before.connected.length) {
      const id = state.connected[state.connected.length - 1]!;
      announce(messages.correct(textOf(state.starts, id), textOf(state.ends, id), state.starts.length - state.connected.length));
    } else if (state.timedOut && !before.timedOut) {
      announce(messages.timeUp);
    }
  }, [state, announce]);

  useRoundResult(finished && !preview ? state.round : null, () => toResultMessage(state), preview ? {} : { onResult, onProgress }, replay);

  const status = (
    <>
      {content.settings.timer ? <GameTimer seconds={state.elapsed} /> : null}
      {state.timeLimit > 0 ? <p className="gk-pill">{customGameMessages.timeLimit(formatTime(state.timeLimit))}</p> : null}
    </>
  );
  const score = (
    <>
      <p className="gk-pill">{messages.progress(state.connected.length, state.starts.length)}</p>
      <p className="gk-pill">{messages.attempts(state.attempts)}</p>
    </>
  );

  return (
    <GameFrame title={state.title || messages.title} standalone={standalone} announcement={announcement} status={status} score={score} settings={settings}>
      <GameStyles href="game-matching" css={gameCss} />
      {state.status === 'ready' ? (
        <StartOverlay title={state.title || messages.title} description={messages.intro} chooseTarget={false} autoFocus={state.round > 1} onStart={() => dispatch({ type: 'start' })} />
      ) : finished ? (
        <EndOverlay
          won={won(state)}
          stats={{
            [messages.statPoints]: state.connected.length,
            [messages.statTime]: formatTime(state.elapsed),
            [messages.statRight]: state.connected.length,
            [messages.statWrong]: state.attempts - state.connected.length,
            [messages.statAttempts]: state.attempts,
          }}
          onRestart={() => dispatch({ type: 'restart' })}
        >
          {state.timedOut ? <p>{messages.timeUp}</p> : null}
        </EndOverlay>
      ) : (
        <Board state={state} dispatch={dispatch} announce={announce} />
      )}
    </GameFrame>
  );
}

const sameLines = (a: Line[], b: Line[]) =>
  a.length === b.length && a.every((l, i) => {
    const m = b[i]!;
    return l.state === m.state && l.x1 === m.x1 && l.y1 === m.y1 && l.x2 === m.x2 && l.y2 === m.y2;
  });

const textOf = (sides: MatchingState['starts'], id: string) => sides.find((s) => s.id === id)?.text ?? '';

function Board({ state, dispatch, announce }: {
  state: MatchingState;
  dispatch: (e: Parameters<typeof matchingReducer>[1]) => void;
  announce: (text: string) => void;
}) {
  const boardRef = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [drag, setDrag] = useState<{ startId: string; x: number; y: number } | null>(null);
  const [, setLayoutVersion] = useState(0);
  const interactive = isInteractive(state);

  // Redraw the lines after every change and when the board's size changes.
  useEffect(() => {
    const board = boardRef.current;
    if (!board || typeof ResizeObserver === 'undefined') return;
    // How far the columns start below the game's top (its header and the hint wrap with the
    // width): the columns share what is left of the height the host leaves (matching.css).
    const measureAbove = () => {
      const game = board.closest('.gk-game');
      const columns = board.querySelector('.mt-columns');
      if (!game || !columns) return;
      const above = columns.getBoundingClientRect().top - game.getBoundingClientRect().top;
      board.style.setProperty('--mt-above', `${Math.round(above)}px`);
    };
    measureAbove();
    const observer = new ResizeObserver(() => {
      measureAbove();
      setLayoutVersion((v) => v + 1);
    });
    observer.observe(board);
    return () => observer.disconnect();
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose: any layout change moves the anchors; sameLines ends the chain
  useLayoutEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const origin = board.getBoundingClientRect();
    const anchor = (side: 'start' | 'end', id: string) => {
      const el = board.querySelector<HTMLElement>(`[data-${side}="${CSS.escape(id)}"]`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: (side === 'start' ? r.right : r.left) - origin.left, y: r.top + r.height / 2 - origin.top };
    };
    const next: Line[] = [];
    const add = (startId: string, endId: string, lineState: Line['state']) => {
      const a = anchor('start', startId);
      const b = anchor('end', endId);
      if (a && b) next.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, state: lineState });
    };
    for (const id of state.connected) add(id, id, 'correct');
    if (state.wrong) add(state.wrong.startId, state.wrong.endId, state.wrong.blinking ? 'blink' : 'wrong');
    if (drag) {
      const a = anchor('start', drag.startId);
      if (a) next.push({ x1: a.x, y1: a.y, x2: drag.x - origin.left, y2: drag.y - origin.top, state: 'drag' });
    }
    // Only a real change re-renders (this effect runs after every render).
    setLines((current) => (sameLines(current, next) ? current : next));
  });

  const chooseStart = (id: string) => {
    if (!interactive || isConnected(state, id)) return;
    dispatch({ type: 'selectStart', startId: id });
    if (state.selectedStart !== id) announce(messages.selected(textOf(state.starts, id)));
  };
  const chooseEnd = (id: string) => {
    if (!interactive || !state.selectedStart) return;
    dispatch({ type: 'connect', startId: state.selectedStart, endId: id });
  };

  // Pointer: drag a line from a start and let go over an end.
  const handlePointerDown = (event: ReactPointerEvent, id: string) => {
    if (!interactive || isConnected(state, id) || event.button !== 0) return;
    setDrag({ startId: id, x: event.clientX, y: event.clientY });
  };
  useEffect(() => {
    if (!drag) return;
    const move = (e: PointerEvent) => setDrag((d) => (d ? { ...d, x: e.clientX, y: e.clientY } : d));
    const up = (e: PointerEvent) => {
      const target = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-end]');
      const endId = target?.dataset.end;
      const moved = Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 0;
      setDrag(null);
      if (endId) dispatch({ type: 'connect', startId: drag.startId, endId });
      else if (!moved) chooseStart(drag.startId);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up, { once: true });
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [drag?.startId]); // eslint-disable-line react-hooks/exhaustive-deps -- one listener pair per drag, not one per pointer move

  const endOf = (id: string) => (isConnected(state, id) ? textOf(state.ends, id) : null);
  return (
    // --mt-rows: the items share the height the host leaves (matching.css), ten pairs included.
    <div className="mt-board" ref={boardRef} style={{ '--mt-rows': state.starts.length } as CSSProperties}>
      <p className="mt-hint">{messages.intro}</p>
      <div className="mt-columns">
        <ul className="mt-column" aria-label={messages.startsLabel}>
          {state.starts.map((side) => {
            const lineState = isConnected(state, side.id) ? 'correct' : state.wrong?.startId === side.id ? 'wrong' : undefined;
            return (
              <li key={side.id}>
                <button
                  type="button"
                  className="mt-item mt-item--start"
                  data-start={side.id}
                  data-state={lineState}
                  aria-pressed={state.selectedStart === side.id}
                  aria-disabled={!interactive || isConnected(state, side.id) || undefined}
                  aria-label={messages.startName(side.text, endOf(side.id))}
                  onPointerDown={(e) => handlePointerDown(e, side.id)}
                  onClick={(e) => {
                    // Pointer clicks are handled on pointerup (so a drag is not also a click).
                    if (e.detail === 0) chooseStart(side.id);
                  }}
                >
                  {side.text}
                </button>
              </li>
            );
          })}
        </ul>
        <svg className="mt-lines" aria-hidden="true">
          {lines.map((l, i) => (
            <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} data-state={l.state} />
          ))}
        </svg>
        <ul className="mt-column" aria-label={messages.endsLabel}>
          {state.ends.map((side) => {
            const lineState = isConnected(state, side.id) ? 'correct' : state.wrong?.endId === side.id ? 'wrong' : undefined;
            return (
              <li key={side.id}>
                <button
                  type="button"
                  className="mt-item mt-item--end"
                  data-end={side.id}
                  data-state={lineState}
                  aria-disabled={!interactive || !state.selectedStart || isConnected(state, side.id) || undefined}
                  aria-label={messages.endName(side.text, isConnected(state, side.id))}
                  onClick={() => chooseEnd(side.id)}
                >
                  {side.text}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
