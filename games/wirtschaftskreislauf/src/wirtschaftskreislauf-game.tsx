import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
  useFocusOnMount,
  useGameTimer,
  type GameProps,
} from '@lernplattform/game-kit';
import gameCss from './wirtschaftskreislauf.css?inline';
import { FLOWS, ZONES, ZONE_IDS, type FlowId, type ZoneId } from './cycle-model.ts';
import { LAYOUTS, itemRect, layoutFor, smallestFont, type CycleLayout, type LayoutName, type Rect } from './cycle-layout.ts';
import type { CycleScene } from './cycle-scene.ts';
import { messages } from './messages.ts';
import {
  createInitialState,
  cycleReducer,
  isInteractive,
  scheduleReset,
  toResultMessage,
  zoneOf,
  type CycleEvent,
  type CycleState,
} from './wirtschaftskreislauf.logic.ts';

/** pixi.js and the diagram, fetched on demand: the start overlay never waits for them. */
const loadScene = () => import('./cycle-scene.ts');

/**
 * Wirtschaftskreislauf: put Produktionsfaktoren, Einkommen, Konsumgüter and Konsumausgaben on the
 * arrows between Haushalte and Unternehmen (spec 4 'Economic cycle'). The diagram is drawn and
 * dragged with pixi.js; the same moves are buttons for keyboards and screen readers. Default
 * export = the federated './Game' and the embed page.
 */
const isStarted = (state: { phase: string }) => state.phase !== 'start';

export default function WirtschaftskreislaufGame({ standalone = false, onResult, onProgress, onStart, seed, settings }: GameProps) {
  const [state, dispatch, replay] = useReplayableReducer(cycleReducer, seed, createInitialState, isStarted, onStart);
  const { announcement, announce } = useAnnouncer();
  const playing = state.phase === 'playing';

  useGameTimer(playing && state.clockStarted, () => dispatch({ type: 'tick' }));
  useEffect(() => scheduleReset(state, dispatch), [state.wrongZones]); // eslint-disable-line react-hooks/exhaustive-deps -- one timer per wrong drop, not one per state change (the clock ticks every second)

  // Start fetching pixi.js while the start overlay is read.
  useEffect(() => {
    loadScene().catch(() => {});
  }, []);

  useEffect(() => {
    if (state.phase === 'finished') announce(messages.correct);
    else if (state.wrongZones) announce(messages.wrong(state.wrongZones.length));
  }, [state.phase, state.wrongZones, announce]);

  useRoundResult(state.phase === 'finished' ? state.round : null, () => toResultMessage(state), { onResult, onProgress }, replay);

  return (
    <GameFrame
      title={messages.title}
      standalone={standalone}
      announcement={announcement}
      settings={settings}
      status={<GameTimer seconds={state.elapsed} />}
      score={<p className="gk-pill">{messages.attempts(state.attempts)}</p>}
    >
      <GameStyles href="game-wirtschaftskreislauf" css={gameCss} />
      {/* Which build is live: lets a deployment verify a redeploy of this game alone. */}
      <span hidden data-build-id={import.meta.env.VITE_BUILD_ID ?? 'dev'} />
      {state.phase === 'start' ? (
        <StartOverlay
          title={messages.title}
          description={messages.intro}
          chooseTarget={false}
          onStart={() => dispatch({ type: 'start' })}
          autoFocus={state.round > 0}
        />
      ) : null}
      {playing ? <CycleBoard state={state} dispatch={dispatch} announce={announce} /> : null}
      {state.phase === 'finished' ? (
        <EndOverlay
          won
          stats={{ [messages.statAttempts]: state.attempts, [messages.statTime]: formatTime(state.elapsed) }}
          onRestart={() => dispatch({ type: 'restart' })}
        />
      ) : null}
    </GameFrame>
  );
}

interface BoardProps {
  state: CycleState;
  dispatch: (event: CycleEvent) => void;
  announce: (text: string) => void;
}

