import { Button } from '@platform/ui';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  EndOverlay,
  GameFrame,
  GameStyles,
  GameTimer,
  formatTime,
  useRoundResult,
  useReplayableReducer,
  useAnnouncer,
  useFocusOnMount,
  useGameTimer,
  type GameProps,
} from '@lernplattform/game-kit';
import gameCss from './bundesrat.css?inline';
import {
  PHASE_COUNT,
  allFilled,
  bundesratReducer,
  cluesOf,
  createInitialState,
  firstEmptyCard,
  isInteractive,
  moveRoving,
  phasesCompleted,
  scheduleFeedback,
  toResultMessage,
  type BundesratState,
  type PoolItem,
} from './bundesrat.logic.ts';
import { PARTY_COLORS, loadCouncil, memberInitials, type Council, type CouncilMember } from './council.ts';
import { messages } from './messages.ts';
import { usePointerDrag } from './use-pointer-drag.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; council: Council };

/**
 * The members are asked for when this module loads (in the shell while the page still starts), not
 * after the first render: one round trip less before the board. The first mount takes that answer;
 * a later one asks anew (an operator may have replaced the file).
 */
let councilAtModuleLoad: Promise<Council> | null = loadCouncil(import.meta.url);
councilAtModuleLoad.catch(() => undefined);

/**
 * Bundesrat: assign names, parties and departments to the seven members (spec 4 'Federal
 * council'). Loads the members from bundesrat.json beside the bundle (DATA.md), then plays the
 * pure reducer of bundesrat.logic.ts. Default export = the federated './Game' and the embed page.
 */
