import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { uploadRateLimited } from '../../middleware/rate-limit.ts';
import {
  AppError, CONTENT_KINDS, ErrorCode, FILE_LIMITS, FILE_MESSAGES, STORAGE_AREAS, type StorageArea,
} from '../../contract/index.ts';
import type { AppEnv } from '../../context.ts';
import { getActiveEnrollment } from '../../db/queries/classes.ts';
import { callerOf, requireAuth, requireRole } from '../../middleware/authenticate.ts';
import { assertEnrolled } from '../../services/policy.ts';
import { isSafeObjectPath, isStorageArea } from '../../storage/index.ts';
import { servedFileHeaders } from '../../storage/serve-policy.ts';
import { bearer, createRouter, errors, json, publicRoute } from '../openapi-helpers.ts';
import { safeFileName } from './file-name.ts';
import { ALLOWED_TYPE_LABELS, ALLOWED_TYPES, detectFileType, type DetectedType } from './file-types.ts';
import { insertMediaFile, isUploadBlockInClass, setAvatarUrl } from '../../db/queries/files.ts';

/** Room for the multipart framing and small text fields on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What every upload answers: a 365-day signed URL (relative to the API origin) and the object's path in its area. */
export const UploadResultSchema = z
  .object({
    url: z.string().openapi({ example: '/api/files/avatars/0b6c…/avatar-1735689600000.png?exp=1767225600&sig=…' }),
    path: z.string(),
    size: z.number().int(),
    content_type: z.string(),
  })
  .openapi('UploadResult');

const FileField = z
  .instanceof(File, { message: 'A file is required (multipart field "file")' })
  .openapi({ type: 'string', format: 'binary', description: 'The file (multipart field "file")' });

const UploadForm = z.object({ file: FileField }).openapi('UploadForm');
const SubmissionForm = z
  .object({ file: FileField, class_id: z.uuid(), block_id: z.uuid() })
  .openapi('SubmissionUploadForm');
const multipart = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'multipart/form-data': { schema } }, required: true },
});

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

const FileParams = z.object({
  area: z.enum(STORAGE_AREAS).openapi({ param: { name: 'area', in: 'path' } }),
  path: z.string().openapi({ param: { name: 'path', in: 'path' }, description: 'The object path; may contain slashes' }),
});
const FileQuery = z.object({
  exp: z.string().openapi({ param: { name: 'exp', in: 'query' }, description: 'Expiry, unix seconds' }),
  sig: z.string().openapi({ param: { name: 'sig', in: 'query' }, description: 'HMAC-SHA256, base64url' }),
});
const getFileDoc = createRoute({
  method: 'get', path: '/files/{area}/{path}', tags: ['files'], security: publicRoute,
  summary: 'A stored file behind a signed URL (as returned by the uploads). Images inline, everything else as a download',
  request: { params: FileParams, query: FileQuery },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    ...errors(403, 404),
  },
});
// The real route matches slashes in {path}; the signature is checked by hand (a bad URL is 403, not 400).
const getFile = createRoute({ ...getFileDoc, path: '/files/{area}/{path{.+}}', request: {}, hide: true });

/** Reads the file, checks its size and decides its type by content; throws 413/415. */
async function receive(file: File, maxBytes: number, tooLarge: string, policy: keyof typeof ALLOWED_TYPES) {
  if (file.size > maxBytes) throw new AppError(ErrorCode.FILE_TOO_LARGE, 413, tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectFileType(bytes, file.name);
  if (!type || !ALLOWED_TYPES[policy].has(type.ext)) {
    throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED, 415, `File type not allowed: expected a ${ALLOWED_TYPE_LABELS[policy]}`);
  }
  return { bytes, type };
}

/** Stores the bytes and answers with a 365-day signed URL. */
async function store(c: Context<AppEnv>, area: StorageArea, path: string, bytes: Uint8Array, type: DetectedType) {
  const { driver, urls } = c.var.deps.storage;
  await driver.put(area, path, bytes, type.mime);
  return { url: urls.url(area, path, FILE_LIMITS.uploadUrlSeconds), path, size: bytes.byteLength, content_type: type.mime };
}

async function teacherImage(c: Context<AppEnv>, file: File, kind: 'classes' | 'lessons') {
  const teacherId = callerOf(c).userId;
  const { bytes, type } = await receive(file, FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge, 'classImage');
  const path = `teachers/${teacherId}/${kind}/${randomUUID()}/${safeFileName(file.name, type.ext, Date.now())}`;
  const result = await store(c, 'content', path, bytes, type);
  await insertMediaFile(c.var.deps.sql, {
    userId: teacherId, url: result.url, storagePath: path, fileType: kind === 'classes' ? 'class_image' : 'lesson_image',
  });
  return result;
}

