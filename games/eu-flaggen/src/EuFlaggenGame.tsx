import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import {
  EndOverlay,
  GameFrame,
  GameStyles,
  GameTimer,
  StartOverlay,
  formatTime,
  postGameResult,
  randomSeed,
  useAnnouncer,
  useFocusOnMount,
  useGameTimer,
  type GameProps,
} from '@platform/game-kit';
import gameCss from './eu-flaggen.css?inline';
import { GERMAN_NAMES, type EuCode } from './eu-countries.ts';
import {
  FEEDBACK_MS,
  OPTION_COUNT,
  createInitialState,
  euFlaggenReducer,
  isWon,
  toResultMessage,
  upcomingAnswer,
  type Feedback,
  type Question,
} from './eu-flaggen.logic.ts';
import { FLAG_URLS } from './flags.ts';
import { messages } from './messages.ts';

/**
 * EU-Flaggen: which EU country does this flag belong to? A thin view over the pure
 * reducer in eu-flaggen.logic.ts; this file only renders state and runs the timers.
 * Default export = the module the federated build exposes as './Game' and the
 * standalone page mounts.
 */
export default function EuFlaggenGame({ standalone = false, onResult, seed }: GameProps) {
  const [state, dispatch] = useReducer(euFlaggenReducer, seed, (initialSeed) =>
    createInitialState(initialSeed ?? randomSeed()),
  );
  const { announcement, announce } = useAnnouncer();
  const running = state.phase === 'running';
  const handleAnswer = useCallback((choice: EuCode) => dispatch({ type: 'answer', choice }), []);

  useGameTimer(running, () => dispatch({ type: 'tick' }));

  // The reducer has no timers: end the feedback after 1 s from here.
  useEffect(() => {
    if (state.feedback === null) return;
    const id = window.setTimeout(() => dispatch({ type: 'feedbackElapsed' }), FEEDBACK_MS);
    return () => window.clearTimeout(id);
  }, [state.feedback]);

  useEffect(() => {
    if (state.feedback === null || state.question === null) return;
    announce(state.feedback.correct ? messages.correct : messages.wrong(GERMAN_NAMES[state.question.answer]));
  }, [state.feedback, state.question, announce]);

  // Post each game's result once (StrictMode runs effects twice in development).
  const postedRound = useRef(0);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => {
    if (state.phase !== 'finished' || postedRound.current === state.round) return;
    postedRound.current = state.round;
    const message = toResultMessage(state);
    postGameResult(message);
    onResultRef.current?.(message);
  }, [state]);

  // Warm the cache with the next flag so it appears together with its answers.
  const upcoming = upcomingAnswer(state);
  useEffect(() => {
    if (upcoming) new Image().src = FLAG_URLS[upcoming];
  }, [upcoming]);

  return (
    <GameFrame
      title={messages.title}
      standalone={standalone}
      announcement={announcement}
      status={
        <>
          <GameTimer seconds={state.elapsed} />
          <p className="gk-pill">
            {messages.score(state.correct, state.target)}
          </p>
        </>
      }
    >
      <GameStyles href="game-eu-flaggen" css={gameCss} />
      {/* Which build is live: lets a deployment (and the e2e test) verify a redeploy of this game alone. */}
      <span hidden data-build-id={import.meta.env.VITE_BUILD_ID ?? 'dev'} />
      {state.phase === 'start' ? (
        <StartOverlay
          title={messages.title}
          description={messages.intro}
          initialTarget={state.target}
          onStart={(target) => dispatch({ type: 'start', target })}
          autoFocus={state.round > 0}
        />
      ) : null}
      {running && state.question ? (
        <FlagBoard
          question={state.question}
          feedback={state.feedback}
          onAnswer={handleAnswer}
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

function optionState(code: EuCode, question: Question, feedback: Feedback | null): OptionState {
  if (feedback === null) return 'idle';
  if (code === feedback.choice) return feedback.correct ? 'correct' : 'wrong';
  return code === question.answer ? 'answer' : 'dimmed';
}

const MARKS: Partial<Record<OptionState, string>> = { correct: '✓', answer: '✓', wrong: '✗' };

interface FlagBoardProps {
  question: Question;
  feedback: Feedback | null;
  onAnswer: (choice: EuCode) => void;
}

/** The flag and its four answers; keys 1–4 answer too. */
function FlagBoard({ question, feedback, onAnswer }: FlagBoardProps) {
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
    <div className="euf-board" ref={boardRef}>
      <figure className="euf-flag">
        {/* Keyed, so the previous flag never lingers under the new answers while loading. */}
        <img key={question.answer} src={FLAG_URLS[question.answer]} alt={messages.flagAlt} width={640} height={480} />
      </figure>
      <p className="euf-question" id={questionId}>
        {messages.question}
      </p>
      <div className="euf-options" role="group" aria-labelledby={questionId}>
        {question.options.map((code, index) => {
          const stateOfOption = optionState(code, question, feedback);
          return (
            <button
              key={index}
              ref={index === 0 ? firstOptionRef : undefined}
              type="button"
              className="euf-option"
              data-state={stateOfOption}
              // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
              aria-disabled={locked || undefined}
              aria-keyshortcuts={String(index + 1)}
              onClick={() => onAnswer(code)}
            >
              <span className="euf-option__key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="euf-option__label">{GERMAN_NAMES[code]}</span>
              <span className="euf-option__mark" aria-hidden="true">
                {MARKS[stateOfOption] ?? ''}
              </span>
            </button>
          );
        })}
      </div>
      <p className="euf-hint">{messages.keyboardHint}</p>
    </div>
  );
}
