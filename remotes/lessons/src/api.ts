/**
 * Every API call of the lessons area, through the typed client of `api/client`
 * (AreaProps.api adds the token). Failures throw ApiError; screens map the codes
 * to the German texts of spec 8 (messages.ts).
 */
import type { GameResultInput, LessonDocumentBody, LessonPatchBody, NewLessonBody } from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

const client = createAreaClient;

export async function getLessonView(api: AreaApi, id: string, classId?: string | null) {
  const res = await client(api).api.lessons[':id'].$get({ param: { id }, query: classId ? { class_id: classId } : {} });
  return unwrap(res);
}

export async function listOwnLessons(api: AreaApi) {
  return (await unwrap(await client(api).api.teacher.lessons.$get())).lessons;
}

/** A new lesson with its blocks in one request (optionally straight into a class, visible there). */
export async function createLesson(api: AreaApi, input: NewLessonBody) {
  return unwrap(await client(api).api.teacher.lessons.$post({ json: input }));
}

/** Saves the whole lesson in one transaction; an older `version` than stored throws ApiError LESSON_CHANGED (409). */
export async function saveLesson(api: AreaApi, id: string, doc: LessonDocumentBody) {
  return unwrap(await client(api).api.teacher.lessons[':id'].$put({ param: { id }, json: doc }));
}

/** The overview's switches (is_public, is_visible_to_students). */
export async function updateLesson(api: AreaApi, id: string, patch: LessonPatchBody) {
  return unwrap(await client(api).api.teacher.lessons[':id'].$patch({ param: { id }, json: patch }));
}

export async function deleteLesson(api: AreaApi, id: string) {
  await unwrap(await client(api).api.teacher.lessons[':id'].$delete({ param: { id } }));
}

export async function duplicateLesson(api: AreaApi, id: string) {
  return unwrap(await client(api).api.teacher.lessons[':id'].duplicate.$post({ param: { id } }));
}

/** POST /api/uploads/lesson-image: lesson pictures and image blocks (JPG, PNG, GIF up to 5 MB). */
export async function uploadLessonImage(api: AreaApi, file: File) {
  return unwrap(await client(api).api.uploads['lesson-image'].$post({ form: { file } }));
}

// ── Game blocks ──

/**
 * Draws a round when the game shows: its id and the seed the game plays (the server's). Not yet a try; a one-round
 * block whose try is used refuses with GAME_ALREADY_PLAYED.
 */
export async function drawGameRound(api: AreaApi, classId: string, blockId: string) {
  return unwrap(await client(api).api.student.classes[':classId'].blocks[':blockId']['game-rounds'].$post({ param: { classId, blockId } }));
}

/** Starts a drawn round when its first question shows: the try counts from here (a used one-round block: GAME_ALREADY_PLAYED). */
export async function startGameRound(api: AreaApi, classId: string, blockId: string, roundId: string) {
  return unwrap(await client(api).api.student.classes[':classId'].blocks[':blockId']['game-rounds'][':roundId'].start.$post({ param: { classId, blockId, roundId } }));
}

/** POST /lti/lesson-rounds: a round of a game block in a lesson an LMS linked, with the seed its game plays (the server's). */
export async function drawLtiLessonRound(api: AreaApi, blockId: string): Promise<{ round_id: string; seed: number }> {
  const res = await api.fetch('/lti/lesson-rounds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ block_id: blockId }) });
  return (await unwrap(res)) as { round_id: string; seed: number };
}

/**
 * POST /lti/lesson-results: a round of a lesson an LMS linked (the session's launch names lesson and line item).
 * The server replays it; only the lesson's graded game goes to the LMS's gradebook, other games answer 409 (nothing to send).
 */
export async function reportLtiLessonResult(api: AreaApi, result: GameResultInput): Promise<void> {
  const res = await api.fetch('/lti/lesson-results', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(result) });
  if (res.ok || res.status === 409) return;
  await unwrap(res);
}

export async function reportGameResult(api: AreaApi, classId: string, blockId: string, result: GameResultInput) {
  return unwrap(await client(api).api.student.classes[':classId'].blocks[':blockId']['game-results'].$post({ param: { classId, blockId }, json: result }));
}

export async function ownGameResults(api: AreaApi, classId: string, blockId: string) {
  return unwrap(await client(api).api.student.classes[':classId'].blocks[':blockId']['game-results'].$get({ param: { classId, blockId } }));
}

/** Gives a student another try at a one-round game block (the class's teacher). */
export async function grantGameTry(api: AreaApi, classId: string, blockId: string, studentId: string) {
  return unwrap(await client(api).api.teacher.classes[':classId'].blocks[':blockId'].students[':studentId']['game-tries'].$post({ param: { classId, blockId, studentId } }));
}

export async function classGameResults(api: AreaApi, classId: string, blockId: string) {
  return unwrap(await client(api).api.teacher.classes[':classId'].blocks[':blockId']['game-results'].$get({ param: { classId, blockId } }));
}

/** Downloads the results table as a CSV file, under the name the server suggests. */
export async function downloadGameResultsCsv(api: AreaApi, classId: string, blockId: string) {
  // Loaded on first use, not with every lesson.
  const { downloadFile } = await import('@platform/ui/files');
  const res = client(api).api.teacher.classes[':classId'].blocks[':blockId']['game-results.csv'].$get({ param: { classId, blockId } });
  return downloadFile(res, 'Resultate.csv', true);
}

/** GET /api/teacher/custom-games: the teacher's own games for the game picker. */
export async function listOwnCustomGames(api: AreaApi) {
  return (await unwrap(await client(api).api.teacher['custom-games'].$get())).games;
}

/** GET /api/custom-games/{id}: a teacher's game to play in a lesson (public, or the caller's own). */
export async function getCustomGame(api: AreaApi, id: string) {
  return unwrap(await client(api).api['custom-games'][':id'].$get({ param: { id } }));
}