/** Best effort: earlier avatar files of the user (older timestamps) go; a failure only logs. */
async function removeOlderAvatars(c: Context<AppEnv>, userId: string, keepTimestamp: number) {
  const { driver } = c.var.deps.storage;
  try {
    const entries = await driver.list('avatars', userId, { limit: 1000 });
    const older = entries.map((e) => e.path).filter((p) => {
      const ts = /\/avatar-(\d+)\.[a-z0-9]+$/.exec(p)?.[1];
      return ts !== undefined && Number(ts) < keepTimestamp;
    });
    if (older.length) await driver.remove('avatars', older);
  } catch (err) {
    c.var.deps.log.warn('removing old avatars failed', { requestId: c.var.requestId, error: String((err as Error)?.message ?? err) });
  }
}

/** Contents-kind validation with the spec's message instead of the generic one. */
const contentKindHook = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): undefined => {
  if (result.success) return undefined;
  const issue = result.error?.issues[0];
  if (issue?.path[0] === 'kind') throw new AppError(ErrorCode.VALIDATION_FAILED, 400, FILE_MESSAGES.invalidContentKind);
  const where = issue?.path.join('.') || 'body';
  throw new AppError(ErrorCode.VALIDATION_FAILED, 400, `${where}: ${issue?.message ?? 'invalid'}`);
};

const fileRouter = createRouter();
fileRouter.openAPIRegistry.registerPath(getFileDoc);

/** Uploads (multipart field `file`, type decided by content) and the signed file URLs. */
export const fileRoutes = fileRouter
  .openapi(uploadAvatar, async (c) => {
    const userId = callerOf(c).userId;
    const { file } = c.req.valid('form');
    const { bytes, type } = await receive(file, FILE_LIMITS.avatarMaxBytes, FILE_MESSAGES.avatarTooLarge, 'avatar');
    const timestamp = Date.now();
    const result = await store(c, 'avatars', `${userId}/avatar-${timestamp}.${type.ext}`, bytes, type);
    await setAvatarUrl(c.var.deps.sql, { userId, url: result.url });
    await removeOlderAvatars(c, userId, timestamp);
    return c.json(result, 201);
  })
  .openapi(uploadClassImage, async (c) => c.json(await teacherImage(c, c.req.valid('form').file, 'classes'), 201))
  .openapi(uploadLessonImage, async (c) => c.json(await teacherImage(c, c.req.valid('form').file, 'lessons'), 201))
  .openapi(uploadContent, async (c) => {
    const teacherId = callerOf(c).userId;
    const { kind } = c.req.valid('query');
    const { file } = c.req.valid('form');
    const { bytes, type } = await receive(file, FILE_LIMITS.contentMaxBytes, FILE_MESSAGES.contentTooLarge, 'document');
    const path = `teachers/${teacherId}/${kind}/${randomUUID()}/${safeFileName(file.name, type.ext, Date.now())}`;
    return c.json(await store(c, 'content', path, bytes, type), 201);
  }, contentKindHook)
  .openapi(uploadSubmission, async (c) => {
    const studentId = callerOf(c).userId;
    const { file, class_id: classId, block_id: blockId } = c.req.valid('form');
    const { sql } = c.var.deps;
    assertEnrolled(await getActiveEnrollment(sql, { classId, studentId }));
    if (!(await isUploadBlockInClass(sql, { blockId, classId }))) {
      throw new AppError(ErrorCode.NOT_FOUND, 404, 'No file-upload block with this id in a visible lesson of this class');
    }
    const { bytes, type } = await receive(file, FILE_LIMITS.submissionMaxBytes, FILE_MESSAGES.submissionTooLarge, 'document');
    const path = `${classId}/${blockId}/${studentId}/${safeFileName(file.name, type.ext, Date.now())}`;
    return c.json(await store(c, 'submissions', path, bytes, type), 201);
  })
  .openapi(getFile, async (c) => {
    const area = c.req.param('area') ?? '';
    const path = c.req.param('path') ?? '';
    const exp = c.req.query('exp');
    const { driver, urls } = c.var.deps.storage;
    if (!isStorageArea(area) || !isSafeObjectPath(path) || !urls.verify(area, path, exp, c.req.query('sig'))) {
      throw new AppError(ErrorCode.FILE_URL_INVALID, 403, 'File URL is invalid or has expired');
    }
    const file = await driver.get(area, path);
    if (!file) throw new AppError(ErrorCode.NOT_FOUND, 404, 'File not found');
    const headers = servedFileHeaders(file, path, Number(exp) - Math.floor(Date.now() / 1000));
    if (c.req.method === 'HEAD') {
      await file.body.cancel().catch(() => {});
      return new Response(null, { status: 200, headers });
    }
    return new Response(file.body, { status: 200, headers });
  });
