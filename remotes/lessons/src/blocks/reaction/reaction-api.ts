import type { ReactionState } from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

/** The live poll's API calls (through the typed client; AreaProps.api adds the token). */

export async function getPollState(api: AreaApi, blockId: string, classId: string): Promise<ReactionState> {
  return unwrap(await createAreaClient(api).api.blocks[':blockId'].classes[':classId'].reactions.$get({ param: { blockId, classId } }));
}

export async function votePoll(api: AreaApi, blockId: string, classId: string, vote: { session_id: string; reaction: string }): Promise<ReactionState> {
  return unwrap(await createAreaClient(api).api.blocks[':blockId'].classes[':classId'].reactions.$put({ param: { blockId, classId }, json: vote }));
}

export async function resetPoll(api: AreaApi, blockId: string, classId: string): Promise<void> {
  await unwrap(await createAreaClient(api).api.blocks[':blockId'].classes[':classId'].reactions.$delete({ param: { blockId, classId } }));
}

/** The lesson's live events in the class (SSE, through the typed client: the token goes in the Authorization header). */
export const openPollEvents = (api: AreaApi, classId: string, lessonId: string) => (signal: AbortSignal) =>
  createAreaClient(api).api.classes[':classId'].lessons[':lessonId'].events.$get(
    { param: { classId, lessonId } },
    { init: { signal }, headers: { accept: 'text/event-stream' } },
  );
