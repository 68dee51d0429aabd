import type { GameContent, GameResult } from 'api/client';
import { Button, formatDateTime, Icon, MessageBox, PageLoadError, useLoader } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import {
  classGameResults, downloadGameResultsCsv, drawGameRound, drawLtiLessonRound, grantGameTry, ownGameResults, reportGameResult,
  reportLtiLessonResult, startGameRound,
} from '../../api';
import { usePollLive, type PollChange } from '../reaction/poll-live';
import { messages } from '../../messages';
import { useBlockContext } from '../block-context';
import { GamePlayer, type GameRounds } from './game-player';
import { clock } from './game-result';

const t = messages.game;

const resultText = (r: GameResult) => t.resultText(r.score, r.max_score, clock(r.duration_seconds));
/** 'score / max' and, for a result the server could not replay, a note saying so. */
const scoreCell = (r: GameResult | null) =>
  r ? (
    <>
      {r.score} / {r.max_score}
      {r.verified ? null : <span className="ui-muted" title={t.unverifiedHint}> ({t.unverified})</span>}
    </>
  ) : '–';

/**
 * A game block in a lesson (issue 11): a student of the class plays the game here and sees
 * their best and last result; the teacher can try it and, in a class, sees every student's results.
 */
export function GameBlockView({ blockId, content }: { blockId: string; content: GameContent }) {
  const { profile, classId } = useBlockContext();
  const titleId = useId();
  return (
    <section className="lz-game" aria-labelledby={titleId}>
      <header className="lz-game__header">
        <span className="lz-game__icon" aria-hidden="true">
          <Icon name="gamepad" />
        </span>
        <div>
          <h2 id={titleId} className="lz-block-title">{content.gameName}</h2>
          <p className="ui-muted">{t.settingsSummary(content.settings.timeLimit, content.settings.allowRetry)}</p>
        </div>
      </header>
      {profile.role === 'student' && classId ? (
        <StudentGame blockId={blockId} classId={classId} content={content} />
      ) : profile.role === 'student' ? (
        <LinkedLessonGame blockId={blockId} content={content} />
      ) : (
        <TeacherGame blockId={blockId} classId={classId} content={content} />
      )}
    </section>
  );
}

/** Reloads quietly when the lesson's event stream names this block with `kind`, and after a reconnect. */
function useReloadOnLiveChange(blockId: string, kind: PollChange['kind'], reload: (quiet: boolean) => unknown) {
  const live = usePollLive();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (!live) return;
    const refresh = () => void reloadRef.current(true);
    return live.listen(blockId, { onChange: (change) => change.kind === kind && refresh(), onReconnect: refresh });
  }, [live, blockId, kind]);
}

