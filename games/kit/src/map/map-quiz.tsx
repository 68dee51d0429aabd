import { Button } from '@platform/ui';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { EndOverlay } from '../end-overlay.tsx';
import { GameFrame } from '../game-frame.tsx';
import { GameTimer } from '../game-timer.tsx';
import type { GameProps } from '../contract.ts';
import { formatTime } from '../format-time.ts';
import { GameStyles } from '../game-styles.tsx';
import { useAnnouncer } from '../live-region.tsx';
import { useRoundResult } from '../use-round-result.ts';
import { useReplayableReducer } from '../use-replayable-reducer.ts';
import { useGameTimer } from '../use-game-timer.ts';
import { isSteps, runInSlices, type MapView, type Steps } from './geometry.ts';
import { MapBoard } from './map-board.tsx';
import { MapStartOverlay, type MapChoice } from './map-start-overlay.tsx';
import mapCss from './map.css?inline';
import { MAP_FEEDBACK_MS, createMapQuizState, isMapWon, mapQuizReducer, toMapResultMessage, type MapQuizState } from './map-quiz.logic.ts';
import { mapMessages } from './messages.ts';
import { RegionList } from './region-list.tsx';
import type { UseMapZoom } from './use-map-zoom.ts';

export interface MapQuizProps<Data> extends GameProps {
  title: string;
  /** Spec section 7, e.g. 'EU_LAENDER'. */
  quizId: string;
  /** Text on the start overlay (maps with choices). */
  intro?: string;
  /** Loads the map data (a lazily imported chunk); called once. Must be a stable function. */
  loadMap: () => Promise<Data>;
  /**
   * Projects the data for a choice; every region of the view is a quiz target. Stable. Returning
   * Steps (a generator, see projectMapSteps) lets the engine build the view in slices of a few
   * milliseconds, so a large map does not block the page while it loads.
   */
  buildView: (data: Data, choice: string | null) => MapView | Steps<MapView>;
  regionName: (region: string) => string;
  /** Label revealed on answered regions (cantons). */
  labelOf?: (region: string) => string | null;
  /** Parts of the map to choose on a start overlay; without them the game starts as soon as the map is loaded. */
  choices?: readonly MapChoice[];
  enlarge?: readonly string[];
  /** Diameter of the enlarged hit area, in viewBox units. */
  minHitSize?: number;
  useZoom?: UseMapZoom;
  /** Source credit shown under the map (Natural Earth, BFS). */
  attribution: ReactNode;
}

const isStarted = (state: MapQuizState) => state.phase === 'running' || state.phase === 'finished';

/**
 * The whole map game (spec section 4 'Map game'), shared by EU-Länder, Schweizer Kantone and
 * Weltkarte: each passes its data, names and projection. A thin view over map-quiz.logic.ts.
 */
