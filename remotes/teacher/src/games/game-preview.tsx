import type { CustomGameContent, CustomGameType } from 'api/client';
import { lazy, Suspense } from 'react';

// The template bundles' own components, loaded only on this screen: the preview plays exactly
// what students will play (no time limit, nothing posted: spec 4).
const MatchingGame = lazy(() => import('@games/matching/game'));
const MultipleChoiceGame = lazy(() => import('@games/multiple-choice/game'));

/** The live preview of the game being edited. `reloadKey` restarts it ('Spiel neu laden'). */
export function GamePreview({ type, content, reloadKey, loadingLabel }: {
  type: CustomGameType;
  content: CustomGameContent;
  reloadKey: number;
  loadingLabel: string;
}) {
  const Game = type === 'matching' ? MatchingGame : MultipleChoiceGame;
  return (
    <Suspense fallback={<p role="status">{loadingLabel}</p>}>
      <Game key={`${type}-${reloadKey}`} customGame={content} preview standalone={false} />
    </Suspense>
  );
}
