import { REGION_GAMES, targetRange } from 'api/client';
import { useId } from 'react';
import { messages } from '../messages';
import type { GameDraft } from './editor-model';

const t = messages.game;

type Choices = Pick<GameDraft, 'gameId' | 'target' | 'region'>;

/**
 * What the game's start overlay lets students choose, chosen here by the teacher for the lesson
 * (issue 22): the target score ('Zielpunktzahl') of a guessing game, at most what the game has,
 * and the part of the world of Weltkarte. Students then start without a slider or a choice.
 * Self-contained (the game block form embeds it): it renders nothing for other games.
 */
export function GameChoicesFields({ value, onChange }: { value: Choices; onChange: (choices: Pick<GameDraft, 'target' | 'region'>) => void }) {
  const targetId = useId();
  const regionId = useId();
  const range = targetRange(value.gameId);
  const regions = REGION_GAMES[value.gameId];
  if (range) {
    const target = Math.min(range.max, value.target ?? range.default);
    return (
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={targetId}>{t.target(range.max)}</label>
        <input
          id={targetId}
          className="ui-input"
          type="number"
          min={1}
          max={range.max}
          step={1}
          value={target}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n)) onChange({ target: Math.min(range.max, Math.max(1, Math.round(n))) });
          }}
        />
        <p className="ui-field__hint">{t.targetHint}</p>
      </div>
    );
  }
  if (regions) {
    return (
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={regionId}>{t.region}</label>
        <select id={regionId} className="ui-input" value={value.region ?? regions[0]} onChange={(e) => onChange({ region: e.target.value })}>
          {regions.map((r) => (
            <option key={r} value={r}>{t.regions[r as keyof typeof t.regions] ?? r}</option>
          ))}
        </select>
      </div>
    );
  }
  return null;
}
