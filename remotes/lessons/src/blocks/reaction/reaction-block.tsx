import type { ReactionContent, ReactionResults, ReactionState } from 'api/client';
import { Button, ConfirmDialog, Icon, MessageBox, useTimedNotice } from '@platform/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { messages } from '../../messages';
import { usePollLive, type PollLiveContext } from './poll-live';
import { getPollState, resetPoll, votePoll } from './reaction-api';
import { PollStyles } from './poll-styles';
import { pollSessionId, renewPollSessionId } from './session-id';

const t = messages.poll;
/** Spec 4 and 9: after a reset the counts are reloaded after 100 ms. */
export const RESET_RELOAD_MS = 100;

/** The tabs of one browser tell each other about a vote (the SSE carries counts, not whose choice it was). */
const POLL_CHANNEL = 'lernplattform-poll-votes';
interface PollVoteMessage { blockId: string; classId: string; state: ReactionState }

/**
 * A live poll ('Umfrage', spec 4 'Reaction'). In a lesson opened from a class: students pick
 * one reaction (picking another replaces it) and see the counts when the poll shows results;
 * the class's teacher sees the counts live and may reset them. Elsewhere (the editor, a lesson
 * outside a class) it shows the question and options only.
 */
export function ReactionBlockView({ blockId, content }: { blockId: string; content: ReactionContent }) {
  const live = usePollLive();
  return (
    <>
      <PollStyles />
      {live ? <LivePoll live={live} blockId={blockId} content={content} /> : <PollPreview content={content} />}
    </>
  );
}

function PollPreview({ content }: { content: ReactionContent }) {
  const promptId = useId();
  return (
    <section className="lz-poll" aria-labelledby={promptId}>
      <p id={promptId} className="lz-poll__prompt">{content.prompt}</p>
      <ul className="lz-poll__options" aria-label={t.options}>
        {content.options.map((o) => <li key={o} className="lz-poll__option">{o}</li>)}
      </ul>
      <p className="ui-muted">{t.outsideClass}</p>
    </section>
  );
}

function LivePoll({ live, blockId, content }: { live: PollLiveContext; blockId: string; content: ReactionContent }) {
  const { api, classId } = live;
  const promptId = useId();
  const [state, setState] = useState<ReactionState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [voting, setVoting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [error, showError] = useTimedNotice();
  const [notice, showNotice] = useTimedNotice();

  const load = useCallback(async () => {
    try {
      setState(await getPollState(api, blockId, classId));
      setLoadFailed(false);
    } catch (err) {
      console.error('[area_lessons] loading the poll failed', err);
      setLoadFailed(true);
    }
  }, [api, blockId, classId]);

  useEffect(() => { void load(); }, [load]);
  // Other tabs of this browser (same poll session) follow a vote at once: 'Deine Wahl' and the counts.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(POLL_CHANNEL);
    channel.onmessage = (event: MessageEvent<PollVoteMessage>) => {
      const msg = event.data;
      if (msg?.blockId === blockId && msg.classId === classId) setState(msg.state);
    };
    return () => channel.close();
  }, [blockId, classId]);
  useEffect(() => live.listen(blockId, {
    onChange(change) {
      if (change.class_id !== classId) return;
      if (change.kind === 'reset') renewPollSessionId(blockId, classId);
      setState((s) => s && {
        ...s,
        results: change.results && s.results ? change.results : s.results,
        own_reaction: change.kind === 'reset' ? null : s.own_reaction,
      });
    },
    onReconnect() { void load(); },
  }), [live, blockId, classId, load]);

  const vote = async (reaction: string) => {
    if (voting) return;
    setVoting(true);
    try {
      const next = await votePoll(api, blockId, classId, { session_id: pollSessionId(blockId, classId), reaction });
      setState(next);
      if (typeof BroadcastChannel !== 'undefined') {
        const channel = new BroadcastChannel(POLL_CHANNEL);
        channel.postMessage({ blockId, classId, state: next } satisfies PollVoteMessage);
        channel.close();
      }
    } catch (err) {
      console.error('[area_lessons] saving the reaction failed', err);
      showError(t.saveFailed);
    } finally {
      setVoting(false);
    }
  };

  const reset = async () => {
    setResetting(true);
    try {
      await resetPoll(api, blockId, classId);
      showNotice(t.resetDone);
      window.setTimeout(() => void load(), RESET_RELOAD_MS);
    } catch (err) {
      console.error('[area_lessons] resetting the poll failed', err);
      showError(t.deleteFailed);
    } finally {
      setResetting(false);
      setConfirming(false);
    }
  };

  // The class's teacher (who may reset the votes) sees the counts and the reset, students the reactions to pick.
  const isTeacher = state?.abilities.includes('reset') === true;
  return (
    <section className="lz-poll" aria-labelledby={promptId}>
      <p id={promptId} className="lz-poll__prompt">{content.prompt}</p>
      {!state ? (
        loadFailed ? <MessageBox kind="error" title={t.loadFailed} /> : <p role="status" className="ui-muted">{t.loading}</p>
      ) : (
        <>
          {!isTeacher ? (
            <div role="group" aria-label={t.choose}>
              <ul className="lz-poll__options">
                {content.options.map((o) => (
                  <li key={o}>
                    <button type="button" className="lz-poll__option" aria-pressed={state.own_reaction === o} aria-busy={voting || undefined} onClick={() => void vote(o)}>
                      {o}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {state.own_reaction ? <p className="lz-poll__own">{t.yourChoice(state.own_reaction)}</p> : null}
          {state.results ? <PollResults results={state.results} /> : null}
          <div className="lz-poll__meta">
            <span className="ui-muted">{t.anonymous}</span>
            {isTeacher ? (
              <Button variant="light" size="sm" onClick={() => setConfirming(true)}>
                <Icon name="trash" /> {t.reset}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {notice ? <MessageBox kind="success" title={notice} /> : null}
      {error ? <MessageBox kind="error" title={error} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t.resetTitle}
        message={t.resetConfirm}
        confirmLabel={t.resetConfirmLabel}
        destructive
        loading={resetting}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** Counts and rounded percentages per option, as bars with the figures; changes are announced politely. */
function PollResults({ results }: { results: ReactionResults }) {
  const headingId = useId();
  const lines = results.counts.map((c) => t.resultLine(c.reaction, c.count, c.percent));
  return (
    <div className="lz-poll__result-box">
      <p id={headingId} className="lz-poll__meta">
        <strong>{t.results}</strong> <span className="ui-muted">{t.votes(results.total)}</span>
      </p>
      <ul className="lz-poll__results" aria-labelledby={headingId}>
        {results.counts.map((c) => (
          <li key={c.reaction} className="lz-poll__result">
            <span className="lz-poll__emoji">{c.reaction}</span>
            <span className="lz-poll__bar" aria-hidden="true"><span style={{ width: `${c.percent}%` }} /></span>
            <span className="lz-poll__figure">{c.count} ({c.percent} %)</span>
          </li>
        ))}
      </ul>
      <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">{t.resultsAnnouncement(results.total, lines)}</p>
    </div>
  );
}
