import type { PasswordResetResult, StudentAccountsResult, StudentName } from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

/** POST /api/teacher/classes/{id}/student-accounts → the new accounts with their passwords (shown once). */
export async function createStudentAccounts(api: AreaApi, classId: string, students: StudentName[]): Promise<StudentAccountsResult> {
  const res = await createAreaClient(api).api.teacher.classes[':id']['student-accounts'].$post({ param: { id: classId }, json: { students } });
  return unwrap(res);
}

/** POST /api/teacher/classes/{id}/students/{studentId}/password → a new password; the old one and every session end. */
export async function resetStudentPassword(api: AreaApi, classId: string, studentId: string): Promise<PasswordResetResult> {
  const res = await createAreaClient(api).api.teacher.classes[':id'].students[':studentId'].password.$post({
    param: { id: classId, studentId },
  });
  return unwrap(res);
}

/** POST /api/teacher/classes/{id}/students/{studentId}/password-reset-request → asks the account's creator for a new password. */
export async function requestStudentReset(api: AreaApi, classId: string, studentId: string) {
  const res = await createAreaClient(api).api.teacher.classes[':id'].students[':studentId']['password-reset-request'].$post({
    param: { id: classId, studentId },
  });
  return unwrap(res);
}