function CycleBoard({ state, dispatch, announce }: BoardProps) {
  const boardRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<CycleScene | null>(null);
  const [layoutName, setLayoutName] = useState<LayoutName>(() => layoutFor(window.innerWidth));
  const layout = LAYOUTS[layoutName];
  // The label size as rendered (CSS px), for the phone's tall layout to prove itself readable.
  const [labelPx, setLabelPx] = useState<number | null>(null);
  const [sceneFailed, setSceneFailed] = useState(false);
  const interactive = isInteractive(state);
  // The board replaces the start button the user just pressed: keep focus in the game.
  const firstItemRef = useFocusOnMount<HTMLButtonElement>(true);

  // Pointer callbacks of the canvas see the current state and announce like the buttons.
  const stateRef = useRef(state);
  stateRef.current = state;
  const actions = useRef({
    place(flow: FlowId, zone: ZoneId) {
      if (!isInteractive(stateRef.current)) return;
      dispatch({ type: 'place', flow, zone });
      announce(messages.placed(FLOWS[flow].label, ZONES[zone].label));
    },
    unplace(zone: ZoneId) {
      const flow = stateRef.current.placed[zone];
      if (!flow || !isInteractive(stateRef.current)) return;
      dispatch({ type: 'unplace', zone });
      announce(messages.unplaced(FLOWS[flow].label));
    },
  }).current;

  // Phones get the tall diagram (labels of 14 px or more); the scene is redrawn when that changes.
  useEffect(() => {
    const board = boardRef.current;
    const host = hostRef.current;
    if (!board || !host || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const name = layoutFor(board.clientWidth);
      setLayoutName(name);
      const fits = LAYOUTS[name];
      if (host.clientWidth > 0) setLabelPx(Math.round(((smallestFont(fits) * host.clientWidth) / fits.canvas.width) * 10) / 10);
    });
    observer.observe(board);
    observer.observe(host);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let created: CycleScene | null = null;
    loadScene()
      .then(({ createCycleScene }) =>
        createCycleScene(host, layout, {
          onGrab: (flow) => {
            if (stateRef.current.selected !== flow) dispatch({ type: 'grab', flow });
          },
          onDrop: (flow, target) => {
            if (target === 'pool') {
              const zone = zoneOf(stateRef.current, flow);
              if (zone) actions.unplace(zone);
              else dispatch({ type: 'release' });
            } else if (target) {
              actions.place(flow, target);
            } else {
              dispatch({ type: 'release' });
            }
          },
        }),
      )
      .then((made) => {
        if (cancelled) made.destroy();
        else {
          created = made;
          setScene(made);
        }
      })
      .catch((error: unknown) => {
        console.error('[wirtschaftskreislauf]', error);
        if (!cancelled) setSceneFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setScene(null);
    };
  }, [dispatch, actions, layout]);

  useEffect(() => {
    scene?.update(state);
  }, [scene, state]);

  const handleItem = (flow: FlowId) => {
    if (!interactive) return;
    dispatch({ type: 'grab', flow });
    if (state.selected !== flow) announce(messages.selected(FLOWS[flow].label));
  };
  const handleZone = (zone: ZoneId) => {
    if (state.selected) actions.place(state.selected, zone);
    else actions.unplace(zone);
  };

  return (
    <div
      className="wk-board"
      ref={boardRef}
      data-layout={layout.name}
      style={{ '--wk-aspect': `${layout.canvas.width} / ${layout.canvas.height}` } as CSSProperties}
    >
      <div className="wk-stage-wrap">
      <div className="wk-stage" ref={hostRef} data-ready={scene ? '' : undefined} data-label-px={labelPx ?? undefined}>
        {scene ? null : <p className="wk-stage__status">{sceneFailed ? messages.loadError : messages.loading}</p>}
      </div>
      {/*
        One set of controls: once the diagram is drawn, these buttons lie exactly over the drawn
        terms and arrows (the keyboard's way, with a visible focus ring); the pointer goes through
        them to the canvas. Without the diagram they are an ordinary list.
      */}
      <div className="wk-controls" data-overlay={scene ? '' : undefined}>
        <section aria-label={messages.itemsLabel}>
          <p className="wk-controls__title" aria-hidden="true">
            {messages.itemsLabel}
          </p>
          <ul className="wk-list">
            {state.items.map((flow, index) => {
              const zone = zoneOf(state, flow);
              return (
                <li key={flow}>
                  <button
                    ref={index === 0 ? firstItemRef : undefined}
                    type="button"
                    className="wk-item"
                    aria-pressed={state.selected === flow}
                    aria-disabled={!interactive || undefined}
                    data-placed={zone ? '' : undefined}
                    style={scene ? at(layout, itemRect(layout, flow, state.items, zone ?? null)) : undefined}
                    onClick={() => handleItem(flow)}
                  >
                    {FLOWS[flow].label}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-label={messages.zonesLabel}>
          <p className="wk-controls__title" aria-hidden="true">
            {messages.zonesLabel}
          </p>
          <ul className="wk-list">
            {ZONE_IDS.map((zone) => {
              const flow = state.placed[zone];
              const wrong = state.wrongZones?.includes(zone) ?? false;
              return (
                <li key={zone}>
                  <button
                    type="button"
                    className="wk-zone"
                    data-kind={ZONES[zone].kind}
                    data-state={wrong ? 'wrong' : undefined}
                    style={scene ? at(layout, layout.zones[zone]) : undefined}
                    aria-disabled={!interactive || undefined}
                    onClick={() => handleZone(zone)}
                  >
                    {messages.zoneName(ZONES[zone].label, flow ? FLOWS[flow].label : null)}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      </div>
      <p className="wk-hint">{messages.hint}</p>
    </div>
  );
}

/** Where a canvas rectangle lies over the stage, in percent (the canvas scales with CSS). */
function at({ canvas: CANVAS }: CycleLayout, rect: Rect): CSSProperties {
  return {
    left: `${(rect.x / CANVAS.width) * 100}%`,
    top: `${(rect.y / CANVAS.height) * 100}%`,
    width: `${(rect.w / CANVAS.width) * 100}%`,
    height: `${(rect.h / CANVAS.height) * 100}%`,
  };
}
