/** API set-up steps for lesson tests (where the UI is not what a test checks). */
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function call<T>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { method, headers: json(token), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} failed ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const createLessonViaApi = (baseURL: string, token: string, name: string, description?: string) =>
  call<{ id: string; name: string }>(baseURL, token, 'POST', '/api/teacher/lessons', { name, description });

type SavedLesson = { id: string; version: number; blocks: { block_id: string }[] };

/** Appends a block with the one lesson write (read the version and blocks, send them back with the new one). */
export async function addBlockViaApi(baseURL: string, token: string, lessonId: string, block: { type: string; content: Record<string, unknown> }) {
  const view = await call<{ lesson: { name: string; description: string | null; picture_url: string | null; version: number }; blocks: { block_id: string }[] }>(
    baseURL, token, 'GET', `/api/lessons/${lessonId}`);
  const { name, description, picture_url, version } = view.lesson;
  const saved = await call<SavedLesson>(baseURL, token, 'PUT', `/api/teacher/lessons/${lessonId}`, {
    name, description, picture_url, version, blocks: [...view.blocks.map((b) => ({ id: b.block_id })), block],
  });
  return saved.blocks.at(-1)!;
}

export const addLessonsToClassViaApi = (baseURL: string, token: string, classId: string, lessonIds: string[]) =>
  call<unknown>(baseURL, token, 'POST', `/api/teacher/classes/${classId}/lessons`, { lesson_ids: lessonIds });

export const setLessonVisibleViaApi = (baseURL: string, token: string, classId: string, lessonId: string, visible: boolean) =>
  call<unknown>(baseURL, token, 'PATCH', `/api/teacher/classes/${classId}/lessons/${lessonId}`, { is_visible: visible });

/** Uploads a lesson picture; answers its signed URL. */
export async function uploadLessonImageViaApi(baseURL: string, token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bild.png');
  const res = await fetch(`${baseURL}/api/uploads/lesson-image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 201) throw new Error(`upload failed ${res.status}`);
  return ((await res.json()) as { url: string }).url;
}
