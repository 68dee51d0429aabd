import { CUSTOM_GAME_BUNDLES, type CustomGameContent, type CustomGameType } from 'api/client';
import { MessageBox, type AreaGames, type GameProps } from '@platform/ui';
import { useEffect, useState, type ComponentType } from 'react';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; Game: ComponentType<GameProps> };

/**
 * The live preview of the game being edited, played by the template's bundle loaded through the
 * shell's federation runtime (AreaProps.games), like a lesson's game block: the preview plays
 * exactly what students will play, in the version the platform serves now (no time limit,
 * nothing posted: spec 4). `reloadKey` restarts it ('Spiel neu laden') and retries a failed load.
 */
export function GamePreview({ games, type, content, reloadKey, loadingLabel, errorLabel }: {
  games: AreaGames | undefined;
  type: CustomGameType;
  content: CustomGameContent;
  reloadKey: number;
  loadingLabel: string;
  errorLabel: string;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    if (!games) {
      setLoaded({ status: 'error' });
      return;
    }
    games.load(CUSTOM_GAME_BUNDLES[type]).then(
      (game) => active && setLoaded(game ? { status: 'ready', Game: game.Game } : { status: 'error' }),
      (error: unknown) => {
        console.error('[game-preview] loading the template bundle failed', error);
        if (active) setLoaded({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [games, type, reloadKey]);

  if (loaded.status === 'loading') return <p role="status">{loadingLabel}</p>;
  if (loaded.status === 'error') return <MessageBox kind="error" title={errorLabel} />;
  const { Game } = loaded;
  return <Game key={`${type}-${reloadKey}`} customGame={content} preview standalone={false} />;
}
