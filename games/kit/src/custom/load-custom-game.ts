import type { CustomGameContent } from '../contract.ts';
import { customGameMessages as t } from './messages.ts';

/** A failed load, with the German text the player shows. */
export class CustomGameLoadError extends Error {
  constructor(readonly notFound: boolean, message: string) {
    super(message);
  }
}

/**
 * Loads a public custom game from the platform's API: GET /api/custom-games/{id} on the origin the
 * bundle itself comes from (`base`, the chunk's import.meta.url), so it works on the embed page, in
 * our shell and in a foreign host alike.
 */
export async function fetchCustomGame(id: string, base: string, fetchImpl: typeof fetch = fetch): Promise<CustomGameContent> {
  let res: Response;
  try {
    res = await fetchImpl(new URL(`/api/custom-games/${encodeURIComponent(id)}`, base), { credentials: 'omit' });
  } catch (error) {
    throw new CustomGameLoadError(false, `${t.loadFailed} ${error instanceof Error ? error.message : String(error)}`);
  }
  if (res.status === 404 || res.status === 400) throw new CustomGameLoadError(true, t.notFound);
  if (!res.ok) throw new CustomGameLoadError(false, `${t.loadFailed} HTTP ${res.status}`);
  const body = (await res.json()) as { content?: CustomGameContent };
  if (!body.content) throw new CustomGameLoadError(false, `${t.loadFailed} ${t.noContent}`);
  return body.content;
}