export default function BundesratGame({ standalone = false, onResult, onProgress, onStart, seed, settings }: GameProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const council = councilAtModuleLoad ?? loadCouncil(import.meta.url);
    councilAtModuleLoad = null;
    council.then(
      (council) => active && setLoad({ status: 'ready', council }),
      (error: unknown) => {
        console.error('[bundesrat]', error);
        if (active) setLoad({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  if (load.status === 'ready') {
    return <CouncilBoard council={load.council} seed={seed} onResult={onResult} onProgress={onProgress} onStart={onStart} standalone={standalone} settings={settings} />;
  }
  return (
    <GameFrame title={messages.title} standalone={standalone} announcement={{ text: '', key: 0 }}>
      <GameStyles href="game-bundesrat" css={gameCss} />
      {load.status === 'loading' ? <p role="status">{messages.loading}</p> : <p role="alert">{messages.loadError}</p>}
    </GameFrame>
  );
}

interface BoardProps {
  council: Council;
  seed?: number;
  onResult?: GameProps['onResult'];
  onProgress?: GameProps['onProgress'];
  onStart?: GameProps['onStart'];
  standalone: boolean;
  settings: GameProps['settings'];
}

/** The cards show at once: the round starts with the board. */
const isStarted = () => true;

function CouncilBoard({ council, seed, onResult, onProgress, onStart, standalone, settings }: BoardProps) {
  const { announcement, announce } = useAnnouncer();
  const [state, dispatch, replay] = useReplayableReducer(bundesratReducer, seed, (initial) => createInitialState(council.mitglieder, initial), isStarted, onStart);
  const finished = state.status === 'finished';
  const interactive = isInteractive(state);
  const instructionsId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  // Roving focus: the pool and the cards are one tab stop each; arrows move within them.
  const [poolFocus, setPoolFocus] = useState(0);
  const [cardFocus, setCardFocus] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ zone: 'pool' | 'card' | 'next'; index: number; n: number } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const board = boardRef.current;
    if (!board) return;
    const target =
      focusRequest.zone === 'next'
        ? board.querySelector<HTMLElement>('[data-next]')
        : board.querySelectorAll<HTMLElement>(`[data-roving="${focusRequest.zone}"]`)[focusRequest.index];
    target?.focus();
  }, [focusRequest]);

  const requestFocus = (zone: 'pool' | 'card' | 'next', index = 0) => {
    if (zone === 'pool') setPoolFocus(index);
    if (zone === 'card') setCardFocus(index);
    setFocusRequest((previous) => ({ zone, index, n: (previous?.n ?? 0) + 1 }));
  };

  useGameTimer(state.clockStarted && !finished, () => dispatch({ type: 'tick' }));
  useEffect(() => scheduleFeedback(state, dispatch), [state.feedback]); // eslint-disable-line react-hooks/exhaustive-deps -- one timer per feedback, not one per state change (the clock ticks every second)

  useEffect(() => {
    if (state.feedback === null) return;
    announce(
      state.feedback.correct
        ? messages.correct(state.phase + 1, PHASE_COUNT)
        : messages.wrong(state.feedback.wrongCards.length),
    );
  }, [state.feedback, state.phase, announce]);

  useRoundResult(finished ? state.round : null, () => toResultMessage(state), { onResult, onProgress }, replay);

  const itemById = useCallback(
    (itemId: string): PoolItem | undefined =>
      state.pool.find((item) => item.id === itemId) ?? Object.values(state.placed).find((item) => item?.id === itemId) ?? undefined,
    [state.pool, state.placed],
  );
  const cardIndex = (cardId: string) => state.members.findIndex((m) => m.id === cardId) + 1;

  const place = (itemId: string, cardId: string) => {
    const item = itemById(itemId);
    if (!interactive || !item) return;
    dispatch({ type: 'place', itemId, cardId });
    announce(messages.placed(item.label, cardIndex(cardId)));
  };
  const unplace = (cardId: string) => {
    const item = state.placed[cardId];
    if (!interactive || !item) return;
    dispatch({ type: 'unplace', cardId });
    announce(messages.unplaced(item.label));
  };
  const handleDrop = (itemId: string, target: string) => {
    if (target === 'pool') {
      const card = Object.entries(state.placed).find(([, item]) => item?.id === itemId)?.[0];
      if (card) unplace(card);
    } else if (target.startsWith('card:')) {
      place(itemId, target.slice('card:'.length));
    }
  };
  const { ghost, dragHandlers } = usePointerDrag(handleDrop);

  const handleChoose = (item: PoolItem) => {
    if (!interactive) return;
    dispatch({ type: 'select', itemId: item.id });
    if (state.selected !== item.id) {
      announce(messages.selected(item.label));
      // Straight on to where it most likely goes: the first empty card.
      requestFocus('card', firstEmptyCard(state));
    }
  };
  const handleCard = (cardId: string) => {
    if (state.selected) {
      const fromPool = state.pool.findIndex((item) => item.id === state.selected);
      place(state.selected, cardId);
      // Back to the pool for the next item; when the pool is empty, on to 'Weiter'.
      const left = state.pool.length - (fromPool >= 0 ? 1 : 0);
      if (left > 0) requestFocus('pool', Math.min(Math.max(fromPool, 0), left - 1));
      else requestFocus('next');
    } else unplace(cardId);
  };
  const handleRovingKey = (zone: 'pool' | 'card', index: number, count: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && state.selected) {
      event.preventDefault();
      dispatch({ type: 'select', itemId: null });
      return;
    }
    const next = moveRoving(index, event.key, count);
    if (next === null) return;
    event.preventDefault();
    requestFocus(zone, next);
  };

  const frame = (children: ReactNode) => (
    <GameFrame
      title={messages.title}
      standalone={standalone}
      announcement={announcement}
      settings={settings}
      status={<GameTimer seconds={state.elapsed} />}
      score={
        <>
          <p className="gk-pill">{messages.phasePill(Math.min(state.phase + 1, PHASE_COUNT), PHASE_COUNT)}</p>
          <p className="gk-pill">{messages.wrongPill(state.wrongAttempts)}</p>
        </>
      }
    >
      <GameStyles href="game-bundesrat" css={gameCss} />
      {/* Which build is live: lets a deployment verify a redeploy of this game alone. */}
      <span hidden data-build-id={import.meta.env.VITE_BUILD_ID ?? 'dev'} />
      {children}
    </GameFrame>
  );

  if (finished) {
    return frame(
      <EndOverlay
        won
        stats={{
          [messages.statPhases]: phasesCompleted(state),
          [messages.statTime]: formatTime(state.elapsed),
          [messages.statWrong]: state.wrongAttempts,
        }}
        onRestart={() => dispatch({ type: 'restart' })}
      />,
    );
  }

  const isLastPhase = state.phase === PHASE_COUNT - 1;
  const wrongCards = state.feedback && !state.feedback.correct ? state.feedback.wrongCards : [];
  return frame(
    <div className="br-board" ref={boardRef} data-feedback={state.feedback ? (state.feedback.correct ? 'correct' : 'wrong') : undefined}>
      <div id={instructionsId} className="br-instructions">
        <p className="br-phase">{messages.phaseTitles[state.phase]}</p>
        <p className="br-hint">{messages.howTo}</p>
      </div>

      <ul className="br-cards" aria-label={messages.cardsLabel}>
        {state.members.map((member, index) => {
          const item = state.placed[member.id] ?? null;
          const title = cardTitle(member, state);
          const cardState = state.feedback?.correct ? 'correct' : wrongCards.includes(member.id) ? 'wrong' : undefined;
          return (
            <li key={member.id} className="br-card" data-state={cardState}>
              {state.phase === 0 && !member.bildSrc ? (
                <Clues member={member} />
              ) : (
                <>
                  <Portrait member={member} showParty={state.phase >= 2} showInitials={state.phase >= 1} />
                  <p className="br-card__facts">
                    {state.phase >= 1 ? <strong>{member.name}</strong> : null}
                    {state.phase >= 2 ? <span className="br-party">{member.partei}</span> : null}
                  </p>
                </>
              )}
              <button
                type="button"
                className="br-slot"
                data-drop={`card:${member.id}`}
                data-roving="card"
                data-filled={item ? '' : undefined}
                tabIndex={index === Math.min(cardFocus, state.members.length - 1) ? 0 : -1}
                aria-describedby={instructionsId}
                aria-disabled={!interactive || undefined}
                onClick={() => handleCard(member.id)}
                onKeyDown={handleRovingKey('card', index, state.members.length)}
                onFocus={() => setCardFocus(index)}
                {...(item ? dragHandlers(item.id, item.label, interactive) : {})}
              >
                {/* The name starts with the card and its clues; the visible part follows, so both match. */}
                <span className="gk-visually-hidden">{messages.cardPrefix(index + 1, title)}</span>
                {item ? <ItemFace item={item} /> : <span className="br-slot__empty">{messages.emptySlot}</span>}
              </button>
            </li>
          );
        })}
      </ul>

      <section className="br-pool" data-drop="pool" aria-label={messages.poolLabel}>
        {state.pool.length === 0 ? <p className="br-hint">{messages.poolEmpty}</p> : null}
        <ul className="br-pool__items">
          {state.pool.map((item, index) => (
            <li key={item.id}>
              <PoolButton
                item={item}
                tabbable={index === Math.min(poolFocus, state.pool.length - 1)}
                onKeyDown={handleRovingKey('pool', index, state.pool.length)}
                onFocus={() => setPoolFocus(index)}
                selected={state.selected === item.id}
                dragging={ghost?.itemId === item.id}
                disabled={!interactive}
                autoFocus={index === 0 && state.phase > 0 && state.members.every((m) => state.placed[m.id] === null)}
                onChoose={handleChoose}
                dragProps={dragHandlers(item.id, item.label, interactive)}
              />
            </li>
          ))}
        </ul>
      </section>

      <div className="br-footer">
        <Button data-next="" size="lg" aria-disabled={!allFilled(state) || !interactive || undefined} onClick={() => dispatch({ type: 'check' })}>
          {isLastPhase ? messages.finish : messages.next}
        </Button>
        <p className="br-hint">{messages.validFrom(formatSwissDate(council.gueltigAb))}</p>
      </div>

      {ghost ? (
        <div className="br-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
          {ghost.label}
        </div>
      ) : null}
    </div>,
  );
}

