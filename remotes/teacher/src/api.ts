/**
 * Every API call of the teacher area, through the typed client of `api/client`
 * built from what the shell hands over (AreaProps.api). Failures throw ApiError
 * (code + status) so screens map them to the German texts of spec section 8.
 */
import type { ClassDetail, ClassInput, ClassSummary } from 'api/client';
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

/** DELETE /api/teacher/classes/{id}/students/{studentId}: the enrollment becomes 'removed'. */
export async function removeStudent(api: AreaApi, classId: string, studentId: string): Promise<void> {
  const res = await client(api).api.teacher.classes[':id'].students[':studentId'].$delete({
    param: { id: classId, studentId },
  });
  await unwrap(res);
}


/** POST /api/uploads/class-image (multipart field `file`; JPG, PNG or GIF up to 5 MB, checked by content). */
/** Answers a long-lived signed URL for <img> and the stored path. */
export async function uploadClassImage(api: AreaApi, file: File) {
  const res = await client(api).api.uploads['class-image'].$post({ form: { file } });
  return unwrap(res);
}
