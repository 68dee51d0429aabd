import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { AppError, CONTENT_KINDS, ErrorCode, FILE_LIMITS, FILE_MESSAGES, UploadResultSchema } from '../../contract/index.ts';
import { callerOf, requireAuth, requireRole } from '../../middleware/authenticate.ts';
import { uploadRateLimited } from '../../middleware/rate-limit.ts';
import { bearer, createRouter, errors, fieldErrorCodes, json, multipart } from '../openapi-helpers.ts';

/** Room for the multipart framing and small text fields on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const FileField = z
  .instanceof(File, { message: 'A file is required (multipart field "file")' })
  .openapi({ type: 'string', format: 'binary', description: 'The file (multipart field "file")' });

const UploadForm = z.object({ file: FileField }).openapi('UploadForm');
const SubmissionForm = z
  .object({ file: FileField, class_id: z.uuid(), block_id: z.uuid() })
  .openapi('SubmissionUploadForm');

/**
 * Caps the request body before anything parses it (hono bodyLimit: Content-Length
 * up front, else counted while streaming); the exact file size is checked after parsing.
 */
function uploadLimit(maxBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw new AppError(ErrorCode.FILE_TOO_LARGE, 413, message);
    },
  });
}

const teacherOnly = requireRole('teacher');
const studentOnly = requireRole('student');
const uploadResponses = { 201: json(UploadResultSchema, 'Stored'), ...errors(400, 401, 403, 413, 415) };

const uploadAvatar = createRoute({
  method: 'post', path: '/uploads/avatar', tags: ['files'], security: bearer,
  summary: "Upload the caller's avatar (JPG, PNG, GIF or WEBP, at most 5 MB, type decided by content); sets the profile's avatar_url",
  middleware: [requireAuth, uploadRateLimited, uploadLimit(FILE_LIMITS.avatarMaxBytes, FILE_MESSAGES.avatarTooLarge)] as const,
  request: multipart(UploadForm),
  responses: uploadResponses,
});
const uploadClassImage = createRoute({
  method: 'post', path: '/uploads/class-image', tags: ['files'], security: bearer,
  summary: 'Upload a class picture (teacher; JPG, PNG or GIF, at most 5 MB); recorded in media_files',
  middleware: [teacherOnly, uploadRateLimited, uploadLimit(FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge)] as const,
  request: multipart(UploadForm),
  responses: uploadResponses,
});
const uploadLessonImage = createRoute({
  method: 'post', path: '/uploads/lesson-image', tags: ['files'], security: bearer,
  summary: 'Upload a lesson picture (teacher; JPG, PNG or GIF, at most 5 MB); recorded in media_files',
  middleware: [teacherOnly, uploadRateLimited, uploadLimit(FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge)] as const,
  request: multipart(UploadForm),
  responses: uploadResponses,
});
const uploadContent = createRoute({
  method: 'post', path: '/uploads/content', tags: ['files'], security: bearer,
  summary: 'Upload teacher content (image, PDF, office document or .txt; at most 50 MB) under teachers/{teacherId}/{kind}/',
  middleware: [teacherOnly, uploadRateLimited, uploadLimit(FILE_LIMITS.contentMaxBytes, FILE_MESSAGES.contentTooLarge)] as const,
  request: {
    query: z.object({
      kind: z.enum(CONTENT_KINDS).openapi({ param: { name: 'kind', in: 'query' }, description: 'classes, blocks or lessons' }),
    }),
    ...multipart(UploadForm),
  },
  responses: uploadResponses,
});
const uploadSubmission = createRoute({
  method: 'post', path: '/uploads/submission', tags: ['files'], security: bearer,
  summary: 'Upload a student submission (image, PDF, office document or .txt; at most 100 MB) for a file block in an enrolled class',
  middleware: [studentOnly, uploadRateLimited, uploadLimit(FILE_LIMITS.submissionMaxBytes, FILE_MESSAGES.submissionTooLarge)] as const,
  request: multipart(SubmissionForm),
  responses: { ...uploadResponses, ...errors(404) },
});

/** An unknown content kind answers with the spec's message. */
const contentKindHook = fieldErrorCodes({ kind: { code: ErrorCode.VALIDATION_FAILED, message: FILE_MESSAGES.invalidContentKind } });

/** Uploads: multipart field `file`, type decided by content; the rules live in UploadService. */
export const uploadRoutes = createRouter()
  .openapi(uploadAvatar, async (c) => c.json(await c.var.deps.uploads.avatar(callerOf(c), c.req.valid('form').file), 201))
  .openapi(uploadClassImage, async (c) =>
    c.json(await c.var.deps.uploads.teacherImage(callerOf(c), c.req.valid('form').file, 'classes'), 201))
  .openapi(uploadLessonImage, async (c) =>
    c.json(await c.var.deps.uploads.teacherImage(callerOf(c), c.req.valid('form').file, 'lessons'), 201))
  .openapi(uploadContent, async (c) =>
    c.json(await c.var.deps.uploads.content(callerOf(c), c.req.valid('form').file, c.req.valid('query').kind), 201), contentKindHook)
  .openapi(uploadSubmission, async (c) => {
    const { file, class_id: classId, block_id: blockId } = c.req.valid('form');
    return c.json(await c.var.deps.uploads.submission(callerOf(c), file, classId, blockId), 201);
  });
