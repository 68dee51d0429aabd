import type { FileSubmission, OwnSubmission, UploadResult } from 'api/client';
import { createAreaClient, readApiResponse, unwrap, type AreaApi } from '@platform/ui';

/** The file block's API calls. Multipart uploads and binary downloads go through `api.fetch` (Bearer token, never in a URL). */

async function postFile<T>(api: AreaApi, path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return readApiResponse<T>(await api.fetch(path, { method: 'POST', body: form }));
}

/** The teacher's file of a block: teacher content (up to 50 MB) under teachers/{id}/blocks/. */
export function uploadTeacherFile(api: AreaApi, file: File) {
  return postFile<UploadResult>(api, '/api/uploads/content?kind=blocks', file);
}

export function submitFile(api: AreaApi, classId: string, blockId: string, file: File) {
  return postFile<OwnSubmission>(api, `/api/student/classes/${classId}/file-blocks/${blockId}/submissions`, file);
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
 * Downloads through fetch (with the token when `authorized`) and saves the blob under `fileName`.
 * Throws when the request fails; callers show 'Download fehlgeschlagen' and fall back to the file address.
 */
export async function saveDownload(api: AreaApi, path: string, fileName: string, authorized: boolean): Promise<void> {
  const res = authorized ? await api.fetch(path) : await fetch(path, { credentials: 'omit' });
  if (!res.ok) throw new Error(`download failed with status ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
