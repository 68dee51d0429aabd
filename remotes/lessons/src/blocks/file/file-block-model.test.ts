import { ApiError } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { uploadErrorText } from './file-block-errors';
import { emptyFileDraft, fileContentOf, fileDraftOf, fileDraftProblem, formatMb, precheck } from './file-block-model';

describe('file block model', () => {
  it('a new block starts from the template: .pdf, .doc, .docx, .txt, 10 MB, no deadline', () => {
    expect(emptyFileDraft()).toMatchObject({ allowedFormats: ['.pdf', '.doc', '.docx', '.txt'], maxSizeMb: '3', deadline: '', mode: 'upload' });
  });

  it('downloads need the teacher file; the size must be positive', () => {
    expect(fileDraftProblem({ ...emptyFileDraft(), mode: 'both' })).toBe('teacherFile');
    expect(fileDraftProblem({ ...emptyFileDraft(), maxSizeMb: '0' })).toBe('maxSize');
    expect(fileDraftProblem(emptyFileDraft())).toBeNull();
  });

  it('round-trips through the API shape (deadline as ISO, MB as bytes)', () => {
    const body = fileContentOf({ ...emptyFileDraft(), maxSizeMb: '3', deadline: '2030-06-30T18:00', instructions: '  Bitte PDF  ' });
    expect(body).toMatchObject({ maxFileSize: 3_145_728, instructions: 'Bitte PDF', teacherFile: null });
    expect(new Date(body.submissionDeadline!).getTime()).toBe(new Date('2030-06-30T18:00').getTime());
    const back = fileDraftOf({ mode: 'upload', teacherFile: null, instructions: 'x', allowedFormats: ['.pdf'], maxFileSize: 3_145_728, submissionDeadline: body.submissionDeadline! });
    expect(back).toMatchObject({ maxSizeMb: '3', deadline: '2030-06-30T18:00' });
  });

  it('sizes as the spec writes them', () => {
    expect(formatMb(3_145_728)).toBe('3.0MB');
  });

  it('prechecks size (3 MB at most) and the name against the formats', () => {
    const content = { allowedFormats: ['.pdf', '.txt'], maxFileSize: 10 * 1024 * 1024 };
    expect(precheck({ name: 'a.pdf', size: 3_145_728 }, content)).toBeNull();
    expect(precheck({ name: 'a.pdf', size: 3_145_729 }, content)).toBe('tooLarge');
    expect(precheck({ name: 'a.exe', size: 10 }, content)).toBe('invalid');
    expect(precheck({ name: 'A.PDF', size: 10 }, content)).toBeNull();
  });
});

describe('upload errors in German (spec 5, 8)', () => {
  it('maps the API codes', () => {
    const err = (code: string, status: number) => new ApiError(code, status, 'x');
    expect(uploadErrorText(err('FILE_TOO_LARGE', 413), 3_145_728)).toBe('Datei ist zu gross. Maximal 3.0MB.');
    expect(uploadErrorText(err('FILE_TYPE_NOT_ALLOWED', 415), 3_145_728)).toBe('Ungültige Datei');
    expect(uploadErrorText(err('NOT_ENROLLED', 403), 3_145_728)).toBe('Fehlende Berechtigung');
    expect(uploadErrorText(err('UNAUTHORIZED', 401), 3_145_728)).toBe('Fehlende Berechtigung');
    expect(uploadErrorText(err('SUBMISSION_DEADLINE_PASSED', 409), 3_145_728)).toBe('Die Abgabefrist ist abgelaufen. Es können keine Dateien mehr eingereicht werden.');
    expect(uploadErrorText(new TypeError('offline'), 3_145_728)).toBe('Upload fehlgeschlagen');
  });
});
