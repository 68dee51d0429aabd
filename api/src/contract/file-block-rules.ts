import { FILE_LIMITS } from './limits.ts';

/** File block rules without zod, shared with the front-ends through api/client (spec 3, 5, 9). */

export const FILE_BLOCK_MODES = ['download', 'upload', 'both'] as const;
export type FileBlockMode = (typeof FILE_BLOCK_MODES)[number];

/** Formats a teacher can allow: the document types the server recognises by content (file-types.ts). */
export const FILE_BLOCK_FORMATS = ['.pdf', '.doc', '.docx', '.txt', '.odt', '.xls', '.xlsx', '.ods', '.ppt', '.pptx', '.odp', '.png', '.jpg', '.gif', '.webp'] as const;

/** Spec 9: the default template (.pdf, .doc, .docx, .txt up to 10 MB, no deadline); what is saved is capped at the student limit. */
export const FILE_BLOCK_TEMPLATE = {
  mode: 'upload' as FileBlockMode,
  allowedFormats: ['.pdf', '.doc', '.docx', '.txt'],
  maxFileSize: 10 * 1024 * 1024,
  submissionDeadline: null,
};

/** The detected extension ('jpg') of an allowed format ('.jpg', also '.jpeg'). */
export function formatExtension(format: string): string {
  const ext = format.trim().toLowerCase().replace(/^\./, '');
  return ext === 'jpeg' ? 'jpg' : ext;
}

/** The block's effective student limit: its max size, never above the saved student limit (3 MB). */
export function studentUploadLimit(maxFileSize: number | null | undefined): number {
  const max = typeof maxFileSize === 'number' && maxFileSize > 0 ? maxFileSize : FILE_LIMITS.fileBlockStudentMaxBytes;
  return Math.min(max, FILE_LIMITS.fileBlockStudentMaxBytes);
}
