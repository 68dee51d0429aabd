import {
  FILE_BLOCK_TEMPLATE, FILE_LIMITS, formatExtension, studentUploadLimit,
  type FileBlockMode, type FileContent, type FileContentBody, type TeacherFile,
} from 'api/client';

/** The file block's form and display logic, pure (spec 2, 3, 5, 9). */

const MB = 1024 * 1024;

/** The editor's form state of a file block. */
export interface FileDraft {
  type: 'file_upload';
  mode: FileBlockMode;
  teacherFile: TeacherFile | null;
  instructions: string;
  allowedFormats: string[];
  /** Megabytes as typed (the server caps the saved limit at 3 MB). */
  maxSizeMb: string;
  /** A datetime-local value ('2026-11-30T18:00'), '' for none. */
  deadline: string;
}

/**
 * A new block starts from the default template (spec 9), with the size students may really hand in:
 * the template's 10 MB are capped at the saved 3 MB limit, so the field never shows more than the hint allows.
 */
export function emptyFileDraft(): FileDraft {
  return {
    type: 'file_upload', mode: FILE_BLOCK_TEMPLATE.mode, teacherFile: null, instructions: '',
    allowedFormats: [...FILE_BLOCK_TEMPLATE.allowedFormats], maxSizeMb: mbText(studentUploadLimit(FILE_BLOCK_TEMPLATE.maxFileSize)), deadline: '',
  };
}

export function fileDraftOf(content: FileContent): FileDraft {
  return {
    type: 'file_upload', mode: content.mode, teacherFile: content.teacherFile, instructions: content.instructions ?? '',
    allowedFormats: [...content.allowedFormats], maxSizeMb: mbText(content.maxFileSize), deadline: toLocalInput(content.submissionDeadline),
  };
}

/** Why the draft cannot be saved yet, or null. */
export function fileDraftProblem(d: FileDraft): 'teacherFile' | 'maxSize' | 'deadline' | null {
  if (d.mode !== 'upload' && !d.teacherFile) return 'teacherFile';
  const mb = Number(d.maxSizeMb);
  if (d.mode !== 'download' && !(Number.isFinite(mb) && mb > 0)) return 'maxSize';
  if (d.deadline && Number.isNaN(new Date(d.deadline).getTime())) return 'deadline';
  return null;
}

/** The body the API takes. */
export function fileContentOf(d: FileDraft): FileContentBody {
  const mb = Number(d.maxSizeMb);
  return {
    mode: d.mode,
    teacherFile: d.mode === 'upload' ? null : d.teacherFile,
    instructions: d.instructions.trim() || null,
    allowedFormats: d.allowedFormats as FileContentBody['allowedFormats'],
    maxFileSize: Number.isFinite(mb) && mb > 0 ? Math.min(Math.round(mb * MB), FILE_LIMITS.contentMaxBytes) : FILE_LIMITS.fileBlockStudentMaxBytes,
    submissionDeadline: d.deadline ? new Date(d.deadline).toISOString() : null,
  };
}

/** '3.0MB': sizes as the spec writes them ('Datei ist zu gross. Maximal X.XMB.'). */
export function formatMb(bytes: number): string {
  return `${(bytes / MB).toFixed(1)}MB`;
}

/** A file size for lists: '12 KB', '2.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** The `accept` attribute of the students' file input. */
export function acceptOf(content: Pick<FileContent, 'allowedFormats'>): string {
  return content.allowedFormats.join(',');
}

/** A quick check before uploading (the server decides by content): too large, or a name outside the formats. */
export function precheck(file: { name: string; size: number }, content: Pick<FileContent, 'allowedFormats' | 'maxFileSize'>): 'tooLarge' | 'invalid' | null {
  if (file.size > studentUploadLimit(content.maxFileSize)) return 'tooLarge';
  const ext = formatExtension(/\.[^.]+$/.exec(file.name)?.[0] ?? '');
  return content.allowedFormats.map(formatExtension).includes(ext) ? null : 'invalid';
}

export const acceptsUploads = (mode: FileBlockMode) => mode !== 'download';
export const offersDownload = (mode: FileBlockMode) => mode !== 'upload';

export function isPastDeadline(deadline: string | null, now = Date.now()): boolean {
  return !!deadline && Date.parse(deadline) < now;
}

function mbText(bytes: number): string {
  return String(Math.round((bytes / MB) * 10) / 10);
}

/** ISO → the browser-local 'YYYY-MM-DDTHH:mm' a datetime-local input shows. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
