import { gameTypeLabel } from 'api/client';
import { TextField, useLoader } from '@platform/ui';
import { useEffect, useId, useRef } from 'react';
import { listOwnCustomGames } from '../api';
import { useBlockContext } from '../blocks/block-context';
import { messages } from '../messages';
import { isValidTimeLimit, type DraftUpdate, type GameDraft } from './editor-model';
import { GameChoicesFields } from './game-choices-fields';

const t = messages.game;

type Choice = { key: string; title: string; label?: string };
type ChoicesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; standard: Choice[]; own: Choice[] };

/** The games of the registry the lesson picker offers (built-in and added on /admin/games) and the teacher's own games. */
function useGameChoices(): ChoicesState {
  const { games, api } = useBlockContext();
  const { state } = useLoader('game-choices', async () => {
    if (!games) throw new Error('this host serves no games');
    const [list, own] = await Promise.all([games.list(), listOwnCustomGames(api)]);
    return {
      // The registry's games a lesson can hold (not the engines of teachers' own games, not switched-off ones).
      standard: list.filter((g) => g.lessons !== false),
      own: own.map((g) => ({ key: g.id, title: g.name, label: gameTypeLabel(g.game_type) })),
    };
  }, undefined, 'area_lessons');
  return state.status === 'ready' ? { status: 'ready', ...state.data } : { status: state.status };
}

/**
 * The game block's form (spec 2 'Game picker', 5 'Game block'): choose one game (radio
 * buttons: keyboard and screen readers work as usual), then the time limit (0 = none),
 * whether a student may play again, and whether the score shows during play.
 */
export function GameBlockEditor({ draft, onChange, autoFocus }: { draft: GameDraft; onChange: (update: DraftUpdate<GameDraft>) => void; autoFocus?: boolean }) {
  const choices = useGameChoices();
  const name = useId();
  const legendId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // A new block takes the focus: its first field is the game choice, once the games are listed.
  useEffect(() => {
    if (autoFocus && choices.status === 'ready') rootRef.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
  }, [autoFocus, choices.status]);
  return (
    <div className="lz-game-editor" ref={rootRef}>
      <fieldset className="lz-game-editor__picker" aria-labelledby={legendId}>
        <legend id={legendId} className="ui-field__label">{t.pickerLabel}</legend>
        {choices.status === 'loading' ? <p role="status">{t.loadingGames}</p> : null}
        {choices.status === 'error' ? <p className="ui-field__error" role="alert">{t.gamesLoadFailed}</p> : null}
        {choices.status === 'ready' ? (
          <>
            <ChoiceGroup title={t.standardGames} choices={choices.standard} name={name} draft={draft} onChange={onChange} />
            {choices.own.length > 0 ? <ChoiceGroup title={t.ownGames} choices={choices.own} name={name} draft={draft} onChange={onChange} /> : null}
          </>
        ) : null}
        {!draft.gameId && choices.status === 'ready' ? <p className="ui-field__hint">{t.chooseGame}</p> : null}
      </fieldset>
      <GameChoicesFields value={draft} onChange={(choices) => onChange({ ...draft, ...choices })} />
      <TextField label={t.timeLimit} inputMode="numeric" value={draft.timeLimit}
        error={isValidTimeLimit(draft.timeLimit) ? undefined : t.timeLimitInvalid}
        onChange={(e) => onChange({ ...draft, timeLimit: e.target.value })} />
      <label className="lz-check">
        <input type="checkbox" checked={draft.allowRetry} onChange={(e) => onChange({ ...draft, allowRetry: e.target.checked })} />
        <span>{t.allowRetry}</span>
      </label>
      <label className="lz-check">
        <input type="checkbox" checked={draft.showScore} onChange={(e) => onChange({ ...draft, showScore: e.target.checked })} />
        <span>{t.showScore}</span>
      </label>
    </div>
  );
}

function ChoiceGroup(props: { title: string; choices: Choice[]; name: string; draft: GameDraft; onChange: (draft: GameDraft) => void }) {
  const { draft } = props;
  return (
    <>
      <h3 className="lz-game-editor__group">{props.title}</h3>
      <ul className="lz-game-editor__choices">
        {props.choices.map((game) => (
          <li key={game.key}>
            <label className="lz-game-editor__choice">
              <input type="radio" name={props.name} value={game.key} checked={draft.gameId === game.key}
                onChange={() => props.onChange({ ...draft, gameId: game.key, target: undefined, region: undefined })} />
              <span>
                {game.title}
                {game.label ? <span className="ui-muted lz-game-editor__type"> · {game.label}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