interface PoolButtonProps {
  item: PoolItem;
  tabbable: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  selected: boolean;
  dragging: boolean;
  disabled: boolean;
  autoFocus: boolean;
  onChoose: (item: PoolItem) => void;
  dragProps: ReturnType<ReturnType<typeof usePointerDrag>['dragHandlers']>;
}

function PoolButton({ item, tabbable, onKeyDown, onFocus, selected, dragging, disabled, autoFocus, onChoose, dragProps }: PoolButtonProps) {
  // A new phase replaces the 'Weiter' press with a fresh pool: keep keyboard focus in the game.
  const ref = useFocusOnMount<HTMLButtonElement>(autoFocus);
  return (
    <button
      ref={ref}
      type="button"
      className="br-item"
      data-roving="pool"
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      data-dragging={dragging ? '' : undefined}
      onClick={() => onChoose(item)}
      {...dragProps}
    >
      <ItemFace item={item} />
    </button>
  );
}

function ItemFace({ item }: { item: PoolItem }) {
  return (
    <span className="br-item__face">
      <span className="br-item__label">{item.label}</span>
      {/* A real space, so the accessible name reads 'EDA Eidgenössisches Departement …'. */}
      {item.detail ? ' ' : null}
      {item.detail ? <span className="br-item__detail">{item.detail}</span> : null}
    </span>
  );
}

