import { AppError, ErrorCode, FILE_BLOCK_FORMATS, FILE_BLOCK_TEMPLATE, studentUploadLimit, type FileContent } from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import { authorize } from '../authorization.ts';

/**
 * A file block's content as stored (spec 3, 5, 9): the teacher's file only from
 * their own block uploads, formats from the known list (template when none are
 * chosen), the max size capped at the saved student limit of 3 MB.
 */
export function buildFileBlockContent(caller: Caller, input: Record<string, unknown>): FileContent {
  const mode = input.mode as FileContent['mode'];
  const teacherFile = (input.teacherFile ?? null) as FileContent['teacherFile'];
  if (teacherFile) authorize(caller, 'attach', { type: 'content-file', url: teacherFile.url, kind: 'blocks' });
  if (mode !== 'upload' && !teacherFile) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'A file block with downloads needs the teacher\'s file');
  }
  const chosen = Array.isArray(input.allowedFormats) ? (input.allowedFormats as string[]) : [];
  const allowedFormats = FILE_BLOCK_FORMATS.filter((f) => chosen.includes(f));
  const deadline = typeof input.submissionDeadline === 'string' && input.submissionDeadline ? new Date(input.submissionDeadline).toISOString() : null;
  return {
    mode,
    teacherFile,
    instructions: typeof input.instructions === 'string' && input.instructions.trim() ? input.instructions.trim() : null,
    allowedFormats: allowedFormats.length ? allowedFormats : [...FILE_BLOCK_TEMPLATE.allowedFormats],
    maxFileSize: studentUploadLimit(typeof input.maxFileSize === 'number' ? input.maxFileSize : FILE_BLOCK_TEMPLATE.maxFileSize),
    submissionDeadline: deadline,
  };
}
