import { ApiError } from '@platform/ui';
import { ErrorCode, studentUploadLimit } from 'api/client';
import { messages } from '../../messages';
import { formatMb } from './file-block-model';

const t = messages.file;

/** The German text for a failed hand-in or teacher-file upload (spec 5, 8). */
export function uploadErrorText(error: unknown, limitBytes: number): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.FILE_TOO_LARGE || error.status === 413) return t.tooLarge(formatMb(limitBytes));
    if (error.code === ErrorCode.FILE_TYPE_NOT_ALLOWED || error.status === 415) return t.invalidFile;
    if (error.code === ErrorCode.SUBMISSION_DEADLINE_PASSED) return t.deadlinePassed;
    if (error.code === ErrorCode.FILE_BLOCK_NO_UPLOADS) return t.noUploads;
    if (error.code === ErrorCode.STORAGE_UNAVAILABLE) return t.storageUnavailable;
    if (error.code === ErrorCode.RATE_LIMITED) return t.rateLimited;
    if (error.status === 401 || error.status === 403) return t.missingPermission;
  }
  return t.uploadFailed;
}

/** The student limit of a block, for the message 'Datei ist zu gross. Maximal …'. */
export const studentLimitOf = (maxFileSize: number) => studentUploadLimit(maxFileSize);