/** What a card is called: its clues (or the operator's portrait) until the names are known, then the name. */
function cardTitle(member: CouncilMember, state: BundesratState): string {
  if (state.phase >= 1) return member.name;
  const clues = cluesOf(member);
  const text = messages.cluesText(clues.kanton, clues.gewaehlt, clues.erstesDepartement);
  return member.altText ? `${member.altText}, ${text}` : text;
}

/** Phase 1 without portraits: a profile card with the clues that tell who it is. */
function Clues({ member }: { member: CouncilMember }) {
  const clues = cluesOf(member);
  return (
    <dl className="br-clues" aria-hidden="true">
      <div>
        <dt>{messages.clueCanton}</dt>
        <dd>{clues.kanton}</dd>
      </div>
      <div>
        <dt>{messages.clueElected}</dt>
        <dd>{clues.gewaehlt}</dd>
      </div>
      <div>
        <dt>{messages.clueFirstDepartment}</dt>
        <dd>{clues.erstesDepartement}</dd>
      </div>
    </dl>
  );
}

/**
 * The member's picture: the operator's portrait if configured, else initials on a drawn
 * silhouette. The party colour shows only once the parties are solved (phase 3), so it
 * does not give away phase 2.
 */
function Portrait({ member, showParty, showInitials }: { member: CouncilMember; showParty: boolean; showInitials: boolean }) {
  const colors = showParty ? PARTY_COLORS[member.partei] : null;
  if (member.bildSrc) {
    return <img className="br-portrait" src={member.bildSrc} alt={member.altText ?? ''} width={160} height={160} />;
  }
  // Initials only once the names are solved: on the silhouettes of phase 1 they gave the answer away.
  const initials = showInitials ? memberInitials(member.name) : '';
  return (
    <svg
      className="br-portrait"
      viewBox="0 0 100 100"
      aria-hidden="true"
      style={colors ? { background: colors.background, color: colors.text } : undefined}
    >
      <circle cx="50" cy="38" r="20" fill="currentColor" opacity="0.16" />
      <path d="M14 100c2-22 17-34 36-34s34 12 36 34z" fill="currentColor" opacity="0.16" />
      <text x="50" y="56" textAnchor="middle" fontSize={initials.length > 2 ? 26 : 32} fontWeight="700" fill="currentColor">
        {initials}
      </text>
    </svg>
  );
}

/** '2025-04-01' → '01.04.2025' (Swiss date format). */
function formatSwissDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
