import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { AppError, CONTENT_KINDS, ErrorCode, FILE_LIMITS, FILE_MESSAGES, UploadResultSchema } from '../../contract/index.ts';
import { callerOf, requireAuth, requireRole } from '../../middleware/authenticate.ts';
import { uploadRateLimited } from '../../middleware/rate-limit.ts';
import { bearer, createRouter, errors, fieldErrorCodes, json, streamedMultipart } from '../openapi-helpers.ts';

/** Room for the multipart framing and small text fields on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const UploadForm = streamedMultipart();

/**
 * Refuses a body whose Content-Length already announces too much, before reading it.
 * (Not hono's bodyLimit: without a Content-Length it collects the whole body in memory.)
 * The exact file size is enforced while the file streams (receiveMultipart).
 */
function uploadLimit(maxBytes: number, message: string) {
  return createMiddleware(async (c, next) => {
    const announced = Number(c.req.header('content-length') ?? NaN);
    if (announced > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE, 413, message);
    await next();
  });
}

const teacherOnly = requireRole('teacher');
const uploadResponses = { 201: json(UploadResultSchema, 'Stored'), ...errors(400, 401, 403, 413, 415, 429, 503) };

const uploadAvatar = createRoute({
  method: 'post', path: '/uploads/avatar', tags: ['files'], security: bearer,
  summary: "Upload the caller's avatar (JPG, PNG, GIF or WEBP, at most 5 MB, type decided by content); sets the profile's avatar_url",
  middleware: [requireAuth, uploadRateLimited, uploadLimit(FILE_LIMITS.avatarMaxBytes, FILE_MESSAGES.avatarTooLarge)] as const,
  request: UploadForm,
  responses: uploadResponses,
});
const uploadClassImage = createRoute({
  method: 'post', path: '/uploads/class-image', tags: ['files'], security: bearer,
  summary: 'Upload a class picture (teacher; JPG, PNG or GIF, at most 5 MB); recorded in media_files',
  middleware: [teacherOnly, uploadRateLimited, uploadLimit(FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge)] as const,
  request: UploadForm,
  responses: uploadResponses,
});
const uploadLessonImage = createRoute({
  method: 'post', path: '/uploads/lesson-image', tags: ['files'], security: bearer,
  summary: 'Upload a lesson picture (teacher; JPG, PNG or GIF, at most 5 MB); recorded in media_files',
  middleware: [teacherOnly, uploadRateLimited, uploadLimit(FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge)] as const,
  request: UploadForm,
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
    ...UploadForm,
  },
  responses: uploadResponses,
});
/** An unknown content kind answers with the spec's message. */
const contentKindHook = fieldErrorCodes({ kind: { code: ErrorCode.VALIDATION_FAILED, message: FILE_MESSAGES.invalidContentKind } });

/** Uploads: multipart field `file`, streamed to storage, type decided by content; the rules live in UploadService. */
export const uploadRoutes = createRouter()
  .openapi(uploadAvatar, async (c) => c.json(await c.var.deps.uploads.avatar(callerOf(c), c.req.raw), 201))
  .openapi(uploadClassImage, async (c) => c.json(await c.var.deps.uploads.teacherImage(callerOf(c), c.req.raw, 'classes'), 201))
  .openapi(uploadLessonImage, async (c) => c.json(await c.var.deps.uploads.teacherImage(callerOf(c), c.req.raw, 'lessons'), 201))
  .openapi(uploadContent, async (c) =>
    c.json(await c.var.deps.uploads.content(callerOf(c), c.req.raw, c.req.valid('query').kind), 201), contentKindHook);
// Student hand-ins go through the file block's own route (routes/file-submissions/), which checks mode, deadline,
// formats and the block's limit; the legacy POST /uploads/submission bypassed all four and is gone.
