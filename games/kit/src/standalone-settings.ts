import type { GameSettings } from './contract.ts';
import { TARGET_MAX, TARGET_MIN } from './target-score.ts';

/**
 * The settings a standalone page's URL fixes: `?target=` (a guessing game's 'Zielpunktzahl') and `?region=`
 * (Weltkarte's part of the world). The platform's LTI play page sets them to the game's defaults, so a launch plays
 * what the server replays and the start overlay offers no choice. `?start=1`: a round the platform counts, played as
 * in a lesson, from the start overlay (the server's replay expects it), also where no setting is fixed. Undefined
 * when the URL fixes nothing (play freely).
 */
export function parseStandaloneSettings(query: URLSearchParams): Partial<GameSettings> | undefined {
  const settings: Partial<GameSettings> = {};
  const target = query.get('target');
  if (target !== null && /^\d{1,3}$/.test(target) && Number(target) >= TARGET_MIN && Number(target) <= TARGET_MAX) settings.target = Number(target);
  const region = query.get('region');
  if (region !== null && /^[a-z][a-z-]{0,39}$/.test(region)) settings.region = region;
  return Object.keys(settings).length > 0 || query.get('start') === '1' ? settings : undefined;
}
