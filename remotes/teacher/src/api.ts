/**
 * Every API call of the teacher area, through the typed client of `api/client`
 * built from what the shell hands over (AreaProps.api). Failures throw ApiError
 * (code + status) so screens map them to the German texts of spec section 8.
 */
import type { ClassDetail, ClassInput, ClassLesson, ClassSummary, CustomGame, CustomGameBody, CustomGameSummary, ImportResult, LessonSummary } from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

const client = createAreaClient;



/** GET /api/teacher/classes → the teacher's classes, newest first. */
export async function listTeacherClasses(api: AreaApi): Promise<ClassSummary[]> {
  const res = await client(api).api.teacher.classes.$get();
  return (await unwrap(res)).classes;
}

/** GET /api/teacher/classes/{id} → one own class with its active students and invitation code. */
export async function getTeacherClass(api: AreaApi, id: string): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes[':id'].$get({ param: { id } });
  return unwrap(res);
}

/** POST /api/teacher/classes → the new class (the server generates its invitation code). */
export async function createClass(api: AreaApi, fields: ClassInput): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes.$post({ json: fields });
  return unwrap(res);
}

/** PATCH /api/teacher/classes/{id} → the updated class. */
export async function updateClass(api: AreaApi, id: string, fields: ClassInput): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes[':id'].$patch({ param: { id }, json: fields });
  return unwrap(res);
}

/** DELETE /api/teacher/classes/{id}: the class and every dependent, all or nothing. */
export async function deleteClass(api: AreaApi, id: string): Promise<void> {
  const res = await client(api).api.teacher.classes[':id'].$delete({ param: { id } });
  await unwrap(res);
}

/**
 * DELETE /api/teacher/classes/{id}/students/{studentId}: the enrollment becomes 'removed'; with `newCode`
 * the class also gets a new invitation code, so the student cannot come back with the old one.
 */
export async function removeStudent(api: AreaApi, classId: string, studentId: string, opts: { newCode?: boolean } = {}): Promise<void> {
  const res = await client(api).api.teacher.classes[':id'].students[':studentId'].$delete({
    param: { id: classId, studentId },
    query: opts.newCode ? { new_code: 'true' } : {},
  });
  await unwrap(res);
}

/** POST /api/teacher/classes/{id}/invitation-code → the class with a new code; the old one stops working. */
export async function renewInvitationCode(api: AreaApi, classId: string): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes[':id']['invitation-code'].$post({ param: { id: classId } });
  return unwrap(res);
}

/** GET /api/teacher/lessons → the teacher's own lessons, newest first (for the lesson picker). */
export async function listOwnLessons(api: AreaApi): Promise<LessonSummary[]> {
  const res = await client(api).api.teacher.lessons.$get();
  return (await unwrap(res)).lessons;
}

/** GET /api/teacher/classes/{id}/lessons → the class's lessons in order, visible or not. */
export async function listClassLessons(api: AreaApi, classId: string): Promise<ClassLesson[]> {
  const res = await client(api).api.teacher.classes[':id'].lessons.$get({ param: { id: classId } });
  return (await unwrap(res)).lessons;
}

/** POST /api/teacher/classes/{id}/lessons → the full list; new lessons go to the end, hidden at first. */
export async function addLessonsToClass(api: AreaApi, classId: string, lessonIds: string[]): Promise<ClassLesson[]> {
  const res = await client(api).api.teacher.classes[':id'].lessons.$post({ param: { id: classId }, json: { lesson_ids: lessonIds } });
  return (await unwrap(res)).lessons;
}

/** PUT /api/teacher/classes/{id}/lessons/order with every lesson id → the list; 409 ORDER_MISMATCH when it changed meanwhile. */
export async function reorderClassLessons(api: AreaApi, classId: string, lessonIds: string[]): Promise<ClassLesson[]> {
  const res = await client(api).api.teacher.classes[':id'].lessons.order.$put({ param: { id: classId }, json: { ids: lessonIds } });
  return (await unwrap(res)).lessons;
}

/** PATCH /api/teacher/classes/{id}/lessons/{lessonId} → the lesson in the class, shown to or hidden from students. */
export async function setClassLessonVisibility(api: AreaApi, classId: string, lessonId: string, visible: boolean): Promise<ClassLesson> {
  const res = await client(api).api.teacher.classes[':id'].lessons[':lessonId'].$patch({
    param: { id: classId, lessonId },
    json: { is_visible: visible },
  });
  return unwrap(res);
}

/** DELETE /api/teacher/classes/{id}/lessons/{lessonId}: out of the class (the lesson stays); the following move up. */
export async function removeLessonFromClass(api: AreaApi, classId: string, lessonId: string): Promise<void> {
  const res = await client(api).api.teacher.classes[':id'].lessons[':lessonId'].$delete({ param: { id: classId, lessonId } });
  await unwrap(res);
}

/** POST /api/uploads/class-image (multipart field `file`; JPG, PNG or GIF up to 5 MB, checked by content). */
/** Answers a long-lived signed URL for <img> and the stored path. */
export async function uploadClassImage(api: AreaApi, file: File) {
  const res = await client(api).api.uploads['class-image'].$post({ form: { file } });
  return unwrap(res);
}

// ── Custom games ──

/** GET /api/teacher/custom-games → the teacher's own games, newest first, with how many lessons use each. */
export async function listOwnGames(api: AreaApi): Promise<CustomGameSummary[]> {
  const res = await client(api).api.teacher['custom-games'].$get();
  return (await unwrap(res)).games;
}

/** GET /api/custom-games/{id} → one game (an own private one too), for editing. */
export async function getGame(api: AreaApi, id: string): Promise<CustomGame> {
  const res = await client(api).api['custom-games'][':id'].$get({ param: { id } });
  return unwrap(res);
}

/** POST /api/teacher/custom-games → the new game (saved public). */
export async function createGame(api: AreaApi, body: CustomGameBody): Promise<CustomGame> {
  const res = await client(api).api.teacher['custom-games'].$post({ json: body });
  return unwrap(res);
}

/** PUT /api/teacher/custom-games/{id} → the game after the change. */
export async function updateGame(api: AreaApi, id: string, body: CustomGameBody): Promise<CustomGame> {
  const res = await client(api).api.teacher['custom-games'][':id'].$put({ param: { id }, json: body });
  return unwrap(res);
}

/** DELETE /api/teacher/custom-games/{id}: the game and, with it, its blocks in every lesson. */
export async function deleteGame(api: AreaApi, id: string): Promise<void> {
  const res = await client(api).api.teacher['custom-games'][':id'].$delete({ param: { id } });
  await unwrap(res);
}

/** POST /api/teacher/custom-games/import → the questions and pairs a Moodle XML or CSV file holds (nothing stored). */
export async function importGameFile(api: AreaApi, format: 'moodle-xml' | 'csv', text: string): Promise<ImportResult> {
  const res = await client(api).api.teacher['custom-games'].import.$post({ json: { format, text } });
  return unwrap(res);
}

/** GET /api/teacher/custom-games/{id}/export → an own game as a file (Moodle XML or CSV). */
export async function exportGameFile(api: AreaApi, id: string, format: 'moodle-xml' | 'csv'): Promise<void> {
  // Loaded on first use: the dashboard, which loads this module, never downloads it.
  const { downloadFile } = await import('@platform/ui/files');
  const res = client(api).api.teacher['custom-games'][':id'].export.$get({ param: { id }, query: { format } });
  return downloadFile(res, format === 'csv' ? 'spiel.csv' : 'spiel.xml', true);
}
