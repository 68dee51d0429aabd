/**
 * Block set-up for API tests through the one lesson write (PUT /api/teacher/lessons/{id}, issue 21):
 * read the lesson's version and blocks, send them back with the change. Answers like a single-block
 * route would: the LessonBlock (201/200) or the save's error.
 */
import type { ApiAnswer, ApiPath, Method, SuccessBody } from './test-app.ts';

/** `t.call` with the caller as an argument (a test file's own `call`). */
export type CallAs<W> = <M extends Method, P extends ApiPath>(method: M, path: P, who: W, body?: unknown) => Promise<ApiAnswer<SuccessBody<M, P>>>;
/** A block of the saved lesson, as the save answers it. */
type SavedBlock = SuccessBody<'PUT', `/api/teacher/lessons/${string}`>['blocks'][number];
/** The save's error answer, passed on as it is (its body is the error JSON: read `error`). */
const refused = <B>(res: ApiAnswer<unknown>) => res as ApiAnswer<B>;

async function document<W>(call: CallAs<W>, who: W, lessonId: string) {
  const view = await call('GET', `/api/lessons/${lessonId}`, who);
  if (view.status !== 200) return null;
  const { lesson, blocks } = view.body;
  return { name: lesson.name, description: lesson.description, picture_url: lesson.picture_url, version: lesson.version, blocks: blocks.map((b) => ({ id: b.block_id })) as Record<string, unknown>[] };
}

async function put<W>(call: CallAs<W>, who: W, lessonId: string, doc: Awaited<ReturnType<typeof document>>, change: (blocks: Record<string, unknown>[]) => Record<string, unknown>[]) {
  // A caller who may not read the lesson still gets the save's own answer (403, 404).
  const base = doc ?? { name: 'x', description: null, picture_url: null, version: 1, blocks: [] };
  return call('PUT', `/api/teacher/lessons/${lessonId}`, who, { ...base, blocks: change(base.blocks) });
}

/** Appends a block ({ type, content }) at the end of the lesson: 201 with its LessonBlock. */
export async function appendBlock<W>(call: CallAs<W>, who: W, lessonId: string, block: { type: string; content: unknown; name?: string }): Promise<ApiAnswer<SavedBlock>> {
  const res = await put(call, who, lessonId, await document(call, who, lessonId), (blocks) => [...blocks, block]);
  return res.status === 200 ? { ...res, status: 201, body: res.body.blocks.at(-1)! } : refused<SavedBlock>(res);
}

/** Replaces a block's content (of its own type): 200 with the block. */
export async function editBlock<W>(call: CallAs<W>, who: W, lessonId: string, blockId: string, content: unknown): Promise<ApiAnswer<SavedBlock['block']>> {
  const view = await call('GET', `/api/lessons/${lessonId}`, who);
  const type = (view.status === 200 ? view.body.blocks.find((b) => b.block_id === blockId)?.block.type : undefined) ?? 'text';
  const res = await put(call, who, lessonId, await document(call, who, lessonId), (blocks) => blocks.map((b) => (b.id === blockId ? { id: blockId, type, content } : b)));
  return res.status === 200 ? { ...res, body: res.body.blocks.find((b) => b.block_id === blockId)!.block } : refused<SavedBlock['block']>(res);
}

/** Removes a block from the lesson (deleted when no other lesson holds it): 204. */
export async function removeBlock<W>(call: CallAs<W>, who: W, lessonId: string, blockId: string): Promise<ApiAnswer<null>> {
  const res = await put(call, who, lessonId, await document(call, who, lessonId), (blocks) => blocks.filter((b) => b.id !== blockId));
  return res.status === 200 ? { ...res, status: 204, body: null } : refused<null>(res);
}
