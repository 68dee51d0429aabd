import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { CustomGameContent } from '@platform/ui';
import type { GameProps } from './contract.ts';
import { parseSeed } from './random.ts';

export interface MountStandaloneOptions {
  /** Id of the element to render into; the standalone index.html has <div id="root">. */
  rootId?: string;
}

/**
 * Boots a game on its standalone page (/embed/<game>/), rendering the very component the
 * federated build exposes. `?seed=` on the page fixes the random sequence for tests; `?id=` names
 * the custom game to play (custom game bundles), `?content=` a JSON file beside the page holding it (SCORM packages).
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
  const render = (customGame?: CustomGameContent) => root.render(
    <StrictMode>
      <Game standalone seed={seed} gameId={gameId} customGame={customGame} />
    </StrictMode>,
  );
  // A SCORM package (api/src/lti/scorm) bakes a custom game's content into a JSON file beside the page:
  // ?content=<relative URL> plays it without the platform being reachable.
  const content = query.get('content');
  if (content && /^[\w.-]+\.json$/.test(content)) {
    fetch(new URL(content, window.location.href)).then((r) => r.json() as Promise<CustomGameContent>).then(render, () => render());
  } else {
    render();
  }
  return () => root.unmount();
}
