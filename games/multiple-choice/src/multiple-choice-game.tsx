import { Button } from '@platform/ui';
import { useEffect, useId, useRef } from 'react';
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
  useSectionHeading,
  type GameProps,
} from '@lernplattform/game-kit';
import { customGameMessages, CustomGameView } from '@lernplattform/game-kit/custom';
import type { CustomGameContent } from '@platform/ui';
import gameCss from './multiple-choice.css?inline';
import { createInitialState, isInteractive, mcReducer, scheduleFeedback, toResultMessage, won, type McState } from './multiple-choice.logic.ts';
import { messages } from './messages.ts';

/**
 * Multiple Choice (spec 4): the template bundle of teachers' multiple-choice games. Plays the game
 * it is given (`customGame`), the public game `gameId` from the API, or its sample game (2 + 2, primes).
 * Default export = the federated './Game' and the embed page (/embed/multiple-choice/?id=…).
 */
export default function MultipleChoiceGame(props: GameProps) {
  return <CustomGameView type="multipleChoice" title={messages.title} moduleUrl={import.meta.url} Board={McBoard} game={props} />;
}

const isStarted = (state: McState) => state.status !== 'ready';

function McBoard({ content, standalone = false, onResult, onProgress, onStart, seed, preview = false, settings }: GameProps & { content: CustomGameContent }) {
  const { announcement, announce } = useAnnouncer();
  const [state, dispatch, replay] = useReplayableReducer(mcReducer, seed, (initial) => createInitialState(content, initial, preview), isStarted, preview ? undefined : onStart);
  const finished = state.status === 'finished';
  const Heading = useSectionHeading();
  const questionId = useId();
  useGameTimer(state.status === 'playing', () => dispatch({ type: 'tick' }));
  useEffect(() => scheduleFeedback(state, dispatch), [state.feedback]); // eslint-disable-line react-hooks/exhaustive-deps -- one timer per feedback, not one per state change (the clock ticks every second)

  const question = state.current === null ? null : state.questions[state.current]!;
  useEffect(() => {
    if (!state.feedback || !question) return;
    announce(state.feedback.correct ? messages.correct : messages.wrong(question.correctAnswers.map((i) => question.answers[i]!)));
  }, [state.feedback]); // eslint-disable-line react-hooks/exhaustive-deps -- announced once per answer
  useEffect(() => {
    if (state.timedOut) announce(messages.timeUp);
  }, [state.timedOut, announce]);

  // Keep keyboard focus in the game: the first answer of each new question takes it.
  const firstAnswer = useRef<HTMLButtonElement>(null);
  const drawn = useRef(0);
  const questionIndex = state.current;
  useEffect(() => {
    if (questionIndex === null || state.feedback) return;
    drawn.current += 1;
    if (drawn.current > 1) firstAnswer.current?.focus();
  }, [questionIndex, state.feedback]);

  useRoundResult(finished && !preview ? state.round : null, () => toResultMessage(state), preview ? {} : { onResult, onProgress }, replay);

  const status = (
    <>
      {content.settings.timer ? <GameTimer seconds={state.elapsed} /> : null}
      {state.timeLimit > 0 ? <p className="gk-pill">{customGameMessages.timeLimit(formatTime(state.timeLimit))}</p> : null}
    </>
  );
  const score = (
    <>
      <p className="gk-pill">{messages.questionOf(state.pool.length, state.questions.length)}</p>
      <p className="gk-pill">{messages.errorsPill(state.errors)}</p>
    </>
  );

  const interactive = isInteractive(state);
  const feedback = state.feedback;
  return (
    <GameFrame title={state.title || messages.title} standalone={standalone} announcement={announcement} status={status} score={score} settings={settings}>
      <GameStyles href="game-multiple-choice" css={gameCss} />
      {state.status === 'ready' ? (
        <StartOverlay title={state.title || messages.title} description={messages.intro} chooseTarget={false} autoFocus={state.round > 1} onStart={() => dispatch({ type: 'start' })} />
      ) : finished || !question ? (
        <EndOverlay
          won={won(state)}
          stats={{
            [messages.statPoints]: state.correct,
            [messages.statTime]: formatTime(state.elapsed),
            [messages.statRight]: state.correct,
            [messages.statErrors]: state.errors,
          }}
          onRestart={() => dispatch({ type: 'restart' })}
        >
          {state.timedOut ? <p>{messages.timeUp}</p> : null}
        </EndOverlay>
      ) : (
        <div className="mc-board" data-feedback={feedback ? (feedback.correct ? 'correct' : 'wrong') : undefined}>
          <Heading className="mc-question" id={questionId}>
            {question.question}
          </Heading>
          {question.correctAnswers.length > 1 ? <p className="mc-hint">{messages.multipleHint}</p> : null}
          <ul className="mc-answers" aria-labelledby={questionId}>
            {question.answers.map((answer, index) => {
              const chosen = state.chosen.includes(index);
              const answerState = !feedback
                ? undefined
                : feedback.correct
                  ? chosen ? 'correct' : undefined
                  : feedback.wrongChoices.includes(index) ? 'wrong' : feedback.missed.includes(index) ? 'missed' : chosen ? 'correct' : undefined;
              return (
                <li key={`${state.current}-${index}`}>
                  <button
                    ref={index === 0 ? firstAnswer : undefined}
                    type="button"
                    className="mc-answer"
                    aria-pressed={chosen}
                    aria-disabled={!interactive || undefined}
                    data-state={answerState}
                    onClick={() => dispatch({ type: 'toggle', answer: index })}
                  >
                    {answer}
                  </button>
                </li>
              );
            })}
          </ul>
          <Button size="lg" aria-disabled={!interactive || state.chosen.length === 0 || undefined} onClick={() => dispatch({ type: 'submit' })}>
            {messages.check}
          </Button>
        </div>
      )}
    </GameFrame>
  );
}
