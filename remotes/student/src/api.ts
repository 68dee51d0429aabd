/**
 * Every API call of the student area, through the typed client of `api/client`
 * built from what the shell hands over (AreaProps.api). Failures throw ApiError
 * (code + status) so screens map them to the German texts of spec section 8.
 */
import type { ClassDetail, ClassLesson, Enrollment, StudentClassSummary } from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

const client = createAreaClient;


/** GET /api/student/classes → the student's active classes, newest joined first. */
export async function listStudentClasses(api: AreaApi): Promise<StudentClassSummary[]> {
  const res = await client(api).api.student.classes.$get();
  return (await unwrap(res)).classes;
}

/** POST /api/student/classes/join with the (already normalised) invitation code → the new enrollment. */
export async function joinClass(api: AreaApi, code: string): Promise<Enrollment> {
  const res = await client(api).api.student.classes.join.$post({ json: { code } });
  return unwrap(res);
}

/** GET /api/student/classes/{id} → the class while actively enrolled (403 NOT_ENROLLED otherwise). */
export async function getStudentClass(api: AreaApi, id: string): Promise<ClassDetail> {
  const res = await client(api).api.student.classes[':id'].$get({ param: { id } });
  return unwrap(res);
}

/** GET /api/student/classes/{id}/lessons → the class's visible lessons, in order. */
export async function listVisibleLessons(api: AreaApi, classId: string): Promise<ClassLesson[]> {
  const res = await client(api).api.student.classes[':id'].lessons.$get({ param: { id: classId } });
  return (await unwrap(res)).lessons;
}
