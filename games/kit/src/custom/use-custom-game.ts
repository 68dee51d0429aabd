import { useEffect, useState } from 'react';
import type { CustomGameContent, GameProps } from '../contract.ts';
import { CustomGameLoadError, fetchCustomGame } from './load-custom-game.ts';
import { SAMPLE_GAMES } from './samples.ts';

export type CustomGameLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; content: CustomGameContent };

/**
 * The game a custom game bundle plays: the one handed over (`customGame`), else the public game
 * `gameId` loaded from the API, else the template's sample game.
 */
export function useCustomGame(type: 'matching' | 'multipleChoice', props: Pick<GameProps, 'customGame' | 'gameId'>, base: string): CustomGameLoad {
  const { customGame, gameId } = props;
  const [loaded, setLoaded] = useState<CustomGameLoad>({ status: 'loading' });
  useEffect(() => {
    if (customGame || !gameId) return;
    let active = true;
    setLoaded({ status: 'loading' });
    fetchCustomGame(gameId, base).then(
      (content) => active && setLoaded({ status: 'ready', content }),
      (error: unknown) => active && setLoaded({ status: 'error', message: error instanceof CustomGameLoadError ? error.message : String(error) }),
    );
    return () => {
      active = false;
    };
  }, [customGame, gameId, base]);
  if (customGame) return { status: 'ready', content: customGame };
  if (!gameId) return { status: 'ready', content: SAMPLE_GAMES[type] };
  return loaded;
}
