import type { FileSubmission, OwnSubmission, UploadResult } from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

/** `@platform/ui/files`, loaded on the first up- or download, not with every lesson. */
const files = () => import('@platform/ui/files');

/** The file block's API calls. Uploads and downloads go through `@platform/ui/files` (Bearer token, never in a URL). */

/** The teacher's file of a block: teacher content (up to 50 MB) under teachers/{id}/blocks/. */
export async function uploadTeacherFile(api: AreaApi, file: File) {
  return (await files()).uploadFile<UploadResult>(api, '/api/uploads/content?kind=blocks', file);
}

export async function submitFile(api: AreaApi, classId: string, blockId: string, file: File) {
  return (await files()).uploadFile<OwnSubmission>(api, `/api/student/classes/${classId}/file-blocks/${blockId}/submissions`, file);
}

export async function getOwnSubmission(api: AreaApi, classId: string, blockId: string) {
  const res = await createAreaClient(api).api.student.classes[':classId']['file-blocks'][':blockId'].submission.$get({ param: { classId, blockId } });
  return (await unwrap(res)).submission;
}

export async function listSubmissions(api: AreaApi, classId: string, blockId: string): Promise<FileSubmission[]> {
  const res = await createAreaClient(api).api.teacher.classes[':classId']['file-blocks'][':blockId'].submissions.$get({ param: { classId, blockId } });
  return (await unwrap(res)).submissions;
}

const teacherBase = (classId: string, blockId: string) => `/api/teacher/classes/${classId}/file-blocks/${blockId}/submissions`;
export const submissionFilePath = (classId: string, blockId: string, id: string) => `${teacherBase(classId, blockId)}/${id}/file`;
export const submissionsArchivePath = (classId: string, blockId: string) => `${teacherBase(classId, blockId)}/archive`;

/**
 * Downloads through fetch (with the token when `authorized`) and saves the file under `fileName`.
 * Throws when the request fails; callers show 'Download fehlgeschlagen' and fall back to the file address.
 */
export async function saveDownload(api: AreaApi, path: string, fileName: string, authorized: boolean): Promise<void> {
  return (await files()).downloadFile(authorized ? api.fetch(path) : fetch(path, { credentials: 'omit' }), fileName);
}
