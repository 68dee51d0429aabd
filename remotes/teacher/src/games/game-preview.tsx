import { CUSTOM_GAME_BUNDLES, type CustomGameContent, type CustomGameType } from 'api/client';
import { PageLoadError, useLoader, type AreaGames } from '@platform/ui';

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
  const { state: loaded } = useLoader(`${type}:${reloadKey}:${games ? 'games' : 'none'}`, async () => {
    const game = games ? await games.load(CUSTOM_GAME_BUNDLES[type]) : null;
    if (!game) throw new Error(`no bundle for ${type}`);
    return game.Game;
  }, undefined, 'game-preview');

  if (loaded.status === 'loading') return <p role="status">{loadingLabel}</p>;
  // Retried with 'Spiel neu laden' (the text says so), hence no button here.
  if (loaded.status === 'error') return <PageLoadError title={errorLabel} />;
  const Game = loaded.data;
  return <Game key={`${type}-${reloadKey}`} customGame={content} preview standalone={false} />;
}
