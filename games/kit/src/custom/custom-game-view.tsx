import type { ComponentType } from 'react';
import type { CustomGameContent } from '../contract.ts';
import type { GameProps } from '../contract.ts';
import { GameFrame } from '../game-frame.tsx';
import { customGameMessages } from './messages.ts';
import { useCustomGame } from './use-custom-game.ts';

export interface CustomGameViewProps {
  type: 'matching' | 'multipleChoice';
  /** The template's German title, shown while the game loads or when it cannot. */
  title: string;
  /** The bundle's own URL (import.meta.url): the API is reached relative to it. */
  moduleUrl: string;
  /** The game view of the template, given the loaded game. */
  Board: ComponentType<GameProps & { content: CustomGameContent }>;
  game: GameProps;
}

/**
 * The default export of a custom-game template bundle: finds its game (`customGame`, the public
 * game `gameId` from the API, or the sample game), shows the loading text or the error meanwhile,
 * then plays it with the template's Board (a new game starts fresh).
 */
export function CustomGameView({ type, title, moduleUrl, Board, game: props }: CustomGameViewProps) {
  const game = useCustomGame(type, props, moduleUrl);
  if (game.status === 'ready') return <Board key={JSON.stringify(game.content)} content={game.content} {...props} />;
  return (
    <GameFrame title={title} standalone={props.standalone ?? false} announcement={{ text: '', key: 0 }}>
      {game.status === 'loading' ? <p role="status">{customGameMessages.loading}</p> : <p role="alert">{game.message}</p>}
    </GameFrame>
  );
}
