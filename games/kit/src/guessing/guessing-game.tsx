import { useCallback, useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { GameProps } from '../contract.ts';
import { EndOverlay } from '../end-overlay.tsx';
import { formatTime } from '../format-time.ts';
import { GameFrame } from '../game-frame.tsx';
import { GameStyles } from '../game-styles.tsx';
import { GameTimer } from '../game-timer.tsx';
import { useAnnouncer } from '../live-region.tsx';
import { useRoundResult } from '../use-round-result.ts';
import { useReplayableReducer } from '../use-replayable-reducer.ts';
import { StartOverlay } from '../start-overlay.tsx';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { useGameTimer } from '../use-game-timer.ts';
import guessingCss from './guessing.css?inline';
import {
  OPTION_COUNT,
  guessingRules,
  isWon,
  scheduleFeedback,
  toGuessingResult,
  upcomingAnswer,
  type Feedback,
  type Question,
} from './guessing.logic.ts';

/** The game's own texts; the shared ones ('Richtig!', 'Punkte: …') are in guessingMessages. */
export interface GuessingTexts {
  title: string;
  intro: string;
  /** The question above the answers, e.g. 'Welches Land hat diese Flagge?'. */
  question: string;
}

export interface GuessingGameProps<T extends string> extends GameProps {
  quizId: string;
  /** The data set: every item is asked once per pass. */
  items: readonly T[];
  texts: GuessingTexts;
  /** The German name of an item, shown on its answer button. */
  nameOf: (item: T) => string;
  /** The picture to guess (an <img> or an inline <svg>), with an alt text that does not give it away. */
  renderPicture: (item: T) => ReactNode;
  /** Warms the cache with the next picture, so it appears together with its answers. */
  preload?: (item: T) => void;
  /** The pictures' width / height as a CSS ratio (default '4 / 3', flags). */
  pictureRatio?: string;
  /** Card frame around the picture (flags); shapes with their own outline (crests) go without. */
  pictureFramed?: boolean;
  /** Class on the game frame. */
  className?: string;
}

/** Shared German texts of the guessing games. */
export const guessingMessages = {
  score: (score: number, target: number) => `Punkte: ${score} / ${target}`,
  correct: 'Richtig!',
  wrong: (answer: string) => `Falsch – richtig wäre ${answer}.`,
  keyboardHint: 'Tipp: Tasten 1 bis 4 wählen eine Antwort.',
} as const;

/**
 * A guessing game: which item does this picture show? A thin view over the pure reducer in
 * guessing.logic.ts; it only renders state and runs the timers.
 */
export function GuessingGame<T extends string>({
  standalone = false,
  settings,
  onResult,
  onProgress,
  onStart,
  seed,
  quizId,
  items,
  texts,
  nameOf,
  renderPicture,
  preload,
  pictureRatio,
  pictureFramed = true,
  className,
}: GuessingGameProps<T>) {
  // The lesson's 'Zielpunktzahl' (settings.target) replaces the slider.
  const fixedTarget = settings?.target;
  const rules = useMemo(() => guessingRules(items, quizId, fixedTarget), []); // eslint-disable-line react-hooks/exhaustive-deps -- the rules stay fixed for the game's lifetime (the reducer must not change mid-round)
  const [state, dispatch, replay] = useReplayableReducer(rules.reducer, seed, rules.init, rules.started, onStart);
  const { announcement, announce } = useAnnouncer();
  const running = state.phase === 'running';
  const handleAnswer = useCallback((choice: T) => dispatch({ type: 'answer', choice }), [dispatch]);

  useGameTimer(running, () => dispatch({ type: 'tick' }));

  // The reducer has no timers: end the feedback after 1 s from here.
  useEffect(() => scheduleFeedback(state, dispatch), [state.feedback]); // eslint-disable-line react-hooks/exhaustive-deps -- one timer per feedback, not one per state change (the clock ticks every second)

  const nameRef = useRef(nameOf);
  nameRef.current = nameOf;
  useEffect(() => {
    if (state.feedback === null || state.question === null) return;
    announce(state.feedback.correct ? guessingMessages.correct : guessingMessages.wrong(nameRef.current(state.question.answer)));
  }, [state.feedback, state.question, announce]);

  useRoundResult(state.phase === 'finished' ? state.round : null, () => toGuessingResult(state, quizId), { onResult, onProgress }, replay);

  const upcoming = upcomingAnswer(state);
  const preloadRef = useRef(preload);
  preloadRef.current = preload;
  useEffect(() => {
    if (upcoming) preloadRef.current?.(upcoming);
  }, [upcoming]);

  return (
    <GameFrame
      title={texts.title}
      standalone={standalone}
      announcement={announcement}
      className={className}
      settings={settings}
      status={<GameTimer seconds={state.elapsed} />}
      score={<p className="gk-pill">{guessingMessages.score(state.correct, state.target)}</p>}
    >
      <GameStyles href="platform-game-guessing" css={guessingCss} />
      {/* Which build is live: lets a deployment (and the e2e test) verify a redeploy of this game alone. */}
      <span hidden data-build-id={import.meta.env.VITE_BUILD_ID ?? 'dev'} />
      {state.phase === 'start' ? (
        <StartOverlay
          title={texts.title}
          description={texts.intro}
          initialTarget={state.target}
          maxTarget={items.length}
          chooseTarget={fixedTarget === undefined}
          onStart={(target) => dispatch({ type: 'start', target: fixedTarget ?? target })}
          autoFocus={state.round > 0}
        />
      ) : null}
      {running && state.question ? (
        <GuessingBoard
          question={state.question}
          feedback={state.feedback}
          onAnswer={handleAnswer}
          questionText={texts.question}
          nameOf={nameOf}
          picture={renderPicture(state.question.answer)}
          pictureRatio={pictureRatio}
          pictureFramed={pictureFramed}
        />
      ) : null}
      {state.phase === 'finished' ? (
        <EndOverlay
          won={isWon(state)}
          stats={{
            Punkte: state.correct,
            Zeit: formatTime(state.elapsed),
            Richtig: state.correct,
            Falsch: state.wrong,
          }}
          onRestart={() => dispatch({ type: 'restart' })}
        />
      ) : null}
    </GameFrame>
  );
}

type OptionState = 'idle' | 'correct' | 'wrong' | 'answer' | 'dimmed';

function optionState<T extends string>(code: T, question: Question<T>, feedback: Feedback<T> | null): OptionState {
  if (feedback === null) return 'idle';
  if (code === feedback.choice) return feedback.correct ? 'correct' : 'wrong';
  return code === question.answer ? 'answer' : 'dimmed';
}

const MARKS: Partial<Record<OptionState, string>> = { correct: '✓', answer: '✓', wrong: '✗' };

interface GuessingBoardProps<T extends string> {
  question: Question<T>;
  feedback: Feedback<T> | null;
  onAnswer: (choice: T) => void;
  questionText: string;
  nameOf: (item: T) => string;
  picture: ReactNode;
  pictureRatio?: string;
  pictureFramed: boolean;
}

/** The picture and its four answers; keys 1–4 answer too. */
function GuessingBoard<T extends string>({
  question,
  feedback,
  onAnswer,
  questionText,
  nameOf,
  picture,
  pictureRatio,
  pictureFramed,
}: GuessingBoardProps<T>) {
  const questionId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  // The board replaces the start button the user just pressed: keep focus in the game.
  const firstOptionRef = useFocusOnMount<HTMLButtonElement>(true);
  const locked = feedback !== null;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      // Only when this game has focus (or nothing has), so typing elsewhere or a second game is unaffected.
      const active = document.activeElement;
      if (active && active !== document.body && !boardRef.current?.contains(active)) return;
      const index = Number(event.key) - 1;
      if (!Number.isInteger(index) || index < 0 || index >= OPTION_COUNT) return;
      const choice = question.options[index];
      if (!choice) return;
      event.preventDefault();
      onAnswer(choice);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [question, onAnswer]);

  return (
    <div className="gk-guess" ref={boardRef}>
      {/* Keyed, so the previous picture never lingers under the new answers while loading. */}
      <figure
        className="gk-guess__picture"
        key={question.answer}
        data-plain={pictureFramed ? undefined : ''}
        style={pictureRatio ? ({ '--gk-guess-ratio': pictureRatio } as CSSProperties) : undefined}
      >
        {picture}
      </figure>
      <p className="gk-guess__question" id={questionId}>
        {questionText}
      </p>
      <div className="gk-guess__options" role="group" aria-labelledby={questionId}>
        {question.options.map((code, index) => {
          const stateOfOption = optionState(code, question, feedback);
          return (
            <button
              key={index}
              ref={index === 0 ? firstOptionRef : undefined}
              type="button"
              className="gk-guess__option"
              data-state={stateOfOption}
              // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
              aria-disabled={locked || undefined}
              aria-keyshortcuts={String(index + 1)}
              onClick={() => onAnswer(code)}
            >
              <span className="gk-guess__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="gk-guess__label">{nameOf(code)}</span>
              <span className="gk-guess__mark" aria-hidden="true">
                {MARKS[stateOfOption] ?? ''}
              </span>
            </button>
          );
        })}
      </div>
      <p className="gk-guess__hint">{guessingMessages.keyboardHint}</p>
    </div>
  );
}
