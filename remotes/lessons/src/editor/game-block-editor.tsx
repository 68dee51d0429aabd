import { gameTypeLabel, isBuiltInGame, type CustomGameSummary } from 'api/client';
import { TextField } from '@platform/ui';
import { useEffect, useId, useState } from 'react';
import { listOwnCustomGames } from '../api';
import { useBlockContext } from '../blocks/block-context';
import { messages } from '../messages';
import { isValidTimeLimit, type GameDraft } from './editor-model';

const t = messages.game;

type Choice = { key: string; title: string };
type ChoicesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; standard: Choice[] };

/** The built-in games the platform serves (the manifest's games the API knows as built-in). */
function useStandardGames(): ChoicesState {
  const { games } = useBlockContext();
  const [state, setState] = useState<ChoicesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    if (!games) {
      setState({ status: 'error' });
      return;
    }
    games.list().then(
      (list) => active && setState({ status: 'ready', standard: list.filter((g) => isBuiltInGame(g.key)) }),
      (error: unknown) => {
        console.error('[area_lessons] listing the games failed', error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [games]);
  return state;
}

/** The teacher's own games (issue 12), listed after the standard games; empty when loading fails. */
function useOwnGames(): CustomGameSummary[] {
  const { api } = useBlockContext();
  const [games, setGames] = useState<CustomGameSummary[]>([]);
  useEffect(() => {
    let active = true;
    listOwnCustomGames(api).then(
      (list) => active && setGames(list),
      (error: unknown) => console.error('[area_lessons] listing own games failed', error),
    );
    return () => {
      active = false;
    };
  }, [api]);
  return games;
}

/**
 * The game block's form (spec 2 'Game picker', 5 'Game block'): choose one game (radio
 * buttons: keyboard and screen readers work as usual), then the time limit (0 = none),
 * whether a student may play again, and whether the score shows during play.
 */
export function GameBlockEditor({ draft, onChange }: { draft: GameDraft; onChange: (draft: GameDraft) => void }) {
  const choices = useStandardGames();
  const ownGames = useOwnGames();
  const name = useId();
  const legendId = useId();
  return (
    <div className="lz-game-editor">
      <fieldset className="lz-game-editor__picker" aria-labelledby={legendId}>
        <legend id={legendId} className="ui-field__label">{t.pickerLabel}</legend>
        {choices.status === 'loading' ? <p role="status">{t.loadingGames}</p> : null}
        {choices.status === 'error' ? <p className="ui-field__error" role="alert">{t.gamesLoadFailed}</p> : null}
        {choices.status === 'ready' ? (
          <>
            <h3 className="lz-game-editor__group">{t.standardGames}</h3>
            <ul className="lz-game-editor__choices">
              {choices.standard.map((game) => (
                <li key={game.key}>
                  <label className="lz-game-editor__choice">
                    <input type="radio" name={name} value={game.key} checked={draft.gameId === game.key}
                      onChange={() => onChange({ ...draft, gameId: game.key })} />
                    <span>{game.title}</span>
                  </label>
                </li>
              ))}
            </ul>
            {ownGames.length > 0 ? (
              <>
                <h3 className="lz-game-editor__group">{t.ownGames}</h3>
                <ul className="lz-game-editor__choices">
                  {ownGames.map((game) => (
                    <li key={game.id}>
                      <label className="lz-game-editor__choice">
                        <input type="radio" name={name} value={game.id} checked={draft.gameId === game.id}
                          onChange={() => onChange({ ...draft, gameId: game.id })} />
                        <span>{game.name} <span className="ui-muted">({gameTypeLabel(game.game_type)})</span></span>
                      </label>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
        {!draft.gameId && choices.status === 'ready' ? <p className="ui-field__hint">{t.chooseGame}</p> : null}
      </fieldset>
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
