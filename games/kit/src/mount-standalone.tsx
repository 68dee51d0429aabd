import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { GameProps } from './contract.ts';
import { parseSeed } from './random.ts';

export interface MountStandaloneOptions {
  /** Id of the element to render into; the standalone index.html has <div id="root">. */
  rootId?: string;
}

/**
 * Boots a game on its standalone page (/embed/<game>/), rendering the very component the
 * federated build exposes. `?seed=` on the page fixes the random sequence for tests; `?id=` names
 * the custom game to play (custom game bundles).
 * Returns an unmount function.
 */
export function mountStandalone(Game: ComponentType<GameProps>, options: MountStandaloneOptions = {}): () => void {
  const rootId = options.rootId ?? 'root';
  const element = document.getElementById(rootId);
  if (!element) throw new Error(`mountStandalone: no element #${rootId}`);

  const query = new URLSearchParams(window.location.search);
  const seed = parseSeed(query.get('seed'));
  // Custom games: /embed/matching/?id=<game id> plays that public game.
  const gameId = query.get('id') ?? undefined;
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Game standalone seed={seed} gameId={gameId} />
    </StrictMode>,
  );
  return () => root.unmount();
}