function StudentGame({ blockId, classId, content }: { blockId: string; classId: string; content: GameContent }) {
  const { api } = useBlockContext();
  const { state, reload } = useLoader(`${classId}:${blockId}`, () => ownGameResults(api, classId, blockId), () => t.resultsLoadFailed, 'game-block');
  const [playing, setPlaying] = useState(false);
  const own = state.status === 'ready' ? state.data : null;
  // Live: a try the teacher grants shows here at once, without a reload (issue 37).
  useReloadOnLiveChange(blockId, 'game-try', reload);
  const used = own !== null && own.allowed_attempts !== null && own.attempts >= own.allowed_attempts;

  // The try counts from the start, so the attempts shown follow both the start and the result.
  const rounds: GameRounds = {
    draw: async () => {
      const { round_id, seed } = await drawGameRound(api, classId, blockId);
      return { roundId: round_id, seed };
    },
    start: async (roundId) => {
      await startGameRound(api, classId, blockId, roundId);
      void reload(true);
    },
    report: async (roundId, result) => {
      await reportGameResult(api, classId, blockId, { ...result, roundId });
      void reload(true);
    },
  };

  return (
    <>
      {state.status === 'error' ? <MessageBox kind="error">{state.error}</MessageBox> : null}
      {own ? (
        <dl className="lz-game__own" aria-label={t.ownResultsLabel}>
          {own.attempts === 0 ? (
            <div><dt className="ui-visually-hidden">{t.attempts}</dt><dd>{t.noAttempts}</dd></div>
          ) : (
            <>
              <div><dt>{t.bestResult}</dt><dd>{own.best ? resultText(own.best) : t.noResultYet}</dd></div>
              <div><dt>{t.lastResult}</dt><dd>{own.last ? resultText(own.last) : t.noResultYet}</dd></div>
              <div><dt>{t.attempts}</dt><dd>{own.attempts}</dd></div>
            </>
          )}
        </dl>
      ) : null}
      {playing ? (
        <GamePlayer content={content} rounds={rounds} onClose={() => setPlaying(false)} />
      ) : used ? (
        <p className="ui-muted">{t.oneAttemptUsed}</p>
      ) : (
        <div className="ui-row">
          <Button onClick={() => setPlaying(true)} disabled={state.status === 'loading'}>
            <Icon name="gamepad" /> {t.start}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * A student outside a class: the lesson was opened from an LMS link (issue 25, a session scoped to it). The round
 * goes to the server, which replays it and sends the score of the lesson's graded game to the LMS's gradebook.
 */
function LinkedLessonGame({ blockId, content }: { blockId: string; content: GameContent }) {
  const { api } = useBlockContext();
  const [playing, setPlaying] = useState(false);
  // Each round's seed comes from the server, bound to the launch and this block; no try is counted here.
  const rounds: GameRounds = {
    draw: async () => {
      const { round_id, seed } = await drawLtiLessonRound(api, blockId);
      return { roundId: round_id, seed };
    },
    start: async () => {},
    report: async (roundId, result) => reportLtiLessonResult(api, { ...result, roundId }),
  };
  return playing ? (
    <GamePlayer content={content} rounds={rounds} onClose={() => setPlaying(false)} />
  ) : (
    <>
      <p className="ui-muted">{t.linkedLessonHint}</p>
      <div className="ui-row">
        <Button onClick={() => setPlaying(true)}>
          <Icon name="gamepad" /> {t.start}
        </Button>
      </div>
    </>
  );
}

function TeacherGame({ blockId, classId, content }: { blockId: string; classId: string | null; content: GameContent }) {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      {playing ? (
        <>
          <p className="ui-muted">{t.previewNotSaved}</p>
          <GamePlayer content={content} onClose={() => setPlaying(false)} />
        </>
      ) : (
        <div className="ui-row">
          <Button variant="light" onClick={() => setPlaying(true)}>
            <Icon name="gamepad" /> {t.preview}
          </Button>
        </div>
      )}
      {classId ? <ClassResults blockId={blockId} classId={classId} /> : <p className="ui-muted">{t.noClassNoResults}</p>}
    </>
  );
}

/** Every enrolled student with attempts, best and last result (students without a try too), and the CSV. */
function ClassResults({ blockId, classId }: { blockId: string; classId: string }) {
  const { api } = useBlockContext();
  const { state, reload } = useLoader(`${classId}:${blockId}`, () => classGameResults(api, classId, blockId), () => t.resultsLoadFailed, 'game-block');
  const [downloadError, setDownloadError] = useState(false);
  const [grantError, setGrantError] = useState(false);
  const captionId = useId();

  // Live: the lesson's event stream says when a round started or a result came in (issue 22).
  useReloadOnLiveChange(blockId, 'game-results', reload);

  const grant = async (studentId: string) => {
    setGrantError(false);
    try {
      await grantGameTry(api, classId, blockId, studentId);
      void reload(true);
    } catch (error) {
      console.error('[game-block] granting a try failed', error);
      setGrantError(true);
    }
  };

  const download = async () => {
    setDownloadError(false);
    try {
      await downloadGameResultsCsv(api, classId, blockId);
    } catch (error) {
      console.error('[game-block] CSV download failed', error);
      setDownloadError(true);
    }
  };


  return (
    <div className="lz-game__results">
      <div className="lz-game__results-bar">
        <h3 id={captionId} className="lz-game__results-title">{t.classResults}</h3>
        <div className="ui-row">
          <Button variant="light" size="sm" onClick={() => void download()} disabled={state.status !== 'ready'}>
            <Icon name="download" /> {t.downloadCsv}
          </Button>
        </div>
      </div>
      {downloadError ? <MessageBox kind="error">{t.downloadFailed}</MessageBox> : null}
      {grantError ? <MessageBox kind="error">{t.grantTryFailed}</MessageBox> : null}
      {state.status === 'loading' ? <p role="status">{t.loadingResults}</p> : null}
      {state.status === 'error' ? (
        <PageLoadError title={state.error} onRetry={() => void reload()} compact />
      ) : null}
      {state.status === 'ready' && state.data.students.length === 0 ? <p className="ui-muted">{t.noStudents}</p> : null}
      {state.status === 'ready' && state.data.students.length > 0 ? (
        // Focusable, so keyboard users can scroll a wide table on a phone.
        <div className="lz-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="lz-table" aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">{t.columns.rank}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.attempts}</th>
                <th scope="col">{t.columns.best}</th>
                <th scope="col">{t.columns.target}</th>
                <th scope="col">{t.columns.bestTime}</th>
                <th scope="col">{t.columns.last}</th>
                <th scope="col">{t.columns.lastPlayed}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.students.map((s) => (
                <tr key={s.student_id}>
                  <td>{s.rank ?? '–'}</td>
                  <th scope="row">{s.name}</th>
                  <td>{s.allowed_attempts === null ? s.attempts : `${s.attempts} / ${s.allowed_attempts}`}</td>
                  <td>{scoreCell(s.best)}</td>
                  <td>{s.best?.target ?? '–'}</td>
                  <td>{s.best ? clock(s.best.duration_seconds) : '–'}</td>
                  <td>{scoreCell(s.last)}</td>
                  <td>{s.last ? formatDateTime(s.last.created_at) : '–'}</td>
                  <td>
                    {s.allowed_attempts !== null && s.attempts >= s.allowed_attempts ? (
                      <Button variant="light" size="sm" aria-label={t.grantTryFor(s.name)} onClick={() => void grant(s.student_id)}>
                        {t.grantTry}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
