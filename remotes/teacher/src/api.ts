/**
 * Every API call of the teacher area, through the typed client of `api/client`
 * built from what the shell hands over (AreaProps.api). Failures throw ApiError
 * (code + status) so screens map them to the German texts of spec section 8.
 */
import type { ClassDetail, ClassSummary } from 'api/client';
import { createAreaClient, toApiError, type AreaApi } from '@platform/ui';

const client = createAreaClient;

/** The API's error (ApiError) of a failed response. */
async function failure(res: Response) {
  return toApiError(res.status, await res.json().catch(() => null));
}

/** What the create/edit form sends (the server trims and validates again). */
export interface ClassFields {
  name: string;
  description: string | null;
  class_code: string | null;
  picture_url: string | null;
}

/** GET /api/teacher/classes → the teacher's classes, newest first. */
export async function listTeacherClasses(api: AreaApi): Promise<ClassSummary[]> {
  const res = await client(api).api.teacher.classes.$get();
  if (!res.ok) throw await failure(res);
  return (await res.json()).classes;
}

/** GET /api/teacher/classes/{id} → one own class with its active students and invitation code. */
export async function getTeacherClass(api: AreaApi, id: string): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes[':id'].$get({ param: { id } });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** POST /api/teacher/classes → the new class (the server generates its invitation code). */
export async function createClass(api: AreaApi, fields: ClassFields): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes.$post({ json: fields });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** PATCH /api/teacher/classes/{id} → the updated class. */
export async function updateClass(api: AreaApi, id: string, fields: ClassFields): Promise<ClassDetail> {
  const res = await client(api).api.teacher.classes[':id'].$patch({ param: { id }, json: fields });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** DELETE /api/teacher/classes/{id}: the class and every dependent, all or nothing. */
export async function deleteClass(api: AreaApi, id: string): Promise<void> {
  const res = await client(api).api.teacher.classes[':id'].$delete({ param: { id } });
  if (!res.ok) throw await failure(res);
}

/** DELETE /api/teacher/classes/{id}/students/{studentId}: the enrollment becomes 'removed'. */
export async function removeStudent(api: AreaApi, classId: string, studentId: string): Promise<void> {
  const res = await client(api).api.teacher.classes[':id'].students[':studentId'].$delete({
    param: { id: classId, studentId },
  });
  if (!res.ok) throw await failure(res);
}

/** What an upload answers: a long-lived signed URL for <img> and the stored path. */
export interface UploadResult {
  url: string;
  path: string;
  size: number;
  content_type: string;
}

/** POST /api/uploads/class-image (multipart field `file`; JPG, PNG or GIF up to 5 MB, checked by content). */
export async function uploadClassImage(api: AreaApi, file: File): Promise<UploadResult> {
  const res = await client(api).api.uploads['class-image'].$post({ form: { file } });
  if (!res.ok) throw await failure(res);
  return res.json();
}
