import { errorText } from '@platform/ui';
import { ErrorCode, studentUploadLimit } from 'api/client';
import { messages } from '../../messages';
import { formatMb } from './file-block-model';

const t = messages.file;

/** The German text for a failed hand-in or teacher-file upload (spec 5, 8). */
export function uploadErrorText(error: unknown, limitBytes: number): string {
  const tooLarge = t.tooLarge(formatMb(limitBytes));
  return errorText(error, {
    [ErrorCode.FILE_TOO_LARGE]: tooLarge,
    413: tooLarge,
    [ErrorCode.FILE_TYPE_NOT_ALLOWED]: t.invalidFile,
    415: t.invalidFile,
    [ErrorCode.SUBMISSION_DEADLINE_PASSED]: t.deadlinePassed,
    [ErrorCode.FILE_BLOCK_NO_UPLOADS]: t.noUploads,
    [ErrorCode.STORAGE_UNAVAILABLE]: t.storageUnavailable,
    [ErrorCode.RATE_LIMITED]: t.rateLimited,
    401: t.missingPermission,
    403: t.missingPermission,
  }, t.uploadFailed);
}

/** The student limit of a block, for the message 'Datei ist zu gross. Maximal …'. */
export const studentLimitOf = (maxFileSize: number) => studentUploadLimit(maxFileSize);
