import { buildGameErrorMessage } from '@lernplattform/game-contract';
import { Button } from '@platform/ui';
import { Component, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CustomGameContent } from '@platform/ui';
import type { GameProps } from './contract.ts';
import { kitMessages } from './messages.ts';
import { postGameError } from './post-result.ts';
import { parseSeed } from './random.ts';
import { parseStandaloneSettings } from './standalone-settings.ts';

export interface MountStandaloneOptions {
  /** Id of the element to render into; the standalone index.html has <div id="root">. */
  rootId?: string;
  /** The game's key, named in the error message to the parent (default: from the /embed/<key>/ path). */
  game?: string;
}

interface BoundaryProps {
  game: string;
  children: ReactNode;
}

/**
 * A game that throws while rendering or in an effect shows a German notice instead of a blank
 * page, and the embedding window gets the contract's error message (not a result).
 */
export class GameErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    postGameError(buildGameErrorMessage(this.props.game, error));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ maxWidth: '36rem', margin: '2rem auto', padding: '1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
        <h1 style={{ fontSize: '1.25rem', margin: '0 0 0.5rem' }}>{kitMessages.crashTitle}</h1>
        <p style={{ margin: '0 0 1rem' }}>{kitMessages.crashHint}</p>
        <Button onClick={() => window.location.reload()}>{kitMessages.reload}</Button>
      </div>
    );
  }
}

/** The key in an /embed/<key>/ path, else the page's last path segment. */
function gameFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const embed = segments.indexOf('embed');
  return (embed >= 0 ? segments[embed + 1] : segments.at(-1)) ?? 'unknown';
}

/**
 * Boots a game on its standalone page (/embed/<game>/), rendering the very component the
 * federated build exposes inside an error boundary. `?seed=` on the page fixes the random sequence
 * (the seed an LTI launch or a lesson's round got from the server, or a test's); `?target=` and `?region=` fix
 * the settings the start overlay would offer (standalone-settings.ts); `?id=` names the custom game to play
 * (custom game bundles), `?content=` a JSON file beside the page holding it (SCORM packages).
 * Returns an unmount function.
 */
export function mountStandalone(Game: ComponentType<GameProps>, options: MountStandaloneOptions = {}): () => void {
  const rootId = options.rootId ?? 'root';
  const element = document.getElementById(rootId);
  if (!element) throw new Error(`mountStandalone: no element #${rootId}`);

  const query = new URLSearchParams(window.location.search);
  const seed = parseSeed(query.get('seed'));
  const settings = parseStandaloneSettings(query);
  // Custom games: /embed/matching/?id=<game id> plays that public game.
  const gameId = query.get('id') ?? undefined;
  const game = options.game ?? gameFromPath(window.location.pathname);
  const root = createRoot(element);
  const render = (customGame?: CustomGameContent) => root.render(
    <StrictMode>
      <GameErrorBoundary game={game}>
        <Game standalone seed={seed} settings={settings} gameId={gameId} customGame={customGame} />
      </GameErrorBoundary>
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