export function MapQuiz<Data>({
  standalone = false,
  settings,
  onResult,
  onProgress,
  onStart,
  seed,
  title,
  quizId,
  intro,
  loadMap,
  buildView,
  regionName,
  labelOf,
  choices,
  enlarge = [],
  minHitSize = 24,
  useZoom,
  attribution,
}: MapQuizProps<Data>) {
  // In a lesson (settings) every map starts from its overlay, so opening the game costs no try;
  // the teacher's part of the map (settings.region) replaces the choice.
  const fixedRegion = settings?.region !== undefined && choices?.some((c) => c.id === settings.region) ? settings.region : undefined;
  const [withStart] = useState(() => choices !== undefined || settings !== undefined);
  const [state, dispatch, replay] = useReplayableReducer(
    mapQuizReducer,
    seed,
    (initialSeed) => createMapQuizState(initialSeed, { withStart }),
    isStarted,
    onStart,
  );
  const [choice, setChoice] = useState<string | null>(fixedRegion ?? choices?.[0]?.id ?? null);
  const [data, setData] = useState<Data | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [listMode, setListMode] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const { announcement, announce } = useAnnouncer();
  const hintId = useId();
  const enlarged = useMemo(() => new Set(enlarge), [enlarge]);
  const handleAnswer = useCallback((region: string) => dispatch({ type: 'answer', region }), [dispatch]);

  // Behind a start overlay the first load waits until the overlay is drawn (on a slow network the
  // map's data would otherwise compete with it), then runs while the player reads and chooses; without
  // an overlay the map is the first frame and loads at once (loaders made with startLoading already are).
  useEffect(() => {
    let live = true;
    setLoadFailed(false);
    const load = () =>
      void loadMap().then(
        (loaded) => live && setData(() => loaded),
        () => live && setLoadFailed(true),
      );
    const cancel = withStart && loadAttempt === 0 ? afterNextPaint(load) : (load(), undefined);
    return () => {
      live = false;
      cancel?.();
    };
  }, [loadMap, loadAttempt, withStart]);

  // Built in slices after the data arrived (and again for another part of the map); a view is used
  // only for the choice it was built for.
  const [built, setBuilt] = useState<{ data: Data; choice: string | null; view: MapView } | null>(null);
  useEffect(() => {
    if (data === null) return;
    const result = buildView(data, choice);
    if (!isSteps<MapView>(result)) {
      setBuilt({ data, choice, view: result });
      return;
    }
    const controller = new AbortController();
    runInSlices(result, controller.signal).then(
      (view) => setBuilt({ data, choice, view }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('[game-kit] map view failed', error);
          setLoadFailed(true);
        }
      },
    );
    return () => controller.abort();
  }, [data, choice, buildView, loadAttempt]);
  const view = built !== null && built.data === data && built.choice === choice ? built.view : null;

  // The timer starts when the map is there (spec): 'loaded' begins the game.
  useEffect(() => {
    if (state.phase === 'loading' && view) dispatch({ type: 'loaded', targets: view.regions.map((r) => r.id) });
  }, [state.phase, view, dispatch]);

  useGameTimer(state.phase === 'running', () => dispatch({ type: 'tick' }));

  useEffect(() => {
    if (state.feedback === null) return;
    const id = window.setTimeout(() => dispatch({ type: 'feedbackElapsed' }), MAP_FEEDBACK_MS);
    return () => window.clearTimeout(id);
  }, [state.feedback, dispatch]);

  useEffect(() => {
    if (state.feedback === null) return;
    announce(state.feedback.correct ? mapMessages.correct : mapMessages.wrong(regionName(state.feedback.choice)));
  }, [state.feedback, announce, regionName]);

  useRoundResult(state.phase === 'finished' ? state.round : null, () => toMapResultMessage(state, quizId), { onResult, onProgress }, replay);

  const running = state.phase === 'running' && view !== null;
  const answered = Object.keys(state.marks).length;
  // Keep focus in the game after a button the player pressed disappeared, never on first load.
  const focusBoard = state.withStart || state.round > 1;

  return (
    <GameFrame
      title={title}
      standalone={standalone}
      announcement={announcement}
      settings={settings}
      status={<GameTimer seconds={state.elapsed} />}
      score={
        <>
          <p className="gk-pill">{mapMessages.counts(state.correct, state.wrong)}</p>
          {running ? (
            <p className="gk-pill gk-map-progress" aria-label={`${mapMessages.progressLabel}: ${mapMessages.progress(answered, state.targets.length)}`}>
              {mapMessages.progress(answered, state.targets.length)}
            </p>
          ) : state.phase === 'loading' ? (
            // Its place is kept while the map loads: the header would otherwise wrap anew when the
            // map appears and push the map down (a layout shift on every phone).
            <p className="gk-pill gk-map-progress" data-pending="" aria-hidden="true">
              {mapMessages.progress(0, 0)}
            </p>
          ) : null}
        </>
      }
    >
      <GameStyles href="platform-game-map" css={mapCss} />
      {state.phase === 'start' ? (
        <MapStartOverlay
          title={title}
          description={intro}
          choices={fixedRegion === undefined ? (choices ?? []) : []}
          value={choice ?? ''}
          onChange={setChoice}
          onStart={() => dispatch({ type: 'choose' })}
          autoFocus={state.round > 0}
        />
      ) : null}
      {state.phase === 'loading' ? (
        loadFailed ? (
          <div className="gk-map-game__message" role="alert">
            <p>{mapMessages.loadFailed}</p>
            <Button onClick={() => setLoadAttempt((n) => n + 1)}>{mapMessages.retry}</Button>
          </div>
        ) : (
          <p className="gk-map-game__message">{mapMessages.loading}</p>
        )
      ) : null}
      {running ? (
        <div className="gk-map-game">
          <div className="gk-map-game__bar">
            <p className="gk-map-game__question" aria-live="polite">
              {state.target ? mapMessages.question(regionName(state.target)) : ''}
            </p>
            <button type="button" className="gk-map-game__mode" onClick={() => setListMode((on) => !on)}>
              {listMode ? mapMessages.mapMode : mapMessages.listMode}
            </button>
          </div>
          <p id={hintId} className="gk-visually-hidden">
            {mapMessages.screenReaderHint}
          </p>
          {listMode ? (
            <RegionList
              regions={state.targets}
              regionName={regionName}
              marks={state.marks}
              onAnswer={handleAnswer}
              locked={state.feedback !== null}
            />
          ) : (
            <MapBoard
              view={view}
              marks={state.marks}
              feedback={state.feedback}
              onAnswer={handleAnswer}
              labelOf={labelOf}
              enlarge={enlarged}
              minHitSize={minHitSize}
              describedBy={hintId}
              useZoom={useZoom}
              autoFocus={focusBoard}
            />
          )}
          <p className="gk-map-game__attribution">{attribution}</p>
        </div>
      ) : null}
      {state.phase === 'finished' ? (
        <>
          <EndOverlay
            won={isMapWon(state)}
            stats={{ Richtig: state.correct, Falsch: state.wrong, Zeit: formatTime(state.elapsed), Punkte: state.correct }}
            onRestart={() => {
              setReviewing(false);
              dispatch({ type: 'restart' });
            }}
          >
            {view ? (
              <button type="button" className="gk-map-game__mode" aria-expanded={reviewing} onClick={() => setReviewing((on) => !on)}>
                {reviewing ? mapMessages.hideMap : mapMessages.showMap}
              </button>
            ) : null}
          </EndOverlay>
          {reviewing && view ? (
            <div className="gk-map-game">
              <ul className="gk-map-legend" aria-label={mapMessages.reviewLabel}>
                <li data-state="correct">
                  {mapMessages.legendFound}: {state.correct}
                </li>
                <li data-state="missed">
                  {mapMessages.legendMissed}: {state.wrong}
                </li>
              </ul>
              <MapBoard
                view={view}
                marks={state.marks}
                feedback={null}
                onAnswer={handleAnswer}
                labelOf={labelOf}
                enlarge={enlarged}
                minHitSize={minHitSize}
                useZoom={useZoom}
                review
              />
            </div>
          ) : null}
        </>
      ) : null}
    </GameFrame>
  );
}

/**
 * Runs `run` once the current frame is on screen: a frame later (the first callback comes before
 * the frame is drawn, the second after it was presented); returns the cancel.
 */
function afterNextPaint(run: () => void): () => void {
  let frame = 0;
  let timer: number | undefined;
  frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(run, 0);
    });
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
